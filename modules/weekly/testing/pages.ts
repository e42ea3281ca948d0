import { settingsSection, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
const weeklyEmail = settingsSection('weekly-email', 'Email me the weekly report');
export const pages: PageVisit[] = [
  weeklyEmail,
  // A technician's Settings: this section alone, with the shorter report's words.
  { ...weeklyEmail, name: 'settings-weekly-email-technician', who: 'technician' },
];
