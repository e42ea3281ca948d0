import type { HostReasons } from '@korero/core/testing';

/**
 * Real hosts (and their subdomains) this module uses or links to, each with why: reserved-addresses.test.ts lets them
 * through in any file, and fails on a host listed here that no file names any more.
 */
export const realHosts: HostReasons = {
  'privacy.org.nz': 'the Privacy Commissioner, linked from the privacy policy',
  'youtube.com': "how-to videos a deployment publishes on YouTube (config/demo-videos.ts), played in YouTube's player",
  'youtu.be': "YouTube's short links, which a deployment may paste as a video's link",
};
