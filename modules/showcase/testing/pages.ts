import { type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [
  {
    // Hiding a review asks why first (issue 44's hide reasons).
    name: 'settings-website-widget-hide',
    who: 'owner',
    path: () => '/settings/website-widget',
    ready: (p) => p.getByRole('group', { name: 'Why hide it?' }).waitFor(),
    walk: (p) => p.getByRole('button', { name: 'Hide the review by Aroha S.' }).click(),
  },
];
