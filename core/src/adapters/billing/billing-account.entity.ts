import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BillingCheckout } from './billing-checkout.entity.ts';
import { BillingWebhookEvent } from './billing-webhook-event.entity.ts';

/**
 * A business's plan. No row means Free and active.
 *
 * The two references say where the plan came from (the checkout that started it, the provider event that last
 * changed it). They also bring those tables into the schema: MikroORM discovers an entity a listed one refers to,
 * so the kernel's entity list names only this one.
 */
export const BillingAccount = defineEntity({
  name: 'CoreBillingAccount',
  tableName: 'core_billing_account',
  properties: {
    businessId: p.uuid().primary(),
    tier: p.string().length(20),
    status: p.string().length(20),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    customerId: p.string().length(100).nullable(),
    subscriptionId: p.string().length(100).nullable().index(),
    billingInterval: p.string().length(10).nullable(),
    checkout: p.manyToOne(BillingCheckout).nullable().deleteRule('set null').updateRule('cascade'),
    lastEvent: p.manyToOne(BillingWebhookEvent).nullable().deleteRule('set null').updateRule('cascade'),
    updatedAt: p.datetime(),
  },
});
export type BillingAccount = InferEntity<typeof BillingAccount>;
