import type { IncomingMessage } from 'node:http';
import { LocalHttp } from './local-http.ts';
import type { FergusCustomer, FergusInvoice, FergusJob, FergusTimeEntry } from '../fergus/fergus-api.ts';

/** One Fergus company's records, as its API keeps them. */
export interface FergusCompany {
  company: { id: number; name: string };
  jobs: FergusJob[];
  customers: FergusCustomer[];
  invoices: FergusInvoice[];
  timeEntries: Array<FergusTimeEntry & { jobNo: string }>;
}

/**
 * Fergus's API on 127.0.0.1, in the shapes its documentation gives (api.fergus.com/docs): a personal access token per
 * company in `Authorization: Bearer`, the `{ result, data, paging }` envelope, /company, /jobs (status filter, sorted by
 * lastModified, pageSize and pageCursor), /customers/{id}, /customerInvoices and /timeEntries. `busy` answers 429s
 * with retry-after, as Fergus does at 100 calls a minute.
 */
export class FergusStandIn {
  /** Personal access tokens to their company. */
  readonly tokens = new Map<string, FergusCompany>();
  readonly calls: string[] = [];
  busy = 0;
  /** How many of the next calls fail with a 500 (Fergus down). */
  failing = 0;
  readonly #http = new LocalHttp();

  company(token: string, id: number, name: string): FergusCompany {
    const company: FergusCompany = { company: { id, name }, jobs: [], customers: [], invoices: [], timeEntries: [] };
    this.tokens.set(token, company);
    return company;
  }

  /** Listens on `port` (any free one by default); answers its address. */
  start(port = 0): Promise<string> {
    return this.#http.start(port, (request) => this.#answer(request));
  }

  close(): Promise<void> {
    return this.#http.close();
  }

  #answer(request: IncomingMessage): { status: number; headers?: Record<string, string>; body?: string } {
    const json = (status: number, value: unknown) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
    });
    if (this.failing > 0) {
      this.failing--;
      return json(500, { error: 'Internal Server Error', statusCode: 500 });
    }
    const company = this.tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!company) return json(401, { error: 'Unauthorised', message: 'Invalid token', statusCode: 401 });
    const url = new URL(request.url ?? '/', 'http://stand-in');
    this.calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (this.busy > 0) {
      this.busy--;
      return {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '30' },
        body: JSON.stringify({
          error: 'Too Many Requests',
          message: 'Rate limit exceeded. Please retry after the specified time.',
          statusCode: 429,
        }),
      };
    }
    const q = url.searchParams;
    if (url.pathname === '/company') return json(200, { result: 'success', data: company.company });
    if (url.pathname === '/jobs') {
      const size = Number(q.get('pageSize') ?? 10);
      const from = Number(q.get('pageCursor') ?? 0);
      const status = q.get('filterJobStatus');
      const sorted = company.jobs
        .filter((j) => !status || j.status === status)
        .sort((a, b) => String(b.lastModified).localeCompare(String(a.lastModified)));
      const page = sorted.slice(from, from + size);
      const next = from + size < sorted.length ? `/jobs?pageCursor=${from + size}&pageSize=${size}` : null;
      return json(200, {
        result: 'success',
        data: page,
        paging: { perPage: size, pageCount: Math.ceil(sorted.length / size), links: { self: url.pathname, previous: null, next } },
      });
    }
    const customer = /^\/customers\/(\d+)$/.exec(url.pathname);
    if (customer) {
      const found = company.customers.find((c) => c.id === Number(customer[1]));
      return found ? json(200, { result: 'success', data: found }) : json(404, { error: 'Not Found', statusCode: 404 });
    }
    if (url.pathname === '/customerInvoices') {
      return json(200, { result: 'success', data: company.invoices.filter((i) => String(i.jobId) === q.get('jobId')) });
    }
    if (url.pathname === '/timeEntries') {
      return json(200, { result: 'success', data: company.timeEntries.filter((e) => e.jobNo === q.get('filterJobNo')) });
    }
    return json(404, { error: 'Not Found', message: `Route GET:${url.pathname} not found`, statusCode: 404 });
  }
}
