import { pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `reviewsPage`. Data only, no React.
 */
const pages = {
  '/reviews': { access: 'user' },
  '/review/:token': { access: 'public' },
  '/customer-review/:token': { access: 'public' },
  '/review': { access: 'public' },
  '/feedback': { access: 'public' },
  '/review-preview/:id': { access: 'public' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`reviewsPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const reviewsPage = pageLinks(pages);
