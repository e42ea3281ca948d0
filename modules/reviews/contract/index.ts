import { defineEvent } from '@korero/core/sdk';

export * from './feedback-items.ts';

/** A customer finished: a review (for Google or private) or private feedback is in. */
export const reviewSubmitted = defineEvent<{
  submissionId: string;
  businessId: string;
  inviteId: string | null;
  starRating: number;
  /** "undecided" for the simple form: its customer chooses on the preview page, after sending. */
  destination: 'google' | 'private' | 'undecided';
  createdAt: string;
}>('reviews.submitted');

export const submissionDeleted = defineEvent<{ submissionId: string; businessId: string }>('reviews.submissionDeleted');
