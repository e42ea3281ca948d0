import { pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `invitesPage`. Data only, no React.
 */
const pages = {
  '/invites': { access: 'user' },
  // A technician's phone page (issue 36); a direct load gets the lean page (web/technician), served by the module.
  '/ask': { access: 'user' },
  '/qr/:token': { access: 'public' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`invitesPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const invitesPage = pageLinks(pages);
