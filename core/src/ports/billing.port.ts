import type { TierId } from '@korero/config/plans';
import { definePort } from './define-port.ts';
import type { EntitlementRef, EntitlementSpec, EntitlementValue } from './entitlements.ts';
import { defineEvent } from './events.port.ts';

// The tiers are a deployment's data (config/plans.ts); the kernel only passes them along.
export { normaliseTier, type TierId } from '@korero/config/plans';
export type SubscriptionStatus = 'active' | 'paused' | 'canceled' | 'past_due';
export type BillingInterval = 'month' | 'year';

export interface Plan {
  id: TierId;
  name: string;
  description: string;
  /** NZD a month and a year, whole dollars; null where not for sale. */
  price: number | null;
  yearlyPrice: number | null;
  features: string[];
  /** A value for every entitlement the installed modules declare, by key (checked at start-up). */
  entitlements: Readonly<Record<string, EntitlementValue>>;
  comingSoon: boolean;
  /** Can an owner buy it, or only an admin assign it? */
  purchasable: boolean;
  /** Prices already set up in the Stripe dashboard; without them Korero sends the amounts above with each checkout. */
  stripePriceIds?: { month?: string; year?: string };
}

/** An entitlement as an installed module declared it. */
export interface DeclaredEntitlement {
  key: string;
  /** The module that declared it. */
  module: string;
  spec: EntitlementSpec;
}

/** A plan's value for an entitlement. Throws when no installed module declared it (a manifest is missing the ref). */
export function entitlementOf<V extends EntitlementValue>(plan: Plan, ref: EntitlementRef<V>): V {
  if (!(ref.key in plan.entitlements)) {
    throw new Error(`Plan "${plan.id}" has no value for entitlement "${ref.key}": list it in its module's manifest (entitlements).`);
  }
  return plan.entitlements[ref.key] as V;
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
  /** How often the paid plan bills; null on Free and on plans an admin assigned. */
  interval?: BillingInterval | null;
}

export interface TierChange {
  businessId: string;
  from: TierId;
  to: TierId;
  status: SubscriptionStatus;
  /** When the change was made (ISO 8601): handlers run later, from the job queue. */
  changedAt: string;
}

/** Announced whenever a business's tier or status changes, whoever changed it. */
export const tierChanged = defineEvent<TierChange>('billing.tierChanged');

/** A discount the caller has already checked; the provider applies it to the first payment. */
export interface CheckoutDiscount {
  /** The caller's own id for it (Korero's discount code id), handed back when the checkout completes. */
  reference: string;
  code: string;
  description: string | null;
  kind: 'percentage' | 'fixed_amount' | 'free_trial';
  /** Percent off (1–100) or NZD cents off; unused for a free trial. */
  value: number;
  /** Days before the first payment (free_trial only). */
  freeTrialDays: number;
}

export interface CheckoutRequest {
  businessId: string;
  /** Where receipts go. */
  email: string;
  tier: TierId;
  yearly: boolean;
  discount?: CheckoutDiscount | null;
  /** Where the provider sends the person back; `{CHECKOUT_SESSION_ID}` becomes the session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface StartedCheckout {
  /** Where to send the person to pay (a provider page, or Korero's own test checkout). */
  url: string;
  sessionId: string;
}

export type BillingProvider = 'stripe' | 'local';

/**
 * Active paid subscriptions and what they bring in a month (NZD): a yearly plan ÷ 12, a discount while the period it
 * paid for lasts. `test` holds those bought through the local test checkout, which takes no money: never in `live`.
 */
export interface RecurringRevenue {
  live: { subscriptions: number; monthly: number };
  test: { subscriptions: number; monthly: number };
}

/** A checkout as Korero recorded it. Amounts are NZD cents. */
export interface Checkout {
  sessionId: string;
  provider: BillingProvider;
  businessId: string;
  tier: TierId;
  yearly: boolean;
  /** The plan's price for one period. */
  amount: number;
  /** What the first payment comes to after the discount (0 during a free trial). */
  amountDue: number;
  discount: CheckoutDiscount | null;
  status: 'open' | 'complete' | 'expired';
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

/** Announced once per checkout, after it completed (by the return from the provider or by its webhook). */
export const checkoutCompleted = defineEvent<{
  sessionId: string;
  businessId: string;
  tier: TierId;
  yearly: boolean;
  /** The discount's reference, when the checkout carried one. */
  discountReference: string | null;
}>('billing.checkoutCompleted');

/** What a provider webhook did. */
export interface WebhookOutcome {
  eventId: string;
  type: string;
  /** False for event types Korero ignores, or events about no account it knows. */
  handled: boolean;
  /** The event id was processed before: nothing changed this time. */
  duplicate: boolean;
  businessId: string | null;
}

export type BillingErrorCode =
  /** Missing, wrong or stale webhook signature. */
  | 'signature'
  /** The provider (or its webhook secret) is not configured. */
  | 'not_configured'
  | 'checkout_not_found'
  | 'checkout_expired'
  /** The person has not paid (yet) for this checkout. */
  | 'not_paid'
  /** Nothing the provider can cancel (Free, or a plan an admin assigned). */
  | 'no_subscription'
  /** The provider refused or could not be reached. */
  | 'provider'
  /** No payment provider, and the test checkout is off (production): plans cannot be bought here. */
  | 'payments_off'
  /** The plan holds as many accounts as the administrator allows (system settings: max users per tier). */
  | 'tier_full';

/** A billing failure its caller can explain to a person; anything else is a bug. */
export class BillingError extends Error {
  override readonly name = 'BillingError';
  readonly code: BillingErrorCode;

  constructor(code: BillingErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * A business's plan. Every tier rule in every module reads from here, never from a payment provider, so a change
 * (checkout, webhook, admin) takes effect everywhere at once. Only the adapters talk to the provider.
 */
export interface BillingPort {
  /** Who takes payments: Stripe, or Korero's labelled local test checkout (no STRIPE_SECRET_KEY). */
  readonly provider: BillingProvider;
  /**
   * Can owners buy a plan here? False in production without Stripe (unless ALLOW_TEST_CHECKOUT), where the test
   * checkout would hand out paid plans for free; an admin can still assign plans.
   */
  readonly checkoutAvailable: boolean;
  plans(): Plan[];
  /**
   * The plans owners are shown (the subscription page): Free, those they can buy, and those coming soon. Anything
   * that names plans to an owner ("comes with …") names them from here, so it agrees with that page.
   */
  plansOnOffer(): Plan[];
  plan(tier: TierId): Plan;
  /** The entitlements the installed modules declare, in their display order. */
  entitlements(): DeclaredEntitlement[];
  /** What the business's effective plan grants for one entitlement. */
  entitlement<V extends EntitlementValue>(businessId: string, ref: EntitlementRef<V>): Promise<V>;
  account(businessId: string): Promise<BillingAccount>;
  /** The tier whose limits apply now: a paid plan that is not active falls back to free. */
  effectiveTier(businessId: string): Promise<TierId>;
  update(businessId: string, change: Partial<Omit<BillingAccount, 'businessId'>>): Promise<BillingAccount>;
  /** Several businesses' accounts at once (Free for those with no record), for administrators' lists. */
  accounts(businessIds: string[]): Promise<BillingAccount[]>;
  /** How many billing records hold each tier and status, for administrators (businesses with no record are Free). */
  counts(): Promise<Array<{ tier: TierId; status: SubscriptionStatus; count: number }>>;
  /** NZD cents paid through checkouts completed in [from, to): the first payments, after discounts; test checkouts apart. */
  payments(from: Date, to: Date): Promise<{ live: number; test: number }>;
  /** Monthly recurring revenue from active paid plans, from what subscribers pay (see RecurringRevenue). */
  recurringRevenue(): Promise<RecurringRevenue>;
  /** Forgets the business's billing record (account deletion), ending any provider subscription first. */
  remove(businessId: string): Promise<void>;

  /** Opens a checkout for a paid plan. The caller has checked the tier and the discount. */
  startCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** A recorded checkout, or null. */
  checkout(sessionId: string): Promise<Checkout | null>;
  /**
   * Confirms a checkout the person returned from and activates its plan. Safe to call again (and alongside the
   * provider's webhook): a checkout activates once. Throws BillingError (checkout_not_found, checkout_expired,
   * not_paid, provider).
   */
  completeCheckout(sessionId: string): Promise<BillingAccount>;
  /** The plan ends when the paid period does; until then nothing changes. Throws BillingError (no_subscription, provider). */
  cancelAtPeriodEnd(businessId: string): Promise<BillingAccount>;
  /**
   * A provider webhook: checks the signature over the raw body, then applies the event once (a replayed event id
   * changes nothing). Throws BillingError('signature' or 'not_configured') and changes nothing when it fails.
   */
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;
}

export const billingPort = definePort<BillingPort>('billing');
