import { defineServiceRef } from '@korero/core/sdk';

export * from './api.ts';
export * from './entitlements.ts';

/** The business's own Google rating as last synced: for modules that compare it with other businesses' Google ratings. */
export interface GoogleRatings {
  /** Null when the business has no Google location connected or none has synced yet. */
  ownRating(businessId: string): Promise<{ averageRating: number; totalReviews: number; syncedAt: Date } | null>;
}
export const googleRatings = defineServiceRef<GoogleRatings>('google.ratings');

/** A week's Google figures for the owner's weekly report (the weekly module), over [from, to). */
export interface GoogleWeekFigures {
  /** Matched reviews Google still shows that appeared in the span: what the posted rate counts as posted. */
  posted(businessId: string, from: Date, to: Date): Promise<number>;
  /** The owner's replies written in the span that Google rejected and that still stand (not edited or deleted since). */
  repliesRejected(businessId: string, from: Date, to: Date): Promise<number>;
}
export const googleWeekFigures = defineServiceRef<GoogleWeekFigures>('google.weekFigures');

/** One synced Google review as the showcase widget may show it (Google's display rules: the author's name as Google gives it). */
export interface GoogleShownReview {
  id: string;
  reviewer: string;
  starRating: number;
  comment: string;
  createdAt: Date;
  /** The Korero submission this review was matched to (its customer posted it), or null: the widget shows it once. */
  submissionId: string | null;
  /** The owner's public reply on Google, shown under the review; null without one. */
  reply: string | null;
}

/** For the showcase module: the connected location's current reviews (not those Google removed) and its rating. */
export interface GoogleShowcase {
  /** Null when no location is connected. Reviews newest first, at most `limit`, only those with 1 to 5 stars. */
  recent(
    businessId: string,
    limit: number,
  ): Promise<{ averageRating: number | null; totalReviews: number; placeId: string | null; reviews: GoogleShownReview[] } | null>;
  /** Whether this synced review (its Korero id) is the business's: another business's id, or a malformed one, is false. */
  has(businessId: string, id: string): Promise<boolean>;
}
export const googleShowcase = defineServiceRef<GoogleShowcase>('google.showcase');

/** One synced review by its Korero id, for the compliance module's dispute summary (issue 47). */
export interface GoogleReviewLookup {
  /** Null for another business's review, a malformed id or none; removed reviews too (a dispute may follow a removal). */
  one(
    businessId: string,
    id: string,
  ): Promise<{ id: string; reviewer: string; starRating: number; createdAt: Date; comment: string } | null>;
}
export const googleReviewLookup = defineServiceRef<GoogleReviewLookup>('google.reviewLookup');
