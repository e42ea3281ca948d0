import { settingsSection, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [
  {
    name: 'profile-editor',
    who: 'owner',
    path: () => '/',
    ready: (p) => p.getByLabel('Search Google for your business').waitFor(),
    walk: (p) => p.getByRole('button', { name: 'Edit Profile' }).click(),
  },
  // Settings opens at its first section (the review page); each other section has its own address.
  { name: 'settings', who: 'owner', path: () => '/settings', ready: (p) => p.getByRole('button', { name: 'Save review page' }).waitFor() },
  settingsSection('logo', /PNG, JPEG or WebP/),
  settingsSection('language', "Customers' language"),
  settingsSection('account', 'Your name'),
  // An invitation not yet accepted, with Resend and Withdraw.
  settingsSection('staff', 'Invitations not yet accepted'),
];
