import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What happened to a business's subscription, for the admin area (settings-insights-admin.md §3). */
export const SubscriptionEvent = defineEntity({
  name: 'SubscriptionEvent',
  tableName: 'subscription_event',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    eventType: p.string().length(40),
    subscriptionTier: p.string().length(20),
    /** The owner's account id (also the business id). */
    userId: p.uuid().index(),
    metadata: p.json<Record<string, unknown>>(),
    timestamp: p.datetime().index(),
  },
});
export type SubscriptionEvent = InferEntity<typeof SubscriptionEvent>;
