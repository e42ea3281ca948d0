import { heading, settingsSection, text, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 * It reads answeredToken, feedbackPath, freshToken, linkKey, previewPath, walkToken of the sweep's seed.
 */
export const pages: PageVisit<{
  answeredToken: string;
  feedbackPath: string;
  freshToken: string;
  linkKey: string;
  previewPath: string;
  walkToken: string;
}>[] = [
  { name: 'customer-review', who: 'visitor', path: (s) => `/review/${s.freshToken}`, ready: heading('Share Your Experience') },
  {
    name: 'customer-review-reopened',
    who: 'visitor',
    path: (s) => `/review/${s.answeredToken}`,
    ready: text(/already shared your review/i),
  },
  {
    name: 'customer-review-done',
    // The done screen is reached once; at the other widths its invitation is already answered.
    once: true,
    who: 'visitor',
    path: (s) => `/review/${s.walkToken}`,
    ready: (p) => p.getByTestId('done-step').waitFor(),
    walk: async (p) => {
      await p.getByRole('radio', { name: '5 stars' }).click();
      await p.getByRole('button', { name: 'Generate My Review' }).click();
      await p.getByLabel('Review text').waitFor();
      await p.getByRole('radio', { name: /Send private feedback/ }).click();
      // Private feedback's own statement: honest, and nothing about Google.
      await p.getByRole('checkbox', { name: 'I confirm this is my own honest experience.' }).check();
      await p.getByRole('button', { name: /Send Private Feedback/i }).click();
    },
  },
  { name: 'simple-form', who: 'visitor', path: (s) => `/review?key=${s.linkKey}`, ready: text('Rangi Electrical') },
  { name: 'review-preview', who: 'visitor', path: (s) => s.previewPath, ready: text(/Google/) },
  {
    // The simple form's approve step, through the consent box to private feedback (allowed again at each width).
    name: 'review-preview-done',
    who: 'visitor',
    path: (s) => s.previewPath,
    ready: (p) => p.getByTestId('done-step').waitFor(),
    walk: async (p) => {
      // Where it goes first: the statement to tick follows it (private feedback's asks nothing about Google).
      await p.getByRole('radio', { name: /Send private feedback/ }).click();
      await p.getByRole('checkbox', { name: 'I confirm this is my own honest experience.' }).check();
      await p.getByRole('button', { name: /Send Private Feedback/i }).click();
    },
  },
  { name: 'private-feedback', who: 'visitor', path: (s) => s.feedbackPath, ready: (p) => p.getByLabel('What happened?').waitFor() },
  // Aroha's review, which Google no longer shows: its card says so instead of "Posted on Google".
  { name: 'reviews', who: 'owner', path: () => '/reviews', ready: text(/Removed from Google on/) },
  settingsSection('public-link', 'Accept feedback through this link'),
];
