import { pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `helpPage`. Data only, no React.
 */
const pages = {
  '/privacy-policy': { access: 'public' },
  '/terms-of-service': { access: 'public' },
  '/data-deletion': { access: 'public' },
  '/demo-videos': { access: 'public' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`helpPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const helpPage = pageLinks(pages);
