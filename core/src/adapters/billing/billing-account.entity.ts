import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A business's plan. No row means Free and active. */
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
    updatedAt: p.datetime(),
  },
});
export type BillingAccount = InferEntity<typeof BillingAccount>;
