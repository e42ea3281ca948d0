import { text, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's screens in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). The sweep's owner has Google
 * connected to the stand-in, whose location has a reply Google rejected and one waiting for Google's check.
 */
export const pages: PageVisit[] = [
  { name: 'reviews-google-moderation', who: 'owner', path: () => '/reviews?source=google', ready: text(/^Google rejected this reply: /) },
  {
    // Edit on the rejected reply: the editor says again why Google refused it.
    name: 'reviews-google-rejected-edit',
    who: 'owner',
    path: () => '/reviews?source=google',
    walk: (p) =>
      p.getByTestId('google-review').filter({ hasText: 'Google rejected this reply' }).getByRole('button', { name: 'Edit reply' }).click(),
    ready: (p) => p.getByRole('textbox', { name: /^Your reply to / }).waitFor(),
  },
];
