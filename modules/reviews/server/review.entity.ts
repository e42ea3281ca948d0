import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The review text: the AI's draft and what the customer approved (both kept), and whether they went to post it. */
export const Review = defineEntity({
  name: 'ReviewsReview',
  tableName: 'reviews_review',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    submissionId: p.uuid().unique(),
    businessId: p.uuid().index(),
    aiGeneratedText: p.text(),
    reviewerApprovedText: p.text(),
    googleReviewUrl: p.string().length(400).nullable(),
    postedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Review = InferEntity<typeof Review>;
