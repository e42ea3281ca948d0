import type { WebPages } from '@korero/core/sdk';

/** This front end's pages: the manifest lists them (module.ts), the web module draws them. Data only, no React. */
export default {
  '/follow-ups': { access: 'user' },
  '/follow-ups/:id': { access: 'user' },
  // The customer's conversation: no account, the token in the address is the capability.
  '/follow-up/:token': { access: 'public', layout: 'bare' },
} as const satisfies WebPages;
