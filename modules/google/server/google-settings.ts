import type { GoogleEnv } from './env.ts';

/** Where each Google endpoint lives: the real hosts, or one base (a stand-in) with Google's own paths. */
export interface GoogleEndpoints {
  /** OAuth 2.0 consent page. */
  auth: string;
  token: string;
  revoke: string;
  /** Account Management API (accounts). */
  accounts: string;
  /** Business Information API (locations). */
  information: string;
  /** Business Profile API v4 (reviews and replies). */
  reviews: string;
}

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** SECRETS_KEY's keys: the refresh token is sealed with the first. */
  keys: string[];
  endpoints: GoogleEndpoints;
}

/** What the owner grants: manage the Business Profile (read reviews, reply to them). */
export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';

export function googleEndpoints(base?: string | null): GoogleEndpoints {
  if (base) {
    const b = base.replace(/\/+$/, '');
    return {
      auth: `${b}/o/oauth2/v2/auth`,
      token: `${b}/token`,
      revoke: `${b}/revoke`,
      accounts: b,
      information: b,
      reviews: b,
    };
  }
  return {
    auth: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    revoke: 'https://oauth2.googleapis.com/revoke',
    accounts: 'https://mybusinessaccountmanagement.googleapis.com',
    information: 'https://mybusinessbusinessinformation.googleapis.com',
    reviews: 'https://mybusiness.googleapis.com',
  };
}

/** This Korero's Google OAuth client, when it has one (start-up checks the three settings come together). */
export function googleSettings(env: Readonly<GoogleEnv>): GoogleSettings | null {
  const { GOOGLE_OAUTH_CLIENT_ID: clientId, GOOGLE_OAUTH_CLIENT_SECRET: clientSecret, SECRETS_KEY: keys } = env;
  if (!clientId || !clientSecret || !keys?.length) return null;
  return { clientId, clientSecret, keys: [...keys], endpoints: googleEndpoints(env.GOOGLE_API_BASE_URL) };
}
