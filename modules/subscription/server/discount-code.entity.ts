import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A discount code (settings-insights-admin.md §3). `code` is stored upper-case; values are percent or NZD cents. */
export const DiscountCode = defineEntity({
  name: 'SubscriptionDiscountCode',
  tableName: 'subscription_discount_code',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    code: p.string().length(40).unique(),
    description: p.string().length(200).nullable(),
    discountType: p.string().length(20),
    discountValue: p.integer().default(0),
    freeTrialDays: p.integer().default(0),
    /** free, professional or business; null: any paid plan. */
    targetTier: p.string().length(20).nullable(),
    /** -1: unlimited. */
    maxUses: p.integer().default(-1),
    currentUses: p.integer().default(0),
    isActive: p.boolean().default(true),
    validFrom: p.datetime().nullable(),
    validUntil: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type DiscountCode = InferEntity<typeof DiscountCode>;
