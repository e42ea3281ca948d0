import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One completed checkout that carried a discount code: at most one per checkout session (unique), so a code is
 * counted once however often the checkout is confirmed. `counted` is false when the code had run out meanwhile.
 */
export const Redemption = defineEntity({
  name: 'SubscriptionRedemption',
  tableName: 'subscription_redemption',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    discountCodeId: p.uuid().index(),
    businessId: p.uuid().index(),
    checkoutSessionId: p.string().length(255).unique(),
    tier: p.string().length(20),
    counted: p.boolean(),
    createdAt: p.datetime(),
  },
});
export type Redemption = InferEntity<typeof Redemption>;
