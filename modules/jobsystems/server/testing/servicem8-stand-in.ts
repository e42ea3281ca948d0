import type { IncomingMessage } from 'node:http';
import { bodyOf, LocalHttp, type Answer } from './local-http.ts';
import type { SM8Activity, SM8Badge, SM8Company, SM8Contact, SM8Job, SM8Staff } from '../servicem8/servicem8-api.ts';

/** One ServiceM8 account's records, as its REST API keeps them. */
export interface SM8Account {
  vendor: { uuid: string; name: string };
  jobs: SM8Job[];
  companies: SM8Company[];
  companyContacts: Array<SM8Contact & { company_uuid: string }>;
  jobContacts: Array<SM8Contact & { job_uuid: string }>;
  activities: Array<SM8Activity & { job_uuid: string }>;
  staff: SM8Staff[];
  badges: SM8Badge[];
}

/** `field eq 'value'` (and `gt`) conditions joined by `and`, as ServiceM8's $filter reads them. */
function matches(row: Record<string, unknown>, filter: string | null): boolean {
  if (!filter) return true;
  return filter.split(/\s+and\s+/).every((condition) => {
    const m = /^(\w+)\s+(eq|ne|gt|lt)\s+(?:'((?:[^']|'')*)'|(\S+))$/.exec(condition.trim());
    if (!m) return false;
    const value = m[3] !== undefined ? m[3].replaceAll("''", "'") : m[4]!;
    const have = String(row[m[1]!] ?? (m[1] === 'active' ? '1' : ''));
    return m[2] === 'eq' ? have === value : m[2] === 'ne' ? have !== value : m[2] === 'gt' ? have > value : have < value;
  });
}

/**
 * ServiceM8 on 127.0.0.1, in the shapes its documentation and OpenAPI give: /oauth/authorize redirects at once with a
 * code, /oauth/access_token takes the code or a refresh token (rotating it) with the app's client id and secret,
 * /webhook_subscriptions/event subscribes an event after its check (the callback must answer the challenge alone),
 * and /api_1.0 answers each account's records for its bearer token, with $filter. `deliver` posts an event to the
 * account's subscribed callbacks, as ServiceM8 does: unsigned. `busy` answers 429s.
 */
export class ServiceM8StandIn {
  readonly accounts = new Map<string, SM8Account>();
  /** The account the next sign-in connects. */
  signingIn = '';
  readonly subscriptions: Array<{ account: string; event: string; callbackUrl: string }> = [];
  readonly calls: string[] = [];
  busy = 0;
  readonly client: { id: string; secret: string };
  readonly #codes = new Map<string, string>();
  /** Access and refresh tokens to the account they open. */
  readonly #access = new Map<string, string>();
  readonly #refresh = new Map<string, string>();
  #issued = 0;
  readonly #http = new LocalHttp();

  constructor(client: { id: string; secret: string }) {
    this.client = client;
  }

  account(uuid: string, name: string): SM8Account {
    const account: SM8Account = {
      vendor: { uuid, name },
      jobs: [],
      companies: [],
      companyContacts: [],
      jobContacts: [],
      activities: [],
      staff: [],
      badges: [],
    };
    this.accounts.set(uuid, account);
    return account;
  }

  /** Listens on `port` (any free one by default); answers its address. */
  start(port = 0): Promise<string> {
    return this.#http.start(port, (request) => this.#answer(request));
  }

  close(): Promise<void> {
    return this.#http.close();
  }

  /** ServiceM8 tells the account's subscribers of an event on a job (the event webhooks' shape): each answer's status. */
  async deliver(account: string, event: string, jobUuid: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const s of this.subscriptions.filter((x) => x.account === account && x.event === event)) {
      const response = await fetch(s.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: `evt-${++this.#issued}`, type: event, createdAt: new Date().toISOString(), data: { uuid: jobUuid } }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  #issue(account: string): { access_token: string; refresh_token: string; expires_in: number; token_type: string } {
    const n = ++this.#issued;
    this.#access.set(`sm8-access-${n}`, account);
    this.#refresh.set(`sm8-refresh-${n}`, account);
    return { access_token: `sm8-access-${n}`, refresh_token: `sm8-refresh-${n}`, expires_in: 3600, token_type: 'bearer' };
  }

  async #answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const text = await bodyOf(request);
    const form = new URLSearchParams(text);
    const json = (status: number, value: unknown): Answer => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
    });
    if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== this.client.id || !p.get('scope')?.split(' ').includes('read_jobs'))
        return { status: 400, body: 'bad request' };
      const code = `sm8-code-${++this.#issued}`;
      this.#codes.set(code, this.signingIn);
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      if (form.get('client_id') !== this.client.id || form.get('client_secret') !== this.client.secret)
        return json(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'refresh_token') {
        const account = this.#refresh.get(form.get('refresh_token') ?? '');
        if (!account) return json(400, { error: 'invalid_grant' });
        this.#refresh.delete(form.get('refresh_token')!);
        return json(200, this.#issue(account));
      }
      const account = this.#codes.get(form.get('code') ?? '');
      if (account === undefined) return json(400, { error: 'invalid_grant' });
      this.#codes.delete(form.get('code')!);
      return json(200, this.#issue(account));
    }
    const account = this.#access.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    const records = account ? this.accounts.get(account) : undefined;
    if (!records) return json(401, { errorCode: 401, message: 'Unauthorized' });
    this.calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (this.busy > 0) {
      this.busy--;
      return { status: 429, body: 'Number of allowed API requests per minute exceeded' };
    }
    if (request.method === 'POST' && url.pathname === '/webhook_subscriptions/event') {
      const callbackUrl = form.get('callback_url') ?? '';
      const challenge = `challenge-${++this.#issued}`;
      // The subscription's check: the callback must answer 200 with the challenge alone.
      const check = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ mode: 'subscribe', challenge }).toString(),
      }).catch(() => null);
      if (!check || check.status !== 200 || (await check.text()) !== challenge)
        return json(400, { errorCode: 400, message: 'Callback URL did not answer the challenge' });
      this.subscriptions.push({ account: account!, event: form.get('event') ?? '', callbackUrl });
      return json(200, { errorCode: 0, message: 'OK' });
    }
    if (request.method !== 'GET') return { status: 404, body: 'no such endpoint' };
    const filter = url.searchParams.get('$filter');
    const one = <T extends { uuid: string }>(rows: T[], id: string) => {
      const found = rows.find((r) => r.uuid === id);
      return found ? json(200, found) : json(404, { errorCode: 404, message: 'Not Found' });
    };
    const m = /^\/api_1\.0\/(\w+)(?:\/([\w-]+))?\.json$/.exec(url.pathname);
    if (!m) return { status: 404, body: 'no such endpoint' };
    const [, kind, id] = m;
    const list = (rows: object[]) =>
      json(
        200,
        rows.filter((r) => matches(r as Record<string, unknown>, filter)),
      );
    switch (kind) {
      case 'vendor':
        return json(200, [records.vendor]);
      case 'job':
        return id ? one(records.jobs, id) : list(records.jobs);
      case 'company':
        return id ? one(records.companies, id) : list(records.companies);
      case 'staff':
        return id ? one(records.staff, id) : list(records.staff);
      case 'companycontact':
        return list(records.companyContacts);
      case 'jobcontact':
        return list(records.jobContacts);
      case 'jobactivity':
        return list(records.activities);
      case 'badge':
        return list(records.badges);
      default:
        return { status: 404, body: 'no such endpoint' };
    }
  }
}
