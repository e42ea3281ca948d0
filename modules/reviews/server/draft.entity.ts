import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The last AI draft made for an invitation, so the submission keeps the draft beside what the customer approved. */
export const Draft = defineEntity({
  name: 'ReviewsDraft',
  tableName: 'reviews_draft',
  properties: {
    inviteId: p.uuid().primary(),
    /** So the business's deletion finds drafts of invitations never answered. */
    businessId: p.uuid(),
    text: p.text(),
    createdAt: p.datetime(),
  },
});
export type Draft = InferEntity<typeof Draft>;
