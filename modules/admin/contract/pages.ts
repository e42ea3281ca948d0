import { pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `adminPage`. Data only, no React.
 */
const pages = {
  // The admin area draws its own frame (sidebar, 'System Administrator' header); the shell's guard keeps it to admins.
  // It stays open in maintenance: administrators switch maintenance off here.
  '/admin/*': { access: 'admin', layout: 'bare', openInMaintenance: true },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`adminPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const adminPage = pageLinks(pages);
