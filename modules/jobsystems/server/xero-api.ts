import type { XeroSettings } from './settings.ts';

/** What Korero asks Xero for: a refresh token, and reading invoices and contacts (Xero's granular scopes, 2026). */
export const XERO_SCOPES = 'offline_access accounting.invoices.read accounting.contacts.read';

export interface XeroTokens {
  accessToken: string;
  refreshToken: string;
}
export interface XeroTenant {
  tenantId: string;
  tenantName: string;
  tenantType: string;
}

/** Xero refused or could not be reached: its message says what the owner can do. */
export class XeroError extends Error {}

/**
 * Xero's identity and API over HTTP, as its documentation gives them (developer.xero.com: OAuth 2.0 auth flow,
 * connections): plain fetch, so a stand-in on 127.0.0.1 can answer for all three hosts in tests.
 */
export class XeroApi {
  readonly #s: XeroSettings;
  readonly #redirectUri: string;

  constructor(settings: XeroSettings, redirectUri: string) {
    this.#s = settings;
    this.#redirectUri = redirectUri;
  }

  authUrl(state: string): string {
    const url = new URL('/identity/connect/authorize', this.#s.loginUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.#s.clientId,
      redirect_uri: this.#redirectUri,
      scope: XERO_SCOPES,
      state,
    }).toString();
    return url.toString();
  }

  async exchange(code: string): Promise<XeroTokens> {
    const answer = await this.#identity('/connect/token', { grant_type: 'authorization_code', code, redirect_uri: this.#redirectUri });
    const tokens = answer as { access_token?: unknown; refresh_token?: unknown };
    if (typeof tokens.access_token !== 'string' || typeof tokens.refresh_token !== 'string') {
      throw new XeroError('Xero gave no refresh token: connect again and allow offline access.');
    }
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  }

  /** The organisations this sign-in connected (GET /connections). */
  async tenants(accessToken: string): Promise<XeroTenant[]> {
    const response = await this.#fetch(new URL('/connections', this.#s.apiBaseUrl), {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) throw new XeroError('Xero refused the sign-in: connect again.');
    if (!response.ok) throw new XeroError(`Xero answered ${response.status} listing the organisations.`);
    const rows = (await response.json()) as Array<Partial<XeroTenant>>;
    return rows.flatMap((r) =>
      typeof r.tenantId === 'string'
        ? [{ tenantId: r.tenantId, tenantName: String(r.tenantName ?? ''), tenantType: String(r.tenantType ?? '') }]
        : [],
    );
  }

  /** Revokes the refresh token (and so the app's connections it holds). */
  async revoke(refreshToken: string): Promise<void> {
    await this.#identity('/connect/revocation', { token: refreshToken });
  }

  async #identity(path: string, form: Record<string, string>): Promise<unknown> {
    const response = await this.#fetch(new URL(path, this.#s.identityUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.#s.clientId}:${this.#s.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (response.status === 400 || response.status === 401) throw new XeroError('Xero refused the sign-in: connect again.');
    if (!response.ok) throw new XeroError(`Xero answered ${response.status}.`);
    const text = await response.text();
    return text ? JSON.parse(text) : {};
  }

  async #fetch(url: URL, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new XeroError('Xero could not be reached. Try again in a few minutes.');
    }
  }
}
