/**
 * The Reviews page's places for other modules: sources beside Korero's own submissions, and a line on each
 * submission's card. Front-end code only (it imports web-kit); the server never imports it.
 */
import { defineSlot, type SlotEntry } from '@korero/web-kit';

/** What a source is drawn with: the Reviews page's filters, as the owner set them. */
export interface ReviewsSourceProps {
  filters: {
    rating?: number[];
    /** New Zealand calendar dates, inclusive. */
    from?: string;
    to?: string;
    q?: string;
    /** Only reviews not answered yet (sources that have answers); undefined: all. */
    unanswered?: boolean;
  };
}

/**
 * A `reviews.sources` entry: reviews from somewhere other than Korero (Google), listed on the Reviews page. Its `id`
 * names it in the page's address (`/reviews?source=google`), so it is unique across modules and never `korero`. The
 * entry draws its own list, empty states and paging; the page draws its heading and the filters.
 */
export interface ReviewsSource extends SlotEntry<ReviewsSourceProps> {
  /** The source's name in the Reviews page's Source filter, e.g. "Google". */
  label: string;
}

/**
 * What a `reviews.submission` entry is drawn with: one customer's submission on the Reviews screen, and the ids of the
 * page it is on (so an entry asks once for the page, not once per card).
 */
export interface ReviewsSubmissionProps {
  submissionId: string;
  starRating: number;
  pageIds: readonly string[];
}

/** Another source's list on the Reviews page, filtered by the page's filters. */
export const reviewsSources = /* @__PURE__ */ defineSlot<ReviewsSourceProps, ReviewsSource>('reviews.sources');
/** One line on each submission's card on the Reviews page (a follow-up's state). */
export const reviewsSubmission = /* @__PURE__ */ defineSlot<ReviewsSubmissionProps>('reviews.submission');
