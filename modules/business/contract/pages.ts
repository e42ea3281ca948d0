import { pageLinks, type PageQuery } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `businessPage`. Data only, no React.
 */
const pages = {
  // /settings opens the first section; /settings/<section> each of the others.
  '/settings/*': { access: 'user' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`businessPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const businessPage = pageLinks(pages);

/**
 * The Settings page at one of its sections (`/settings/<section>`: the page's own `review-page`, `messages`, `logo`
 * and `account`, or one a module's panels name), or at its first.
 */
export const settingsPage = (section?: string, query?: PageQuery): string => businessPage('/settings/*', { '*': section ?? '' }, query);
