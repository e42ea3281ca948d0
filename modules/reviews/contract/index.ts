import { defineEvent, defineServiceRef } from '@korero/core/sdk';

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

/** Figures across every business, for the admin area. */
export interface ReviewsOverview {
  /** Submissions of every business (invitation answers and review-link ratings). */
  totalSubmissions(): Promise<number>;
}

export const reviewsOverview = defineServiceRef<ReviewsOverview>('reviews.overview');
