/**
 * The Google reviews list's place for other modules: an action under each review (the compliance module's "Prepare a
 * dispute"). Front-end code only (it imports web-kit); the server never imports it. A module that is off draws nothing.
 */
import { defineSlot } from '@korero/web-kit';

/** What a `google.reviewActions` entry is drawn with: one synced Google review on the list. */
export interface GoogleReviewActionProps {
  reviewId: string;
  /** The Korero submission it was matched to (a customer Korero asked posted it), or null. */
  submissionId: string | null;
}

/** An action under each Google review on the Reviews page. */
export const googleReviewActions = /* @__PURE__ */ defineSlot<GoogleReviewActionProps>('google.reviewActions');
