import type { Access, ConnectedAccount, OAuthSystem, OAuthTokens } from '../oauth-system.ts';
import type { XeroSettings } from '../settings.ts';
import { fetchSystem, RateLimited, ReconnectNeeded, SystemError } from '../system-errors.ts';

/** What Korero asks Xero for: a refresh token, and reading invoices and contacts (Xero's granular scopes, 2026). */
export const XERO_SCOPES = 'offline_access accounting.invoices.read accounting.contacts.read';

export interface XeroTenant {
  tenantId: string;
  tenantName: string;
  tenantType: string;
}

/** An invoice as Xero's Accounting API answers it (the fields Korero reads). */
export interface XeroInvoice {
  InvoiceID: string;
  InvoiceNumber?: string;
  Reference?: string;
  Type: string;
  Status: string;
  Total?: number;
  Contact: { ContactID: string; Name?: string };
  LineItems?: Array<{
    Description?: string;
    Tracking?: Array<{ Name?: string; Option?: string; TrackingCategoryID?: string; TrackingOptionID?: string }>;
  }>;
  FullyPaidOnDate?: string;
  UpdatedDateUTC?: string;
}
export interface XeroContact {
  ContactID: string;
  Name?: string;
  FirstName?: string;
  LastName?: string;
  EmailAddress?: string;
  Phones?: Array<{ PhoneType?: string; PhoneNumber?: string; PhoneAreaCode?: string; PhoneCountryCode?: string }>;
  ContactGroups?: Array<{ Name?: string; Status?: string }>;
}

/**
 * Xero's identity and API over HTTP, as its documentation gives them (developer.xero.com: OAuth 2.0 auth flow,
 * connections): plain fetch, so a stand-in on 127.0.0.1 can answer for all three hosts in tests.
 */
export class XeroApi implements OAuthSystem {
  readonly provider = 'xero' as const;
  readonly name = 'Xero';
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

  async exchange(code: string): Promise<OAuthTokens> {
    const answer = await this.#identity('/connect/token', { grant_type: 'authorization_code', code, redirect_uri: this.#redirectUri });
    const tokens = answer as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    if (typeof tokens.access_token !== 'string' || typeof tokens.refresh_token !== 'string') {
      throw new SystemError('Xero gave no refresh token: connect again and allow offline access.');
    }
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresInSeconds: Number(tokens.expires_in) || 1800 };
  }

  /** The organisation this sign-in connected (the first of /connections), named by its tenant id. */
  async account(accessToken: string): Promise<ConnectedAccount | null> {
    const organisation = (await this.tenants(accessToken)).find((t) => t.tenantType === 'ORGANISATION');
    return organisation ? { id: organisation.tenantId, name: organisation.tenantName } : null;
  }

  /** The organisations this sign-in connected (GET /connections). */
  async tenants(accessToken: string): Promise<XeroTenant[]> {
    const response = await this.#fetch(new URL('/connections', this.#s.apiBaseUrl), {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) throw new SystemError('Xero refused the sign-in: connect again.');
    if (!response.ok) throw new SystemError(`Xero answered ${response.status} listing the organisations.`);
    const rows = (await response.json()) as Array<Partial<XeroTenant>>;
    return rows.flatMap((r) =>
      typeof r.tenantId === 'string'
        ? [{ tenantId: r.tenantId, tenantName: String(r.tenantName ?? ''), tenantType: String(r.tenantType ?? '') }]
        : [],
    );
  }

  /** A new access token (30 minutes) and the refresh token that replaces the one given (Xero rotates them). */
  async refresh(refreshToken: string): Promise<OAuthTokens> {
    let answer: unknown;
    try {
      answer = await this.#identity('/connect/token', { grant_type: 'refresh_token', refresh_token: refreshToken });
    } catch (error) {
      if (error instanceof SystemError && /refused/.test(error.message)) throw new ReconnectNeeded('Xero asked to reconnect.');
      throw error;
    }
    const t = answer as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    if (typeof t.access_token !== 'string' || typeof t.refresh_token !== 'string') throw new ReconnectNeeded('Xero asked to reconnect.');
    return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresInSeconds: Number(t.expires_in) || 1800 };
  }

  /** One invoice (GET /api.xro/2.0/Invoices/{id}); null when the organisation has no such invoice. */
  async invoice(access: Access, invoiceId: string): Promise<XeroInvoice | null> {
    const answer = (await this.#api(access, `/api.xro/2.0/Invoices/${encodeURIComponent(invoiceId)}`)) as {
      Invoices?: XeroInvoice[];
    } | null;
    return answer?.Invoices?.[0] ?? null;
  }

  /** One contact with its phones, email and contact groups (GET /api.xro/2.0/Contacts/{id}). */
  async contact(access: Access, contactId: string): Promise<XeroContact | null> {
    const answer = (await this.#api(access, `/api.xro/2.0/Contacts/${encodeURIComponent(contactId)}`)) as {
      Contacts?: XeroContact[];
    } | null;
    return answer?.Contacts?.[0] ?? null;
  }

  /** Several contacts in one call (GET /api.xro/2.0/Contacts?IDs=…), for the dry run's invoices. */
  async contacts(access: Access, ids: readonly string[]): Promise<XeroContact[]> {
    if (ids.length === 0) return [];
    const query = new URLSearchParams({ IDs: [...new Set(ids)].join(',') });
    const answer = (await this.#api(access, `/api.xro/2.0/Contacts?${query.toString()}`)) as { Contacts?: XeroContact[] } | null;
    return answer?.Contacts ?? [];
  }

  /** The organisation's last `count` paid sales invoices, newest first (for the dry run). */
  async paidInvoices(access: Access, count: number): Promise<XeroInvoice[]> {
    const query = new URLSearchParams({
      Statuses: 'PAID',
      where: 'Type=="ACCREC"',
      order: 'UpdatedDateUTC DESC',
      page: '1',
      pageSize: String(count),
    });
    const answer = (await this.#api(access, `/api.xro/2.0/Invoices?${query.toString()}`)) as { Invoices?: XeroInvoice[] } | null;
    return (answer?.Invoices ?? []).slice(0, count);
  }

  async #api(access: Access, path: string): Promise<unknown> {
    const response = await this.#fetch(new URL(path, this.#s.apiBaseUrl), {
      headers: { authorization: `Bearer ${access.token}`, 'xero-tenant-id': access.accountId, accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (response.status === 429) throw new RateLimited('Xero', Math.max(1, Number(response.headers.get('retry-after')) || 60));
    if (response.status === 401 || response.status === 403) throw new ReconnectNeeded('Xero asked to reconnect.');
    if (!response.ok) throw new SystemError(`Xero answered ${response.status}.`);
    return response.json();
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
    if (response.status === 400 || response.status === 401) throw new SystemError('Xero refused the sign-in: connect again.');
    if (!response.ok) throw new SystemError(`Xero answered ${response.status}.`);
    const text = await response.text();
    return text ? JSON.parse(text) : {};
  }

  #fetch(url: URL, init: RequestInit): Promise<Response> {
    return fetchSystem('Xero', url, init);
  }
}
