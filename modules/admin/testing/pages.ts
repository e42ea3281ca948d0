import { heading, text, type PageVisit } from '@korero/web-kit/testing/pages';

/**
 * This module's pages in the states its people meet them, for the every-page browser sweep
 * (tests/e2e/every-page.e2e.test.ts: phone and desktop widths, layout and axe). A new page belongs here.
 */
export const pages: PageVisit[] = [
  { name: 'admin-dashboard', who: 'admin', path: () => '/admin', ready: text('Demo: low uptime') },
  {
    name: 'admin-subscribers',
    who: 'admin',
    path: () => '/admin/subscribers',
    ready: (p) => p.getByTestId('subscriber').first().waitFor(),
  },
  { name: 'admin-users', who: 'admin', path: () => '/admin/users', ready: text('kaitiaki') },
  { name: 'admin-discount-codes', who: 'admin', path: () => '/admin/discount-codes', ready: text('MATARIKI-25') },
  {
    name: 'admin-subscription-analytics',
    who: 'admin',
    path: () => '/admin/subscription-analytics',
    ready: heading(/Subscription Analytics/),
  },
  { name: 'admin-metrics', who: 'admin', path: () => '/admin/metrics', ready: heading(/Metrics/) },
  { name: 'admin-alerts', who: 'admin', path: () => '/admin/alerts', ready: text('Demo: raised error rate') },
  { name: 'admin-alert-guide', who: 'admin', path: () => '/admin/alerts/guide', ready: text('HIGH_ERROR_RATE') },
  { name: 'admin-audit', who: 'admin', path: () => '/admin/audit', ready: (p) => p.getByTestId('audit-entry').first().waitFor() },
  { name: 'admin-modules', who: 'admin', path: () => '/admin/modules', ready: (p) => p.getByTestId('module-teams').waitFor() },
  { name: 'admin-settings', who: 'admin', path: () => '/admin/settings', ready: text(/Backups go to/) },
];
