import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  '/reviews': { access: 'user' },
  '/review/:token': { access: 'public' },
  '/customer-review/:token': { access: 'public' },
  '/review': { access: 'public' },
  '/feedback': { access: 'public' },
  '/review-preview/:id': { access: 'public' },
} as const satisfies WebPages;
