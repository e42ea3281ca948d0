import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  // /settings opens the first section; /settings/<section> each of the others.
  '/settings/*': { access: 'user' },
} as const satisfies WebPages;
