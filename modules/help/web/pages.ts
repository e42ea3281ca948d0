import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  '/privacy-policy': { access: 'public' },
  '/terms-of-service': { access: 'public' },
  '/data-deletion': { access: 'public' },
  '/demo-videos': { access: 'public' },
} as const satisfies WebPages;
