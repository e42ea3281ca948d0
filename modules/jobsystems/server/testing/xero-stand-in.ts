import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Xero's identity and API hosts on 127.0.0.1, in the shapes Xero's documentation gives (OAuth 2.0 auth flow,
 * /connections): the authorize page redirects at once with a code, the token endpoint checks the client's Basic
 * credentials and the code, revocation is recorded, and /connections answers the organisations for a bearer token.
 */
export class XeroStandIn {
  readonly revoked: string[] = [];
  /** The organisations the next sign-in connects. */
  tenants: Array<{ tenantId: string; tenantName: string; tenantType: string }> = [
    { tenantId: 'f2c7a9d2-0000-4000-8000-000000000001', tenantName: 'Rangi Plumbing Limited', tenantType: 'ORGANISATION' },
  ];
  readonly #codes = new Map<string, number>();
  #issued = 0;
  #server: Server | null = null;

  readonly client: { id: string; secret: string };

  constructor(client: { id: string; secret: string }) {
    this.client = client;
  }

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      void this.#answer(request).then(({ status, headers = {}, body = '' }) => {
        response.writeHead(status, headers);
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
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
      const n = form.get('grant_type') === 'authorization_code' ? this.#codes.get(form.get('code') ?? '') : undefined;
      if (n === undefined) return json(400, { error: 'invalid_grant' });
      this.#codes.delete(form.get('code')!);
      return json(200, { access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 1800, token_type: 'Bearer' });
    }
    if (request.method === 'POST' && url.pathname === '/connect/revocation') {
      if (request.headers.authorization !== basic) return json(401, { error: 'invalid_client' });
      this.revoked.push(form.get('token') ?? '');
      return { status: 200 };
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

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}
