import { text, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [
  { name: 'analytics', who: 'owner', path: () => '/analytics', ready: (p) => p.getByTestId('monthly-chart').locator('canvas').waitFor() },
  { name: 'analytics-performance', who: 'owner', path: () => '/analytics?tab=performance', ready: text('What became of your invitations') },
];
