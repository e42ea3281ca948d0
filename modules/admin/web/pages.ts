import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  // The admin area draws its own frame (sidebar, 'System Administrator' header); the shell's guard keeps it to admins.
  // It stays open in maintenance: administrators switch maintenance off here.
  '/admin/*': { access: 'admin', layout: 'bare', openInMaintenance: true },
} as const satisfies WebPages;
