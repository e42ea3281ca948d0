import type { HostReasons } from '@korero/core/testing';

/**
 * Real hosts (and their subdomains) this module uses or links to, each with why: reserved-addresses.test.ts lets them
 * through in any file, and fails on a host listed here that no file names any more.
 */
export const realHosts: HostReasons = {
  'xero.com': 'the Xero connection (login, identity and api hosts) and its developer portal',
  'servicem8.com': 'the ServiceM8 API (its OAuth, webhooks and api_1.0 on api.servicem8.com) and its developer documentation',
  'api.fergus.com': 'the Fergus API',
};
