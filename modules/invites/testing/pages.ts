import { settingsSection, text, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 * It reads freshToken of the sweep's seed.
 */
export const pages: PageVisit<{ freshToken: string }>[] = [
  { name: 'qr', who: 'visitor', path: (s) => `/qr/${s.freshToken}`, ready: (p) => p.getByRole('img').first().waitFor() },
  {
    name: 'invites',
    who: 'owner',
    path: () => '/invites',
    ready: (p) =>
      p
        .getByRole('button', { name: /Create/ })
        .first()
        .waitFor(),
  },
  // A technician's page, with the delivery of what they sent, as the owner's screen says it.
  { name: 'technician-ask', who: 'technician', path: () => '/ask', ready: text('Kiri Moana') },
  {
    // A long SMS with a macron (UCS-2): the form says, before creating, how many texts it will be.
    name: 'invites-long-sms',
    who: 'admin',
    path: () => '/invites',
    ready: (p) =>
      p
        .getByTestId('sms-length-note')
        .getByText(/The SMS will be [2-9] texts/)
        .waitFor(),
    walk: async (p) => {
      await p.getByRole('switch', { name: 'Text message (SMS)' }).click();
      await p.getByLabel('Job description').fill('Ōtaki heat pump serviced, switchboard replaced and filters cleaned');
    },
  },
  settingsSection('messages', 'Reminders'),
];
