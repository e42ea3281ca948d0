import type { Settings } from '@korero/core/testing';

/**
 * Xero, ServiceM8 and Fergus offered (their routes exist only with their settings, and the kernel's SECRETS_KEY, which
 * the sweeps set), pointed at a port nothing listens on: the route sweeps start their kernels with them.
 */
export const sweepSettings: Settings = {
  XERO_CLIENT_ID: 'SWEEPXEROCLIENT',
  XERO_CLIENT_SECRET: 'sweep-xero-secret',
  XERO_WEBHOOK_KEY: 'sweep-xero-webhook-key',
  XERO_LOGIN_URL: 'http://127.0.0.1:9',
  XERO_IDENTITY_URL: 'http://127.0.0.1:9',
  XERO_API_BASE_URL: 'http://127.0.0.1:9',
  SERVICEM8_CLIENT_ID: 'SWEEPSM8',
  SERVICEM8_CLIENT_SECRET: 'sweep-servicem8-secret',
  SERVICEM8_API_BASE_URL: 'http://127.0.0.1:9',
  FERGUS_API_BASE_URL: 'http://127.0.0.1:9',
};
