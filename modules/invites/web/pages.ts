import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  '/invites': { access: 'user' },
  // A technician's phone page (issue 36); a direct load gets the lean page (web/technician), served by the module.
  '/ask': { access: 'user' },
  '/qr/:token': { access: 'public' },
} as const satisfies WebPages;
