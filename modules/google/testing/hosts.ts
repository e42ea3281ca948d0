import type { HostReasons } from '@korero/core/testing';

/**
 * Real hosts (and their subdomains) this module uses or links to, each with why: reserved-addresses.test.ts lets them
 * through in any file, and fails on a host listed here that no file names any more.
 */
export const realHosts: HostReasons = {
  'googleapis.com': "the Business Profile APIs, Google's OAuth token endpoint, and the business.manage scope's name",
  'accounts.google.com': "Google's OAuth consent page, where an owner connects",
  'myaccount.google.com': 'where an owner revokes Korero’s access to their Google account (docs/deploying.md)',
  'apps.googleusercontent.com': "the form of a Google OAuth client ID, in the setting's message",
};
