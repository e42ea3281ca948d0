import type { JobSystemProvider } from '../contract/api.ts';
import type { JobSystemsEnv } from './env.ts';

export interface XeroSettings {
  clientId: string;
  clientSecret: string;
  webhookKey: string;
  loginUrl: string;
  identityUrl: string;
  apiBaseUrl: string;
}

/** Xero's settings, when this Korero offers Xero: its client, its webhook key and SECRETS_KEY, or nothing. */
export function xeroSettings(env: Readonly<JobSystemsEnv>): XeroSettings | null {
  const { XERO_CLIENT_ID: clientId, XERO_CLIENT_SECRET: clientSecret, XERO_WEBHOOK_KEY: webhookKey } = env;
  if (!clientId || !clientSecret || !webhookKey || !env.SECRETS_KEY?.length) return null;
  return {
    clientId,
    clientSecret,
    webhookKey,
    loginUrl: env.XERO_LOGIN_URL,
    identityUrl: env.XERO_IDENTITY_URL,
    apiBaseUrl: env.XERO_API_BASE_URL,
  };
}

export interface ServiceM8Settings {
  clientId: string;
  clientSecret: string;
  /** The API's host: its OAuth, webhook subscriptions and api_1.0 all live under it. */
  apiBaseUrl: string;
}

/** ServiceM8's settings, when this Korero offers ServiceM8 (its app's client and SECRETS_KEY), or nothing. */
export function servicem8Settings(env: Readonly<JobSystemsEnv>): ServiceM8Settings | null {
  const { SERVICEM8_CLIENT_ID: clientId, SERVICEM8_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret || !env.SECRETS_KEY?.length) return null;
  return { clientId, clientSecret, apiBaseUrl: env.SERVICEM8_API_BASE_URL };
}

/** Which systems this Korero offers: a system whose settings are absent is not offered (issue 45). */
export function offered(env: Readonly<JobSystemsEnv>): Record<JobSystemProvider, boolean> {
  return {
    xero: xeroSettings(env) !== null,
    servicem8: servicem8Settings(env) !== null,
    // Fergus takes each business's own token, sealed with SECRETS_KEY.
    fergus: Boolean(env.SECRETS_KEY?.length),
  };
}
