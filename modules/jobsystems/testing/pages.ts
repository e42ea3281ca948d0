import { settingsSection, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [
  // What the card says whichever systems this Korero offers (the sweep's has SECRETS_KEY, for Google, so Fergus is).
  settingsSection('job-systems', 'Connect the system you record jobs in'),
  settingsSection('job-rules', 'Save rules'),
  settingsSection('job-activity', 'What happened'),
];
