import type { ClockPort, Database, SecretBox } from '@korero/core/sdk';
import { ReconnectNeeded, SystemError } from '../system-errors.ts';
import type { FergusApi } from './fergus-api.ts';

type Row = Record<string, unknown>;

export type TokenOutcome = { kind: 'connected'; organisation: string } | { kind: 'refused'; message: string };

/**
 * A business's Fergus connection (issue 45): the personal access token an owner pastes, checked by asking Fergus
 * which company it belongs to, then sealed with SECRETS_KEY. Polling starts from the moment of connecting: jobs
 * completed before it are the dry run's, never asked.
 */
export class FergusConnections {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #box: SecretBox;
  readonly api: FergusApi;

  constructor(deps: { db: Database; clock: ClockPort; box: SecretBox; api: FergusApi }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#box = deps.box;
    this.api = deps.api;
  }

  async connect(businessId: string, userId: string, token: string): Promise<TokenOutcome> {
    let company;
    try {
      company = await this.api.company(token);
    } catch (error) {
      if (error instanceof ReconnectNeeded) {
        return {
          kind: 'refused',
          message: 'Fergus did not take that token. Copy it again from Fergus: Settings → Integrations → Fergus API.',
        };
      }
      throw error instanceof SystemError ? error : new SystemError('Fergus could not be reached. Try again in a few minutes.');
    }
    const [taken] = await this.#db.em.execute<Row[]>(
      "select 1 from jobsystems_connection where provider = 'fergus' and tenant_id = ? and business_id <> ?",
      [company.id, businessId],
    );
    if (taken)
      return { kind: 'refused', message: `${company.name} is already connected to another business on Korero. Disconnect it there first.` };
    const now = this.#clock.now();
    await this.#db.em.execute(
      `insert into jobsystems_connection (business_id, provider, connected_by, refresh_token_sealed, tenant_id, organisation, connected_at, poll_mark)
       values (?, 'fergus', ?, ?, ?, ?, ?, ?)
       on conflict (business_id, provider) do update set connected_by = excluded.connected_by, refresh_token_sealed = excluded.refresh_token_sealed,
         tenant_id = excluded.tenant_id, organisation = excluded.organisation, connected_at = excluded.connected_at, problem = null,
         poll_mark = coalesce(jobsystems_connection.poll_mark, excluded.poll_mark)`,
      [businessId, userId, this.#box.seal(token), company.id, company.name, now, now],
      'run',
    );
    return { kind: 'connected', organisation: company.name };
  }

  /** The business's token, or null when Fergus is not connected. */
  async token(businessId: string): Promise<string | null> {
    const [row] = await this.#db.em.execute<Row[]>(
      "select refresh_token_sealed from jobsystems_connection where business_id = ? and provider = 'fergus'",
      [businessId],
    );
    return row ? this.#box.open(String(row.refresh_token_sealed)) : null;
  }

  /** Fergus documents no revocation of a personal access token: Korero forgets it (the owner can delete it in Fergus). */
  async disconnect(businessId: string): Promise<boolean> {
    const rows = await this.#db.em.execute<Row[]>(
      "delete from jobsystems_connection where business_id = ? and provider = 'fergus' returning business_id",
      [businessId],
    );
    return rows.length > 0;
  }

  /** The businesses with Fergus connected and no problem waiting on the owner. */
  async polled(): Promise<string[]> {
    const rows = await this.#db.em.execute<Row[]>(
      "select business_id from jobsystems_connection where provider = 'fergus' and problem is null",
    );
    return rows.map((r) => String(r.business_id));
  }

  async mark(businessId: string): Promise<Date | null> {
    const [row] = await this.#db.em.execute<Row[]>(
      "select poll_mark from jobsystems_connection where business_id = ? and provider = 'fergus'",
      [businessId],
    );
    return row?.poll_mark ? new Date(row.poll_mark as string) : null;
  }

  /** Where polling got to, and that Fergus was heard from. */
  async heard(businessId: string, mark: Date | null): Promise<void> {
    await this.#db.em.execute(
      `update jobsystems_connection set last_event_at = ?, poll_mark = greatest(coalesce(poll_mark, ?), ?) where business_id = ? and provider = 'fergus'`,
      [this.#clock.now(), mark ?? this.#clock.now(), mark ?? this.#clock.now(), businessId],
      'run',
    );
  }

  async problem(businessId: string, message: string): Promise<void> {
    await this.#db.em.execute(
      "update jobsystems_connection set problem = ? where business_id = ? and provider = 'fergus'",
      [message, businessId],
      'run',
    );
  }
}
