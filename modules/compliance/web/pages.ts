import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  '/compliance': { access: 'user' },
  '/compliance/import': { access: 'user' },
} as const satisfies WebPages;
