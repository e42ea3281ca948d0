import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A provider event Korero has applied; its id is the key, so a replayed event is recognised and skipped. */
export const BillingWebhookEvent = defineEntity({
  name: 'CoreBillingWebhookEvent',
  tableName: 'core_billing_webhook_event',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    /** The business it concerned, when one matched. */
    businessId: p.uuid().nullable().index(),
    handled: p.boolean(),
    receivedAt: p.datetime(),
  },
});
export type BillingWebhookEvent = InferEntity<typeof BillingWebhookEvent>;
