import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CheckoutDiscount } from '../../ports/billing.port.ts';

/**
 * A checkout Korero opened, with either provider: what was offered (so the test checkout page and the completion
 * read the same terms) and whether it completed. `completedAt` is set exactly once.
 */
export const BillingCheckout = defineEntity({
  name: 'CoreBillingCheckout',
  tableName: 'core_billing_checkout',
  properties: {
    /** The provider's session id (Stripe's cs_…, or cs_local_… for the test checkout). */
    id: p.string().length(255).primary(),
    provider: p.string().length(10),
    businessId: p.uuid().index(),
    tier: p.string().length(20),
    yearly: p.boolean(),
    /** NZD cents: one period at the plan's price, and the first payment after the discount. */
    amount: p.integer(),
    amountDue: p.integer(),
    discount: p.json<CheckoutDiscount>().nullable(),
    url: p.text(),
    successUrl: p.text(),
    cancelUrl: p.text(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    completedAt: p.datetime().nullable(),
  },
});
export type BillingCheckout = InferEntity<typeof BillingCheckout>;
