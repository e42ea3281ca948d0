import { definePort } from './define-port.ts';
import { defineEvent } from './events.port.ts';

export type TierId = 'free' | 'professional' | 'business' | 'enterprise';
export type SubscriptionStatus = 'active' | 'paused' | 'canceled' | 'past_due';

export interface PlanLimits {
  /** Invitations a calendar month (Pacific/Auckland), all channels together; null = unlimited. */
  invitesPerMonth: number | null;
  /** SMS a calendar month; 0 = SMS not included. */
  smsPerMonth: number;
  /** Channels the plan may send invitations on (link and QR are always allowed). */
  channels: Array<'sms' | 'email' | 'messenger'>;
  customSms: 'locked' | 'branded' | 'full';
  logo: boolean;
  competitorAnalysis: boolean;
}

export interface Plan {
  id: TierId;
  name: string;
  description: string;
  /** NZD a month and a year, whole dollars; null where not for sale. */
  price: number | null;
  yearlyPrice: number | null;
  features: string[];
  limits: PlanLimits;
  comingSoon: boolean;
  /** Can an owner buy it, or only an admin assign it? */
  purchasable: boolean;
}

export interface BillingAccount {
  businessId: string;
  tier: TierId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Provider ids (Stripe customer and subscription) once a paid plan exists. */
  customerId: string | null;
  subscriptionId: string | null;
}

export interface TierChange {
  businessId: string;
  from: TierId;
  to: TierId;
  status: SubscriptionStatus;
}

/** Announced whenever a business's tier or status changes, whoever changed it. */
export const tierChanged = defineEvent<TierChange>('billing.tierChanged');

/** Accepts the legacy id `tier1` for Professional, as the spec's clients send it. */
export function normaliseTier(value: string): TierId | null {
  const v = value.trim().toLowerCase();
  if (v === 'tier1' || v === 'professional') return 'professional';
  if (v === 'free' || v === 'business' || v === 'enterprise') return v;
  return null;
}

/**
 * A business's plan. Every tier rule in every module reads from here, never from a payment provider, so a change
 * (checkout, webhook, admin) takes effect everywhere at once.
 */
export interface BillingPort {
  plans(): Plan[];
  plan(tier: TierId): Plan;
  account(businessId: string): Promise<BillingAccount>;
  /** The tier whose limits apply now: a paid plan that is not active falls back to free. */
  effectiveTier(businessId: string): Promise<TierId>;
  update(businessId: string, change: Partial<Omit<BillingAccount, 'businessId'>>): Promise<BillingAccount>;
  /** Forgets the business's billing record (account deletion). */
  remove(businessId: string): Promise<void>;
}

export const billingPort = definePort<BillingPort>('billing');
