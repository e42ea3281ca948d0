import type { IncomingMessage } from 'node:http';
import { bodyOf, LocalHttp } from './local-http.ts';
import type { XeroContact, XeroInvoice } from '../xero/xero-api.ts';
import { xeroSignature } from '../xero/xero-webhook.ts';

/**
 * Xero's identity and API hosts on 127.0.0.1, in the shapes Xero's documentation gives (OAuth 2.0 auth flow,
 * /connections, Accounting API Invoices and Contacts): the authorize page redirects at once with a code, the token
 * endpoint checks the client's Basic credentials and the code or the refresh token (rotating it, as Xero does),
 * revocation is recorded, /connections answers the organisations for a bearer token, and the Accounting API answers
 * the invoices and contacts given to it for the organisation named in xero-tenant-id. `busy` answers 429s.
 */
export class XeroStandIn {
  readonly revoked: string[] = [];
  /** The organisations the next sign-in connects. */
  tenants: Array<{ tenantId: string; tenantName: string; tenantType: string }> = [
    { tenantId: 'f2c7a9d2-0000-4000-8000-000000000001', tenantName: 'Rangi Plumbing Limited', tenantType: 'ORGANISATION' },
  ];
  readonly #codes = new Map<string, number>();
  /** Refresh tokens Xero would still take (rotated on each use, forgotten when revoked). */
  readonly #refreshTokens = new Set<string>();
  /** Per organisation: its invoices and contacts. */
  readonly invoices = new Map<string, XeroInvoice[]>();
  readonly contacts = new Map<string, XeroContact[]>();
  /** Every Accounting API call, as "GET /api.xro/2.0/Invoices/…". */
  readonly calls: string[] = [];
  /** How many of the next Accounting API calls answer 429 (Retry-After: 1). */
  busy = 0;
  #issued = 0;
  readonly #http = new LocalHttp();

  readonly client: { id: string; secret: string };

  constructor(client: { id: string; secret: string }) {
    this.client = client;
  }

  /** Listens on `port` (any free one by default); answers its address. */
  start(port = 0): Promise<string> {
    return this.#http.start(port, (request) => this.#answer(request));
  }

  close(): Promise<void> {
    return this.#http.close();
  }

  async #answer(request: IncomingMessage): Promise<{ status: number; headers?: Record<string, string>; body?: string }> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(await bodyOf(request));
    const json = (status: number, value: unknown) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
    });
    if (request.method === 'GET' && url.pathname === '/identity/connect/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== this.client.id || !p.get('scope')?.split(' ').includes('offline_access'))
        return { status: 400, body: 'bad request' };
      const code = `code-${++this.#issued}`;
      this.#codes.set(code, this.#issued);
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    const basic = `Basic ${Buffer.from(`${this.client.id}:${this.client.secret}`).toString('base64')}`;
    if (request.method === 'POST' && url.pathname === '/connect/token') {
      if (request.headers.authorization !== basic) return json(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'refresh_token') {
        const given = form.get('refresh_token') ?? '';
        if (!this.#refreshTokens.delete(given)) return json(400, { error: 'invalid_grant' });
        const n = ++this.#issued;
        this.#refreshTokens.add(`refresh-${n}`);
        return json(200, { access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 1800, token_type: 'Bearer' });
      }
      const n = form.get('grant_type') === 'authorization_code' ? this.#codes.get(form.get('code') ?? '') : undefined;
      if (n === undefined) return json(400, { error: 'invalid_grant' });
      this.#codes.delete(form.get('code')!);
      this.#refreshTokens.add(`refresh-${n}`);
      return json(200, { access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 1800, token_type: 'Bearer' });
    }
    if (request.method === 'POST' && url.pathname === '/connect/revocation') {
      if (request.headers.authorization !== basic) return json(401, { error: 'invalid_client' });
      this.revoked.push(form.get('token') ?? '');
      this.#refreshTokens.delete(form.get('token') ?? '');
      return { status: 200 };
    }
    if (request.method === 'GET' && url.pathname.startsWith('/api.xro/2.0/')) {
      if (!/^Bearer access-\d+$/.test(request.headers.authorization ?? '')) return json(401, { Title: 'Unauthorized' });
      const tenant = String(request.headers['xero-tenant-id'] ?? '');
      if (!this.tenants.some((t) => t.tenantId === tenant)) return json(403, { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' });
      this.calls.push(`GET ${url.pathname}${url.search}`);
      if (this.busy > 0) {
        this.busy--;
        return { status: 429, headers: { 'retry-after': '1', 'x-rate-limit-problem': 'minute' } };
      }
      const [, , resource, id] = url.pathname.split('/').slice(1);
      const invoices = this.invoices.get(tenant) ?? [];
      const contacts = this.contacts.get(tenant) ?? [];
      if (resource === 'Invoices' && id) {
        const found = invoices.filter((i) => i.InvoiceID === id);
        return found.length ? json(200, { Invoices: found }) : json(404, { Title: 'Not Found' });
      }
      if (resource === 'Invoices') {
        const statuses = url.searchParams.get('Statuses')?.split(',');
        const size = Number(url.searchParams.get('pageSize') ?? 100);
        const wanted = invoices.filter((i) => (!statuses || statuses.includes(i.Status)) && i.Type === 'ACCREC');
        return json(200, { Invoices: wanted.slice().reverse().slice(0, size) });
      }
      if (resource === 'Contacts' && id) {
        const found = contacts.filter((c) => c.ContactID === id);
        return found.length ? json(200, { Contacts: found }) : json(404, { Title: 'Not Found' });
      }
      if (resource === 'Contacts') {
        const ids = url.searchParams.get('IDs')?.split(',') ?? [];
        return json(200, { Contacts: contacts.filter((c) => ids.includes(c.ContactID)) });
      }
    }
    if (request.method === 'GET' && url.pathname === '/connections') {
      if (!/^Bearer access-\d+$/.test(request.headers.authorization ?? '')) return json(401, { title: 'Unauthorized' });
      return json(
        200,
        this.tenants.map((t) => ({ id: `conn-${t.tenantId}`, ...t, createdDateUtc: '2026-11-24T02:00:00.0000000' })),
      );
    }
    return { status: 404, body: 'no such endpoint' };
  }
}

/** A webhook delivery as Xero sends it: the batch, signed with the app's webhook key, posted to Korero. */
export async function deliverXeroEvents(
  korero: (body: string, signature: string) => Promise<{ status: number }>,
  key: string,
  events: Array<{ tenantId: string; resourceId: string; eventType?: string; eventDateUtc?: string }>,
): Promise<number> {
  const body = JSON.stringify({
    events: events.map((e, i) => ({
      resourceUrl: `https://api.xero.com/api.xro/2.0/Invoices/${e.resourceId}`,
      resourceId: e.resourceId,
      eventDateUtc: e.eventDateUtc ?? `2026-12-01T02:0${i % 10}:00.000`,
      eventType: e.eventType ?? 'UPDATE',
      eventCategory: 'INVOICE',
      tenantId: e.tenantId,
      tenantType: 'ORGANISATION',
    })),
    firstEventSequence: 1,
    lastEventSequence: events.length,
    entropy: 'S0M3R4ND0M3NTR0PY',
  });
  return (await korero(body, xeroSignature(Buffer.from(body), key))).status;
}
