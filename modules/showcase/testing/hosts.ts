import type { HostReasons } from '@korero/core/testing';

/**
 * Real hosts (and their subdomains) this module uses or links to, each with why: reserved-addresses.test.ts lets them
 * through in any file, and fails on a host listed here that no file names any more.
 */
export const realHosts: HostReasons = {
  'schema.org': 'named, never linked or used, where the showcase says why it adds no review rating markup',
};
