import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What a customer gave, as they gave it: stars, ticked items, scores, words, photos, and where they chose to send the
 * review. The invitation's details are copied in, so the record stands on its own. One per invitation.
 */
export const Submission = defineEntity({
  name: 'ReviewsSubmission',
  tableName: 'reviews_submission',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessId: p.uuid(),
    inviteId: p.uuid().nullable().unique(),
    /** "invite" (the full review page) or "simple" (the satisfaction form). */
    source: p.string().length(10),
    starRating: p.integer(),
    selectedFeedback: p.json<string[]>(),
    ratingScores: p.json<Record<string, number>>(),
    reviewerText: p.text(),
    satisfaction: p.string().length(20).nullable(),
    destination: p.string().length(10),
    photoKeys: p.json<string[]>(),
    /** The customer used voice-to-text for some of their words. */
    usedVoice: p.boolean().default(false),
    customerName: p.string().length(120),
    jobDescription: p.string().length(200).nullable(),
    jobLocation: p.string().length(200).nullable(),
    /** The owner's job number a review link carried (?jobId=), kept apart from the job's description. */
    jobReference: p.string().length(120).nullable(),
    teamMembers: p.json<string[]>(),
    consentAt: p.datetime().nullable(),
    /**
     * The customer ticked "The business may show my review and first name on its website" (issue 37). Unticked by
     * default; the customer can take it back later from their link, and the showcase module reads only true ones.
     */
    showOnWebsite: p.boolean().default(false),
    /**
     * The simple form's capability: SHA-256 of the edit token returned only to the browser that submitted, and when
     * it stops working. Invited customers use their invitation token instead, so theirs stay null.
     */
    editTokenHash: p.string().length(64).nullable(),
    editTokenExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
  // The partial index for the website's shown reviews (newest first) is in its migration: MikroORM cannot say `where`.
  // The list's order (Migration20261229120100ReviewsListIndexes has the rest of its indexes).
  indexes: [
    {
      name: 'reviews_submission_business_order_index',
      expression:
        'create index "reviews_submission_business_order_index" on "reviews_submission" ("business_id", "created_at" desc, "id" desc)',
    },
  ],
});
export type Submission = InferEntity<typeof Submission>;
