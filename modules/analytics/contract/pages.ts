import { pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `analyticsPage`. Data only, no React.
 */
const pages = {
  '/analytics': { access: 'user' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`analyticsPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const analyticsPage = pageLinks(pages);

/** A tab's id in the analytics page's address: the module that adds it (analytics.tabs) and its entry's id. */
export const analyticsTabId = (module: string, entry: string): string => `${module}-${entry}`;

/** The analytics page at a tab another module adds. */
export const analyticsTab = (module: string, entry: string): string => analyticsPage('/analytics', { tab: analyticsTabId(module, entry) });
