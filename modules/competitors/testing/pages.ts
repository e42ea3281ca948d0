import { text, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [
  // The owner is on Free; the administrator's business pays and keeps competitors entered by hand (no Google Places here).
  { name: 'competitors-free', who: 'owner', path: () => '/competitors', ready: text('Competitor analysis is a paid feature') },
  { name: 'competitors', who: 'admin', path: () => '/competitors', ready: text('Kapiti Coast Electrical Services') },
  {
    name: 'analytics-competitors',
    who: 'admin',
    path: () => '/analytics?tab=competitors-analysis',
    ready: text('Kapiti Coast Electrical Services'),
  },
];
