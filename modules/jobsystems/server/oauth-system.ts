import type { JobSystemProvider } from '../contract/api.ts';

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  /** How long the access token lasts; the system's default when it does not say. */
  expiresInSeconds: number;
}

/** The account a sign-in connected, as the system names it: its events and API calls are that business's. */
export interface ConnectedAccount {
  id: string;
  name: string;
}

/** Access to one connected account: its token, and its id where the API wants it named (Xero's tenant). */
export interface Access {
  token: string;
  accountId: string;
}

/**
 * A job system connected by OAuth 2 (Xero, ServiceM8): the sign-in address, the code exchange, which account the
 * sign-in connected, refreshing (store whatever refresh token comes back: both may rotate it) and revoking.
 */
export interface OAuthSystem {
  provider: Exclude<JobSystemProvider, 'fergus'>;
  name: string;
  authUrl(state: string): string;
  exchange(code: string): Promise<OAuthTokens>;
  /** The account this sign-in connected, or null when it connected none Korero can use. */
  account(accessToken: string): Promise<ConnectedAccount | null>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
  /** Gives back the access (where the system has a way to); never throws for a system without one. */
  revoke(refreshToken: string): Promise<void>;
  /** After connecting (ServiceM8 subscribes its webhooks); the connection's own secret goes into the callback. */
  afterConnect?(access: Access, hook: { secret: string }): Promise<void>;
}
