/**
 * The subscription module's HTTP contract: request and answer schemas (the server validates and serializes with
 * them) and their types, for this module's page and for anyone else's client. Zod only, so a front end can import
 * it without server code.
 */
import { z } from 'zod';
import { isoDate, messageDelivery, subscriptionStatus, tierId } from '@korero/core/contract';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'free_trial'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
const discountType = z.enum(DISCOUNT_TYPES);

// The billing port's own ids.
export type PlanTier = z.infer<typeof tierId>;
export type PlanStatus = z.infer<typeof subscriptionStatus>;

const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/;

// ---- requests

export const upgradeBody = z.object({
  tierId: z.string({ error: 'Choose a plan (tierId)' }).trim().min(1, 'Choose a plan (tierId)').max(30),
  yearly: z.boolean({ error: 'yearly must be true or false' }).default(false),
  discountCodeId: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null),
});
export type UpgradeBody = z.input<typeof upgradeBody>;

export const successQuery = z.object({
  session_id: z.string({ error: 'session_id is required' }).trim().regex(SESSION_ID, 'session_id is not a checkout session id'),
});

export const testCheckoutParams = z.object({ sessionId: z.string().regex(SESSION_ID) });

export const validateCodeBody = z.object({
  code: z.string({ error: 'Enter a discount code' }).trim().min(1, 'Enter a discount code').max(40, 'Invalid discount code'),
  /** The plan the code is for; the page sends tier1 (Professional). */
  targetTier: z.string().trim().max(20).default('professional'),
});

// ---- answers

/**
 * The plan's `limits` in the answer's original shape, for clients that read it; derived from the entitlements
 * (server/legacy-limits.ts). A limit or feature of a module that is not installed reads as none.
 */
export const planLimitsAnswer = z.strictObject({
  invitesPerMonth: z.number().int().nullable().describe('null: unlimited'),
  smsPerMonth: z.number().int().nullable().describe('null: unlimited'),
  channels: z.array(z.enum(['sms', 'email', 'messenger'])),
  customSms: z.enum(['locked', 'branded', 'full']),
  logo: z.boolean(),
  competitorAnalysis: z.boolean(),
});

export type PlanLimits = z.infer<typeof planLimitsAnswer>;

/** An entitlement's value on a plan: a limit (null: unlimited), a feature, or a choice. */
const entitlementValue = z.union([z.number(), z.null(), z.boolean(), z.string()]);

/** An entitlement the installed modules declare, as the plans page shows it (see defineEntitlement). */
export const entitlementAnswer = z.strictObject({
  key: z.string(),
  kind: z.enum(['limit', 'feature', 'choice']),
  label: z.string(),
  order: z.number(),
  /** Limits: what follows the number ("a month"). */
  unit: z.string().optional(),
  /** Choices: each option's label; null shows as not included. */
  options: z.record(z.string(), z.string().nullable()).optional(),
});
export type EntitlementView = z.infer<typeof entitlementAnswer>;

export const planAnswer = z
  .strictObject({
    id: tierId,
    name: z.string(),
    description: z.string(),
    price: z.number().nullable().describe('NZD a month (whole dollars)'),
    yearlyPrice: z.number().nullable().describe('NZD a year (whole dollars)'),
    features: z.array(z.string()),
    limits: planLimitsAnswer,
    /** The plan's value for each declared entitlement, by key. */
    entitlements: z.record(z.string(), entitlementValue),
    comingSoon: z.boolean(),
    purchasable: z.boolean(),
  })
  .meta({ id: 'Plan' });
export type PlanView = z.infer<typeof planAnswer>;

/** GET /api/plans */
export const plansAnswer = z.strictObject({
  data: z.array(planAnswer),
  /** What the plans' entitlements are, in display order. */
  entitlements: z.array(entitlementAnswer),
  supportEmail: z.string(),
  /** 'test': the labelled local test checkout takes no card; 'none': plans cannot be bought here (production without Stripe). */
  paymentProvider: z.enum(['stripe', 'test', 'none']),
});
export type PlansAnswer = z.infer<typeof plansAnswer>;

/** GET /api/check-subscription */
export const statusAnswer = z
  .strictObject({
    tier: tierId.describe('The tier whose limits apply now'),
    subscribedTier: tierId.describe('The tier subscribed to, even while paused or overdue'),
    hasSubscription: z.boolean(),
    status: subscriptionStatus,
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: isoDate.nullable(),
    interval: z.enum(['month', 'year']).nullable(),
    selfServe: z.boolean().describe('Bought through a checkout (so it can be cancelled here), not assigned by an administrator'),
  })
  .meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatusView = z.infer<typeof statusAnswer>;

/** POST /api/create-subscription */
export const checkoutAnswer = z.strictObject({ checkoutUrl: z.string(), sessionId: z.string() });

/** GET /api/subscription-success */
export const successAnswer = z.strictObject({
  subscription: z.strictObject({ tier: tierId, status: subscriptionStatus, currentPeriodEnd: isoDate.nullable() }),
  /** The discount the checkout carried: counted, or refused because the code ran out meanwhile. */
  discount: z.strictObject({ code: z.string(), applied: z.boolean() }).nullable(),
  message: z.string(),
});
export type SubscriptionSuccess = z.infer<typeof successAnswer>;

/** POST /api/subscription/cancel */
export const cancelAnswer = z.strictObject({ message: z.string(), subscription: statusAnswer });

/** POST /api/test-payment-reminder */
export const reminderAnswer = z.strictObject({ recipient: z.string(), delivery: messageDelivery });
export type ReminderAnswer = z.infer<typeof reminderAnswer>;

/** POST /api/discount-codes/validate → { data } */
export const validatedDiscountAnswer = z.strictObject({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  discountType,
  discountValue: z.number().int().describe('Percent off, or NZD cents off'),
  freeTrialDays: z.number().int(),
});
export type ValidatedDiscount = z.infer<typeof validatedDiscountAnswer>;
export const validatedDiscountDataAnswer = z.strictObject({ data: validatedDiscountAnswer });

/** GET /api/billing/test-checkout/:sessionId → { data } (the local test checkout page). */
export const testCheckoutAnswer = z.strictObject({
  sessionId: z.string(),
  planName: z.string(),
  tier: tierId,
  yearly: z.boolean(),
  amount: z.number().int().describe('NZD cents'),
  amountDue: z.number().int().describe('NZD cents'),
  discount: z
    .strictObject({
      code: z.string(),
      description: z.string().nullable(),
      discountType,
      discountValue: z.number().int(),
      freeTrialDays: z.number().int(),
    })
    .nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  expiresAt: isoDate,
  /** Same-origin paths the page returns to. */
  successPath: z.string(),
  cancelPath: z.string(),
});
export type TestCheckoutView = z.infer<typeof testCheckoutAnswer>;
export const testCheckoutDataAnswer = z.strictObject({ data: testCheckoutAnswer });

/** POST /api/webhooks/stripe: Stripe reads only the status; the rest helps whoever reads the delivery log. */
export const webhookAnswer = z.strictObject({
  received: z.boolean(),
  eventId: z.string(),
  type: z.string(),
  handled: z.boolean(),
  duplicate: z.boolean(),
  businessId: z.string().nullable(),
});

export const EVENT_TYPES = ['activated', 'cancelled', 'past_due', 'cancellation_scheduled', 'paused', 'tier_changed'] as const;
export type SubscriptionEventType = (typeof EVENT_TYPES)[number];
