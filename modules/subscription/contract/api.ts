/**
 * The shapes of the subscription API, for this module's page and for anyone else's client. Types and constants
 * only, so a front end can import them without server code.
 */

import type { EntitlementValue, SubscriptionStatus, TierId } from '@korero/core/sdk';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'free_trial'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

// The billing port's own types (type-only, so nothing of the server reaches a front end).
export type PlanTier = TierId;
export type PlanStatus = SubscriptionStatus;

/**
 * The plan's `limits` in the answer's original shape, for clients that read it; derived from the entitlements
 * (server/legacy-limits.ts). A limit or feature of a module that is not installed reads as none.
 */
export interface PlanLimits {
  invitesPerMonth: number | null;
  smsPerMonth: number | null;
  channels: Array<'sms' | 'email' | 'messenger'>;
  customSms: 'locked' | 'branded' | 'full';
  logo: boolean;
  competitorAnalysis: boolean;
}

/** An entitlement the installed modules declare, as the plans page shows it (see defineEntitlement). */
export interface EntitlementView {
  key: string;
  kind: 'limit' | 'feature' | 'choice';
  label: string;
  order: number;
  /** Limits: what follows the number ("a month"). */
  unit?: string;
  /** Choices: each option's label; null shows as not included. */
  options?: Record<string, string | null>;
}

/** GET /api/plans → { data: PlanView[], entitlements, supportEmail, paymentProvider } */
export interface PlanView {
  id: PlanTier;
  name: string;
  description: string;
  /** NZD a month and a year (whole dollars). */
  price: number | null;
  yearlyPrice: number | null;
  features: string[];
  limits: PlanLimits;
  /** The plan's value for each declared entitlement, by key. */
  entitlements: Record<string, EntitlementValue>;
  comingSoon: boolean;
  purchasable: boolean;
}

export interface PlansAnswer {
  data: PlanView[];
  /** What the plans' entitlements are, in display order. */
  entitlements: EntitlementView[];
  supportEmail: string;
  /** "test": the labelled local test checkout takes no card (no Stripe configured). */
  /** 'none': no provider and no test checkout (production without Stripe): plans cannot be bought here. */
  paymentProvider: 'stripe' | 'test' | 'none';
}

/** GET /api/check-subscription */
export interface SubscriptionStatusView {
  /** The tier whose limits apply now ("free" by default). */
  tier: PlanTier;
  /** The tier the business is subscribed to, even while paused or overdue. */
  subscribedTier: PlanTier;
  hasSubscription: boolean;
  status: PlanStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  interval: 'month' | 'year' | null;
  /** Bought through a checkout (so it can be cancelled here), rather than assigned by an administrator. */
  selfServe: boolean;
}

/** POST /api/discount-codes/validate → { data } */
export interface ValidatedDiscount {
  id: string;
  code: string;
  description: string | null;
  discountType: DiscountType;
  /** Percent off, or NZD cents off. */
  discountValue: number;
  freeTrialDays: number;
}

/** GET /api/subscription-success → this */
export interface SubscriptionSuccess {
  subscription: { tier: PlanTier; status: PlanStatus; currentPeriodEnd: string | null };
  /** The discount the checkout carried: counted, or refused because the code ran out meanwhile. */
  discount: { code: string; applied: boolean } | null;
  message: string;
}

/** GET /api/billing/test-checkout/:sessionId → { data } (the local test checkout page). */
export interface TestCheckoutView {
  sessionId: string;
  planName: string;
  tier: PlanTier;
  yearly: boolean;
  /** NZD cents. */
  amount: number;
  amountDue: number;
  discount: { code: string; description: string | null; discountType: DiscountType; discountValue: number; freeTrialDays: number } | null;
  status: 'open' | 'complete' | 'expired';
  expiresAt: string;
  /** Same-origin paths the page returns to. */
  successPath: string;
  cancelPath: string;
}

export const EVENT_TYPES = ['activated', 'cancelled', 'past_due', 'cancellation_scheduled', 'paused', 'tier_changed'] as const;
export type SubscriptionEventType = (typeof EVENT_TYPES)[number];
