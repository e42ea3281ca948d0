import { heading, text, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 * It reads followUpId of the sweep's seed.
 */
export const pages: PageVisit<{ followUpId: string }>[] = [
  { name: 'follow-ups', who: 'owner', path: () => '/follow-ups', ready: text('Ngaire Whaanga-Pomare') },
  {
    name: 'follow-up',
    who: 'owner',
    path: (s) => `/follow-ups/${s.followUpId}`,
    // No email or mobile on the invitation: the page says why no reply can go, and keeps notes and resolving.
    ready: text('No way to reply from Korero'),
  },
  // The customer's conversation from a link that opens nothing (a real one is drawn in follow-ups.e2e.test.ts).
  {
    name: 'follow-up-customer-unknown',
    who: 'visitor',
    path: () => `/follow-up/${'x'.repeat(43)}`,
    ready: heading("This link doesn't open a conversation"),
  },
];
