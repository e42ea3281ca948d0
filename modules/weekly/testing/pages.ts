import { settingsSection, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [settingsSection('weekly-email', 'Email me the weekly report')];
