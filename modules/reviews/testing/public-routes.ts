import type { RouteReasons } from '@korero/core/testing';

/**
 * This module's routes anyone may call without signing in, each with why (route-access.api.test.ts fails on a public
 * route not listed here, and on an entry that is not a public route of this module).
 */
export const publicRoutes: RouteReasons = {
  'GET /api/reviews/capabilities': 'which customer features (voice, AI drafting) are on',
  'POST /api/reviews/generate/:token': 'the customer drafts with their invitation token',
  'GET /api/reviews/submitted/:token': 'a reopened invitation link shows the review it already has (invitation token)',
  'POST /api/reviews/submit/:token': 'the customer submits with their invitation token',
  'POST /api/transcribe-audio': "the customer's voice note, keyed by the invitation token in the body",
  'GET /api/reviews/form': "whether a business's public review link (its key) is on, before the customer fills the form in",
  'POST /api/submit-review': "the simple public review form, keyed by the business's public link key",
  'POST /api/submit-feedback': "the customer's private feedback, with their invitation or edit token",
  'GET /api/review/:id': "the customer's own review, with their invitation or edit token",
  'PATCH /api/review/:id': 'the customer edits their review, with their invitation or edit token',
  'POST /api/review/:id/submit': 'the customer marks their review as posted on Google, with their token',
  'GET /review/:token': "the customer's review page",
  'GET /customer-review/:token': "the customer's review page (older links)",
  'GET /review': 'the simple public review form page',
  'GET /feedback': 'the private feedback page',
  'GET /review-preview/:id': "the customer's review preview page",
  'POST /api/reviews/take-down/:id': "the customer takes their review off the business's website, with their invitation or edit token",
};
