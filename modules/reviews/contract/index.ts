import { defineEvent, defineServiceRef } from '@korero/core/sdk';

export * from './feedback-items.ts';
import type { FeedbackItem } from './feedback-items.ts';

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

/**
 * A customer sent private feedback on a submission they had already made (the simple form's preview page, or the
 * review page's "send it privately" afterwards): emitted in the transaction that stores it. A submission made with
 * destination "private" announces itself through reviews.submitted instead.
 */
export const privateFeedbackSent = defineEvent<{
  privateFeedbackId: string;
  submissionId: string;
  businessId: string;
  inviteId: string | null;
  /** The address the customer left for a reply, or null. */
  email: string | null;
  createdAt: string;
}>('reviews.privateFeedbackSent');

export const submissionDeleted = defineEvent<{ submissionId: string; businessId: string }>('reviews.submissionDeleted');

/** Figures across every business, for the admin area. */
export interface ReviewsOverview {
  /** Submissions of every business (invitation answers and review-link ratings). */
  totalSubmissions(): Promise<number>;
}

export const reviewsOverview = defineServiceRef<ReviewsOverview>('reviews.overview');

/** A span of time: [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

/** Figures over one business's submissions in a span (and the span before it, for trends), from SQL aggregates. */
export interface SubmissionFigures {
  total: number;
  /** Mean stars; null with no submissions. */
  averageRating: number | null;
  previous: { total: number; averageRating: number | null };
  /** Calendar months in Pacific/Auckland ("2026-09"), only those with submissions (the caller fills the gaps). */
  monthly: Array<{ month: string; reviews: number; rating: number }>;
  /** How often each feedback item was ticked ("quality-0", "value-imp-1", "other-improvement"). */
  ticked: Array<{ id: string; count: number }>;
  /** Where customers sent their review, by the stars they gave: the same choice is offered at every rating. */
  destinations: Array<{ band: '5' | '4' | '3' | '1-2'; google: number; private: number; undecided: number }>;
  /** Median words of the review text the customer approved; null with none. */
  medianWords: number | null;
  withPhotos: number;
  withVoice: number;
  /** Per credited team member (by name). */
  byMember: Array<{ name: string; reviews: number; averageRating: number }>;
}

/** One submission, as the analytics CSV lists it. */
export interface SubmissionLine {
  id: string;
  createdAt: Date;
  customerName: string;
  jobDescription: string | null;
  starRating: number;
  destination: string;
  teamMembers: string[];
  ticked: string[];
  words: number;
  photos: number;
  usedVoice: boolean;
}

/** One submission as the compliance module's proof of asking lists it. */
export interface ProofLine {
  submittedAt: Date;
  customerName: string;
  jobDescription: string | null;
  starRating: number;
  /** Where the customer sent it: google, private, or undecided (the simple form, before they chose). */
  destination: string;
  /** Both destinations are offered at every rating: the review page and the simple form's preview show both. */
  offered: ['google', 'private'];
  /** Whether the customer posted the AI draft as it was, edited it, or wrote no review text (private feedback only). */
  text: 'ai-draft-unchanged' | 'edited-by-customer' | 'no-review-text';
}

/** One month of submissions: reviews (for Google, or not yet sent anywhere) and private feedback, apart. */
export interface MonthFigures {
  month: string;
  reviews: number;
  privateFeedback: number;
  /** The stars of every submission of the month, reviews and private feedback alike. */
  stars: number;
}

export interface ReviewsStats {
  /** Every submission of the span, oldest first, for the proof of asking. */
  proof(businessId: string, span: Span): Promise<ProofLine[]>;
  figures(businessId: string, span: Span, previous: Span): Promise<SubmissionFigures>;
  /**
   * Submissions per New Zealand calendar month in the span (the dashboard card): reviews and private feedback counted
   * apart, and the stars of both summed.
   */
  monthly(businessId: string, span: Span): Promise<MonthFigures[]>;
  /** The business's feedback items (their words come from its criteria), to name what `ticked` counts. */
  feedbackItems(businessId: string): Promise<FeedbackItem[]>;
  /** Submissions in the span, oldest first, `limit` at a time after the `after` one (keyset paging, for CSV). */
  lines(businessId: string, span: Span, after: { createdAt: Date; id: string } | null, limit: number): Promise<SubmissionLine[]>;
}

export const reviewsStats = defineServiceRef<ReviewsStats>('reviews.stats');

/**
 * A submission whose customer chose Google: sent through their invitation with Google as the destination, or the simple
 * form's "undecided" that its customer then took to Google from the preview page (it becomes "google"; one who sent
 * private feedback first and went on to Google anyway is included by its posting time).
 */
export interface GoogleBoundSubmission {
  submissionId: string;
  createdAt: Date;
  /** When the customer went on to post it on Google (the invitation's submit, or the preview's "post"); null if they never did. */
  postedAt: Date | null;
  customerName: string;
  starRating: number;
  /** The review text the customer approved ('' when asked for without text). */
  approvedText: string;
  /** The invitation it answered, or null: it came through the business's review link. */
  inviteId: string | null;
  /** Names credited on it, as written. */
  teamMembers: string[];
}

/** One submission as the owner's Reviews screen (and GET /api/submissions) shows it: for modules that pass it on. */
export interface ReviewsSubmissions {
  one(businessId: string, submissionId: string): Promise<import('./api.ts').SubmissionAnswer | null>;
  /** The customers' names of these submissions of the business, by submission id (one query, for a page of them). */
  customerNames(businessId: string, submissionIds: string[]): Promise<Map<string, string>>;
  /**
   * The business's submissions whose customer chose Google, created in [span.from, span.to), oldest first (one SQL
   * query over the business's (business, created) index). `withText: false` leaves approvedText '' (for counting).
   */
  googleBound(businessId: string, span: Span, options?: { withText?: boolean }): Promise<GoogleBoundSubmission[]>;
}

export const reviewsSubmissions = defineServiceRef<ReviewsSubmissions>('reviews.submissions');

/**
 * The Google review each submission became, by submission id (only the matched ones), for one page of submissions, and
 * when Google removed it (null while Google shows it).
 */
export type GoogleMatchLookup = (
  businessId: string,
  submissionIds: string[],
) => Promise<Map<string, { id: string; matchedAt: Date; removedAt: Date | null }>>;

/**
 * Where an optional module (google) supplies each submission's `googleReview`: the Reviews screen asks the registered
 * lookup once per page. With none registered (the module off or not installed), every `googleReview` is null.
 */
export interface ReviewsGoogleMatches {
  register(lookup: GoogleMatchLookup): void;
}

export const reviewsGoogleMatches = defineServiceRef<ReviewsGoogleMatches>('reviews.googleMatches');

/**
 * Who tells the owner about private feedback (issue 44). The reviews module emails them itself, unless a module that
 * opens a conversation for it (followups, which requires reviews, so reviews cannot know of it) has taken that over
 * and is switched on: that module then writes, with a link to the conversation and the contact the customer gave.
 */
export interface ReviewsPrivateNotices {
  takeOver(isOn: () => boolean): void;
}

export const reviewsPrivateNotices = defineServiceRef<ReviewsPrivateNotices>('reviews.privateNotices');

/** A submission whose customer ticked "The business may show my review and first name on its website" (issue 37). */
export interface ShownSubmission {
  submissionId: string;
  /** The customer's name as given; the showcase module shortens it to first name and initial. */
  customerName: string;
  starRating: number;
  /** The review text the customer approved. */
  text: string;
  createdAt: Date;
}

/** For the showcase module: the reviews their customers agreed may appear on the business's website. */
export interface ReviewsShowcase {
  /** Newest first, at most `limit`; only submissions with showOnWebsite still true (the customer can take it back). */
  shown(businessId: string, limit: number): Promise<ShownSubmission[]>;
  /** How many shown submissions the business has, and their average rating (null with none). */
  shownSummary(businessId: string): Promise<{ count: number; averageRating: number | null }>;
}

export const reviewsShowcase = defineServiceRef<ReviewsShowcase>('reviews.showcase');
