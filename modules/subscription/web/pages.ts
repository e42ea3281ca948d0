import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  '/subscription': { access: 'user' },
  // A page of its own, like a payment provider's: no app navigation to wander off into mid-checkout.
  '/billing/test-checkout': { access: 'user', layout: 'bare' },
} as const satisfies WebPages;
