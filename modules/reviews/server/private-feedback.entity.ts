import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A note the customer sent to the owner only. */
export const PrivateFeedback = defineEntity({
  name: 'ReviewsPrivateFeedback',
  tableName: 'reviews_private_feedback',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    submissionId: p.uuid().index(),
    businessId: p.uuid().index(),
    details: p.text(),
    email: p.string().length(254).nullable(),
    createdAt: p.datetime(),
  },
});
export type PrivateFeedback = InferEntity<typeof PrivateFeedback>;
