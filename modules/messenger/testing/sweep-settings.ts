import type { Settings } from '@korero/core/testing';

/**
 * The `facebook` provider chosen (its webhook, /api/webhooks/facebook, exists only then; with the kernel's SECRETS_KEY,
 * which the sweeps set), pointed at a port nothing listens on: the whole API's kernel (tests/client/document.ts)
 * starts with it.
 */
export const providerSettings: Settings = {
  FACEBOOK_APP_ID: '1234567890',
  FACEBOOK_APP_SECRET: 'sweep-facebook-secret',
  FACEBOOK_VERIFY_TOKEN: 'sweep-verify-token',
  FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
};
