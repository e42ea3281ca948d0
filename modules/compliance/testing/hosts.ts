import type { HostReasons } from '@korero/core/testing';

/**
 * Real hosts (and their subdomains) this module uses or links to, each with why: reserved-addresses.test.ts lets them
 * through in any file, and fails on a host listed here that no file names any more.
 */
export const realHosts: HostReasons = {
  'support.google.com': 'the Google policy and the Reviews Management Tool a dispute summary points the owner to',
};
