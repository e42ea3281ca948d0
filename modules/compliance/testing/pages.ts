import { heading, text, type PageVisit } from '@korero/web-kit/testing/pages';

/** What the sweep's seed gives these visits. */
interface Seed {
  /** A synced Google review of the sweep's owner. */
  googleReviewId: string;
}

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit<Seed>[] = [
  {
    name: 'analytics-compliance',
    who: 'owner',
    path: () => '/analytics?tab=compliance-dashboard',
    ready: text('Each day, by technician'),
  },
  { name: 'compliance-jobs', who: 'owner', path: () => '/compliance', ready: text('Tui Henare') },
  {
    name: 'compliance-skip',
    who: 'owner',
    path: () => '/compliance?outcome=pending',
    ready: (p) => p.getByRole('dialog', { name: 'Not asking this customer' }).waitFor(),
    walk: (p) => p.getByRole('button', { name: 'Not asking' }).first().click(),
  },
  {
    name: 'compliance-add-job',
    who: 'owner',
    path: () => '/compliance',
    ready: (p) => p.getByRole('dialog', { name: 'Add a completed job' }).waitFor(),
    walk: (p) => p.getByRole('button', { name: 'Add job' }).first().click(),
  },
  { name: 'compliance-import', who: 'owner', path: () => '/compliance/import', ready: heading('Import Completed Jobs') },
  { name: 'compliance-record', who: 'owner', path: () => '/compliance/record', ready: text('Newest fingerprint') },
  {
    name: 'compliance-record-checked',
    who: 'owner',
    path: () => '/compliance/record',
    ready: text('The record is whole'),
    walk: (p) => p.getByRole('button', { name: 'Check the whole record' }).click(),
  },
  {
    // The page reads nothing of the review itself: any id shows it (the summary it opens is the API's printable page).
    name: 'compliance-dispute',
    who: 'owner',
    path: () => '/compliance/dispute/00000000-0000-4000-8000-000000000000',
    ready: heading('Prepare a Dispute'),
  },
  {
    // The printable summary itself, for a review the owner's Google location shows (an answer of the API, as printed).
    name: 'compliance-dispute-summary',
    who: 'owner',
    path: (seed) => `/api/compliance/ledger/dispute/${seed.googleReviewId}`,
    ready: heading(/^Review dispute summary: /),
  },
];
