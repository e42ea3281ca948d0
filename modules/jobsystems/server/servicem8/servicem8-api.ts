import type { Access, ConnectedAccount, OAuthSystem, OAuthTokens } from '../oauth-system.ts';
import type { ServiceM8Settings } from '../settings.ts';
import { fetchSystem, RateLimited, ReconnectNeeded, SystemError } from '../system-errors.ts';

/**
 * What Korero asks ServiceM8 for (developer.servicem8.com, its OpenAPI's scopes): jobs, clients and their contacts,
 * job contacts, staff and the schedule (who worked the job), the account's identity, and badges. ServiceM8 has no
 * read-only badge scope: reading a client's tags needs manage_badges, which Korero only reads with.
 */
export const SERVICEM8_SCOPES =
  'read_jobs read_customers read_customer_contacts read_job_contacts read_staff read_schedule vendor manage_badges';
/** The events Korero subscribes to: a job completed, and its invoice paid (the business's rules choose which asks). */
export const SERVICEM8_EVENTS = ['job.completed', 'job.invoice_paid'] as const;

/** A job as ServiceM8's REST API answers it (strings, as ServiceM8 gives them). */
export interface SM8Job {
  uuid: string;
  active?: number | string;
  generated_job_id?: string;
  status?: string;
  completion_date?: string;
  completion_actioned_by_uuid?: string;
  company_uuid?: string;
  job_address?: string;
  job_description?: string;
  total_invoice_amount?: string;
  payment_received?: number | string;
  payment_received_stamp?: string;
  badges?: string;
}
export interface SM8Company {
  uuid: string;
  name?: string;
  badges?: string;
}
export interface SM8Contact {
  uuid: string;
  first?: string;
  last?: string;
  mobile?: string;
  email?: string;
  type?: string;
  is_primary_contact?: string;
  active?: number | string;
}
export interface SM8Activity {
  staff_uuid?: string;
  activity_was_recorded?: number | string;
  active?: number | string;
}
export interface SM8Staff {
  uuid: string;
  first?: string;
  last?: string;
}
export interface SM8Badge {
  uuid: string;
  name?: string;
}

/** A `$filter` value quoted as ServiceM8 wants it (a quote inside is doubled, as OData does). */
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * ServiceM8's OAuth 2 and REST API over HTTP, as its documentation and OpenAPI give them: the authorize and token
 * endpoints and the webhook subscriptions at the host, the records under /api_1.0. Plain fetch, so a stand-in on
 * 127.0.0.1 can answer for it in tests.
 */
export class ServiceM8Api implements OAuthSystem {
  readonly provider = 'servicem8' as const;
  readonly name = 'ServiceM8';
  readonly #s: ServiceM8Settings;
  readonly #redirectUri: string;
  readonly #hookUrl: (secret: string) => string;

  constructor(settings: ServiceM8Settings, urls: { redirectUri: string; hookUrl: (secret: string) => string }) {
    this.#s = settings;
    this.#redirectUri = urls.redirectUri;
    this.#hookUrl = urls.hookUrl;
  }

  authUrl(state: string): string {
    const url = new URL('/oauth/authorize', this.#s.apiBaseUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.#s.clientId,
      scope: SERVICEM8_SCOPES,
      redirect_uri: this.#redirectUri,
      state,
    }).toString();
    return url.toString();
  }

  exchange(code: string): Promise<OAuthTokens> {
    return this.#token({ grant_type: 'authorization_code', code, redirect_uri: this.#redirectUri });
  }

  async refresh(refreshToken: string): Promise<OAuthTokens> {
    try {
      return await this.#token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    } catch (error) {
      if (error instanceof SystemError && /refused/.test(error.message)) throw new ReconnectNeeded('ServiceM8 asked to reconnect.');
      throw error;
    }
  }

  /** ServiceM8 documents no revocation: forgetting the token is all Korero can do (the owner removes the add-on there). */
  async revoke(): Promise<void> {}

  /** The account (vendor) this sign-in connected. */
  async account(accessToken: string): Promise<ConnectedAccount | null> {
    const answer = (await this.#get({ token: accessToken, accountId: '' }, '/api_1.0/vendor.json')) as
      | { uuid?: string; name?: string }
      | Array<{ uuid?: string; name?: string }>
      | null;
    const vendor = Array.isArray(answer) ? answer[0] : answer;
    return vendor?.uuid ? { id: vendor.uuid, name: vendor.name?.trim() || 'ServiceM8 account' } : null;
  }

  /** Subscribes the account's job events to Korero's webhook, the connection's secret in its address. */
  async afterConnect(access: Access, hook: { secret: string }): Promise<void> {
    for (const event of SERVICEM8_EVENTS) {
      const response = await fetchSystem('ServiceM8', new URL('/webhook_subscriptions/event', this.#s.apiBaseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ event, callback_url: this.#hookUrl(hook.secret), unique_id: 'korero' }).toString(),
      });
      if (!response.ok) throw new SystemError(`ServiceM8 did not take Korero's webhook (${response.status}): connect again.`);
    }
  }

  job(access: Access, uuid: string): Promise<SM8Job | null> {
    return this.#get(access, `/api_1.0/job/${encodeURIComponent(uuid)}.json`) as Promise<SM8Job | null>;
  }

  company(access: Access, uuid: string): Promise<SM8Company | null> {
    return this.#get(access, `/api_1.0/company/${encodeURIComponent(uuid)}.json`) as Promise<SM8Company | null>;
  }

  /** The client's contacts and the job's own contacts, the active ones. */
  async contacts(access: Access, job: SM8Job): Promise<{ job: SM8Contact[]; company: SM8Contact[] }> {
    const list = async (path: string, filter: string) =>
      ((await this.#get(access, `${path}?${new URLSearchParams({ $filter: filter }).toString()}`)) as SM8Contact[] | null) ?? [];
    const active = (c: SM8Contact) => String(c.active ?? '1') === '1';
    return {
      job: (await list('/api_1.0/jobcontact.json', `job_uuid eq ${quoted(job.uuid)} and active eq 1`)).filter(active),
      company: job.company_uuid
        ? (await list('/api_1.0/companycontact.json', `company_uuid eq ${quoted(job.company_uuid)} and active eq 1`)).filter(active)
        : [],
    };
  }

  /** Who worked the job: the staff with recorded time on it, and whoever marked it complete. */
  async workers(access: Access, job: SM8Job): Promise<SM8Staff[]> {
    const filter = new URLSearchParams({ $filter: `job_uuid eq ${quoted(job.uuid)} and active eq 1` }).toString();
    const activities = ((await this.#get(access, `/api_1.0/jobactivity.json?${filter}`)) as SM8Activity[] | null) ?? [];
    const ids = new Set(activities.filter((a) => String(a.activity_was_recorded) === '1' && a.staff_uuid).map((a) => a.staff_uuid!));
    if (job.completion_actioned_by_uuid) ids.add(job.completion_actioned_by_uuid);
    const staff: SM8Staff[] = [];
    for (const id of ids) {
      const person = (await this.#get(access, `/api_1.0/staff/${encodeURIComponent(id)}.json`)) as SM8Staff | null;
      if (person) staff.push(person);
    }
    return staff;
  }

  /** The account's badges (ServiceM8's tags), by id. */
  async badges(access: Access): Promise<Map<string, string>> {
    const rows = ((await this.#get(access, '/api_1.0/badge.json')) as SM8Badge[] | null) ?? [];
    return new Map(rows.map((b) => [b.uuid, b.name ?? '']));
  }

  /** The account's jobs completed in the last `days` days, newest first (for the dry run). */
  async completedJobs(access: Access, since: string): Promise<SM8Job[]> {
    const filter = new URLSearchParams({ $filter: `status eq 'Completed' and completion_date gt ${quoted(since)}` }).toString();
    const jobs = ((await this.#get(access, `/api_1.0/job.json?${filter}`)) as SM8Job[] | null) ?? [];
    return jobs
      .filter((j) => String(j.active ?? '1') === '1')
      .sort((a, b) => String(b.completion_date).localeCompare(String(a.completion_date)));
  }

  async #get(access: Access, path: string): Promise<unknown> {
    const response = await fetchSystem('ServiceM8', new URL(path, this.#s.apiBaseUrl), {
      headers: { authorization: `Bearer ${access.token}`, accept: 'application/json' },
    });
    if (response.status === 404) return null;
    // ServiceM8 documents no Retry-After: a minute is its window.
    if (response.status === 429) throw new RateLimited('ServiceM8', Math.max(1, Number(response.headers.get('retry-after')) || 60));
    if (response.status === 401 || response.status === 402 || response.status === 403)
      throw new ReconnectNeeded('ServiceM8 asked to reconnect.');
    if (!response.ok) throw new SystemError(`ServiceM8 answered ${response.status}.`);
    return response.json();
  }

  async #token(form: Record<string, string>): Promise<OAuthTokens> {
    const response = await fetchSystem('ServiceM8', new URL('/oauth/access_token', this.#s.apiBaseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_id: this.#s.clientId, client_secret: this.#s.clientSecret }).toString(),
    });
    if (response.status === 400 || response.status === 401) throw new SystemError('ServiceM8 refused the sign-in: connect again.');
    if (!response.ok) throw new SystemError(`ServiceM8 answered ${response.status}.`);
    const t = (await response.json()) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    if (typeof t.access_token !== 'string' || typeof t.refresh_token !== 'string') {
      throw new SystemError('ServiceM8 gave no refresh token: connect again.');
    }
    // Whatever refresh token comes back is kept: ServiceM8 may rotate it.
    return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresInSeconds: Number(t.expires_in) || 3600 };
  }
}
