import { pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `followUpsPage`. Data only, no React.
 */
const pages = {
  '/follow-ups': { access: 'user' },
  '/follow-ups/:id': { access: 'user' },
  // The customer's conversation: no account, the token in the address is the capability.
  '/follow-up/:token': { access: 'public', layout: 'bare' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`followUpsPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const followUpsPage = pageLinks(pages);
