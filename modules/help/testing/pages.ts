import { heading, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [
  { name: 'privacy-policy', who: 'visitor', path: () => '/privacy-policy', ready: heading(/Privacy/) },
  { name: 'terms-of-service', who: 'visitor', path: () => '/terms-of-service', ready: heading(/Terms/) },
  { name: 'data-deletion', who: 'visitor', path: () => '/data-deletion', ready: heading(/delet/i) },
  { name: 'demo-videos', who: 'visitor', path: () => '/demo-videos', ready: heading('How-to Guides') },
];
