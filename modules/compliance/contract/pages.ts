import { pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `compliancePage`. Data only, no React.
 */
const pages = {
  '/compliance': { access: 'user' },
  '/compliance/import': { access: 'user' },
  '/compliance/record': { access: 'user' },
  '/compliance/dispute/:reviewId': { access: 'user' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`compliancePage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const compliancePage = pageLinks(pages);
