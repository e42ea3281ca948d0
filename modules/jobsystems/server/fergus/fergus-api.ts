import { fetchSystem, RateLimited, ReconnectNeeded, SystemError } from '../system-errors.ts';

/** A job as Fergus's API lists it (api.fergus.com/docs: the fields Korero reads). */
export interface FergusJob {
  id: number;
  jobNo?: string;
  description?: string;
  status?: string;
  lastModified?: string;
  customer?: { id: number; customerFullName?: string };
  siteAddress?: { address1?: string; addressSuburb?: string; addressCity?: string };
}
export interface FergusContactItem {
  contactType?: string;
  contactValue?: string;
}
export interface FergusCustomer {
  id: number;
  customerFullName?: string;
  mainContact?: { firstName?: string; lastName?: string; contactItems?: FergusContactItem[] };
  billingContact?: { firstName?: string; lastName?: string; contactItems?: FergusContactItem[] };
}
export interface FergusInvoice {
  jobId?: number;
  subtotal?: number;
  taxValue?: number;
  status?: string;
}
export interface FergusTimeEntry {
  userId?: number;
  user?: string;
}

type Envelope<T> = { result?: string; data?: T; paging?: { links?: { next?: string | null } } };

/**
 * Fergus's API over HTTP with a business's personal access token (`Authorization: Bearer`), as its documentation
 * gives it: no webhooks, so Korero polls its completed jobs. Plain fetch, so a stand-in on 127.0.0.1 can answer.
 */
export class FergusApi {
  readonly #base: string;

  constructor(baseUrl: string) {
    this.#base = baseUrl;
  }

  /** The company the token belongs to: its id and name (the token is checked by asking). */
  async company(token: string): Promise<{ id: string; name: string }> {
    const company = ((await this.#get(token, '/company')) as Envelope<{ id?: number | string; name?: string; companyName?: string }>)?.data;
    if (!company?.id) throw new SystemError('Fergus did not say which company that token belongs to.');
    return { id: String(company.id), name: (company.name ?? company.companyName ?? '').trim() || 'Fergus company' };
  }

  /** Completed jobs, the most recently changed first, a page of `pageSize` from `cursor` (an offset). */
  async completedJobs(token: string, pageSize: number, cursor = 0): Promise<{ jobs: FergusJob[]; more: boolean }> {
    const query = new URLSearchParams({
      filterJobStatus: 'Completed',
      sortField: 'lastModified',
      sortOrder: 'desc',
      pageSize: String(pageSize),
      pageCursor: String(cursor),
    });
    const answer = (await this.#get(token, `/jobs?${query.toString()}`)) as Envelope<FergusJob[]>;
    return { jobs: answer?.data ?? [], more: Boolean(answer?.paging?.links?.next) };
  }

  async customer(token: string, id: number): Promise<FergusCustomer | null> {
    return ((await this.#get(token, `/customers/${id}`)) as Envelope<FergusCustomer> | null)?.data ?? null;
  }

  async invoices(token: string, jobId: number): Promise<FergusInvoice[]> {
    return (
      (
        (await this.#get(token, `/customerInvoices?${new URLSearchParams({ jobId: String(jobId) }).toString()}`)) as Envelope<
          FergusInvoice[]
        > | null
      )?.data ?? []
    );
  }

  /** Who logged time on the job, over the 90 days before it was last changed. */
  async timeEntries(token: string, jobNo: string, until: Date): Promise<FergusTimeEntry[]> {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const query = new URLSearchParams({
      filterJobNo: jobNo,
      filterDateFrom: day(new Date(until.getTime() - 90 * 86_400_000)),
      filterDateTo: day(until),
    });
    return ((await this.#get(token, `/timeEntries?${query.toString()}`)) as Envelope<FergusTimeEntry[]> | null)?.data ?? [];
  }

  async #get(token: string, path: string): Promise<unknown> {
    const response = await fetchSystem('Fergus', new URL(path, this.#base), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (response.status === 429) throw new RateLimited('Fergus', Math.max(1, Number(response.headers.get('retry-after')) || 60));
    if (response.status === 401 || response.status === 403) throw new ReconnectNeeded('Fergus no longer takes the token: paste a new one.');
    if (response.status >= 500) throw new SystemError('Fergus is not answering just now. Try again in a few minutes.');
    if (!response.ok) throw new SystemError(`Fergus answered ${response.status}.`);
    return response.json();
  }
}
