import { createHash, randomBytes } from 'node:crypto';
import type { ClockPort, Database, SecretBox } from '@korero/core/sdk';
import type { JobSystemProvider } from '../contract/api.ts';
import { type XeroApi, XeroError, XeroReconnect } from './xero-api.ts';

const hash = (state: string) => createHash('sha256').update(state).digest('hex');
/** How long a sign-in at Xero may take before its state is no longer taken. */
const LOGIN_MS = 15 * 60_000;

export type ConnectOutcome = { kind: 'connected'; organisation: string } | { kind: 'failed'; message: string };

export interface ConnectionRow {
  provider: JobSystemProvider;
  organisation: string | null;
  lastEventAt: Date | null;
  problem: string | null;
}

type Row = Record<string, unknown>;

export interface XeroConnectionDeps {
  db: Database;
  clock: ClockPort;
  box: SecretBox;
  api: XeroApi;
  logger: { warn(details: object, message: string): void };
}

/**
 * A business's Xero connection (issue 45): the OAuth sign-in, started by an owner and finished on Xero's redirect,
 * taken once by its state; the refresh token sealed with SECRETS_KEY; the organisation whose events are the
 * business's. Disconnecting revokes the token at Xero, then forgets it whatever Xero answered.
 */
export class XeroConnections {
  readonly #d: XeroConnectionDeps;

  constructor(deps: XeroConnectionDeps) {
    this.#d = deps;
  }

  /** Xero's API, as this connection reaches it. */
  get api(): XeroApi {
    return this.#d.api;
  }

  async connectUrl(businessId: string, userId: string): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const now = this.#d.clock.now();
    await this.#d.db.em.execute('delete from jobsystems_login where created_at < ?', [new Date(now.getTime() - LOGIN_MS)], 'run');
    await this.#d.db.em.execute(
      "insert into jobsystems_login (state_hash, provider, business_id, user_id, created_at) values (?, 'xero', ?, ?, ?)",
      [hash(state), businessId, userId, now],
      'run',
    );
    return this.#d.api.authUrl(state);
  }

  /** Xero's redirect back: the state names the owner and the business (a signed-in session must be the same owner's). */
  async callback(
    input: { code?: string; state?: string; error?: string },
    user: { id: string; businessId: string } | null,
  ): Promise<ConnectOutcome> {
    if (!input.state) return { kind: 'failed', message: 'Xero did not say which sign-in this was. Connect again from Settings.' };
    const now = this.#d.clock.now();
    const [claimed] = await this.#d.db.em.execute<Row[]>(
      `update jobsystems_login set used_at = ? where state_hash = ? and provider = 'xero' and used_at is null and created_at >= ?${user ? ' and business_id = ? and user_id = ?' : ''} returning business_id, user_id`,
      [now, hash(input.state), new Date(now.getTime() - LOGIN_MS), ...(user ? [user.businessId, user.id] : [])],
    );
    if (!claimed)
      return {
        kind: 'failed',
        message: 'This Xero sign-in has expired, was already used, or was not started here. Connect again from Settings.',
      };
    if (input.error || !input.code) return { kind: 'failed', message: 'Xero sign-in was cancelled, so nothing was connected.' };
    const businessId = String(claimed.business_id);
    try {
      const tokens = await this.#d.api.exchange(input.code);
      const organisation = (await this.#d.api.tenants(tokens.accessToken)).find((t) => t.tenantType === 'ORGANISATION');
      if (!organisation) {
        await this.#d.api.revoke(tokens.refreshToken).catch(() => undefined);
        return {
          kind: 'failed',
          message: 'That Xero sign-in connected no organisation. Connect again and choose your business’s organisation.',
        };
      }
      const [taken] = await this.#d.db.em.execute<Row[]>(
        "select business_id from jobsystems_connection where provider = 'xero' and tenant_id = ? and business_id <> ?",
        [organisation.tenantId, businessId],
      );
      if (taken) {
        return {
          kind: 'failed',
          message: `${organisation.tenantName} is already connected to another business on Korero. Disconnect it there first.`,
        };
      }
      await this.#d.db.em.execute(
        `insert into jobsystems_connection (business_id, provider, connected_by, refresh_token_sealed, tenant_id, organisation, connected_at)
         values (?, 'xero', ?, ?, ?, ?, ?)
         on conflict (business_id, provider) do update set connected_by = excluded.connected_by, refresh_token_sealed = excluded.refresh_token_sealed,
           tenant_id = excluded.tenant_id, organisation = excluded.organisation, connected_at = excluded.connected_at, problem = null,
           access_token_sealed = null, access_expires_at = null`,
        [businessId, String(claimed.user_id), this.#d.box.seal(tokens.refreshToken), organisation.tenantId, organisation.tenantName, now],
        'run',
      );
      return { kind: 'connected', organisation: organisation.tenantName };
    } catch (error) {
      this.#d.logger.warn({ businessId, err: (error as Error).message }, 'Xero connection failed');
      return { kind: 'failed', message: error instanceof XeroError ? error.message : 'Xero could not be connected just now. Try again.' };
    }
  }

  async list(businessId: string): Promise<ConnectionRow[]> {
    const rows = await this.#d.db.em.execute<Row[]>(
      'select provider, organisation, last_event_at, problem from jobsystems_connection where business_id = ?',
      [businessId],
    );
    return rows.map((r) => ({
      provider: r.provider as JobSystemProvider,
      organisation: (r.organisation as string | null) ?? null,
      lastEventAt: r.last_event_at ? new Date(r.last_event_at as string) : null,
      problem: (r.problem as string | null) ?? null,
    }));
  }

  /**
   * A current access token for the business's organisation, refreshed when it has under a minute left. The row is
   * locked while refreshing: Xero rotates the refresh token, so two instances refreshing at once would leave one with
   * a token Xero no longer takes. A refused refresh marks the connection "Xero asked to reconnect". Null when the
   * business has no Xero connection.
   */
  async access(businessId: string): Promise<{ token: string; tenantId: string } | null> {
    const now = this.#d.clock.now();
    return this.#d.db.transaction(async (em) => {
      const [row] = await em.execute<Row[]>(
        "select refresh_token_sealed, access_token_sealed, access_expires_at, tenant_id, problem from jobsystems_connection where business_id = ? and provider = 'xero' for update",
        [businessId],
      );
      if (!row) return null;
      const tenantId = String(row.tenant_id);
      if (
        row.access_token_sealed &&
        row.access_expires_at &&
        new Date(row.access_expires_at as string).getTime() - now.getTime() > 60_000
      ) {
        return { token: this.#d.box.open(String(row.access_token_sealed)), tenantId };
      }
      let tokens;
      try {
        tokens = await this.#d.api.refresh(this.#d.box.open(String(row.refresh_token_sealed)));
      } catch (error) {
        if (error instanceof XeroReconnect) {
          await em.execute(
            "update jobsystems_connection set problem = ? where business_id = ? and provider = 'xero'",
            [error.message, businessId],
            'run',
          );
        }
        throw error;
      }
      await em.execute(
        `update jobsystems_connection set refresh_token_sealed = ?, access_token_sealed = ?, access_expires_at = ?, problem = null
          where business_id = ? and provider = 'xero'`,
        [
          this.#d.box.seal(tokens.refreshToken),
          this.#d.box.seal(tokens.accessToken),
          new Date(now.getTime() + tokens.expiresInSeconds * 1000),
          businessId,
        ],
        'run',
      );
      return { token: tokens.accessToken, tenantId };
    });
  }

  /** The business whose Xero organisation this is, or null when no business connected it. */
  async businessOfTenant(tenantId: string): Promise<string | null> {
    const [row] = await this.#d.db.em.execute<Row[]>(
      "select business_id from jobsystems_connection where provider = 'xero' and tenant_id = ?",
      [tenantId],
    );
    return row ? String(row.business_id) : null;
  }

  /** Revokes the token at Xero (when it answers) and forgets the connection either way. */
  async disconnect(businessId: string): Promise<boolean> {
    const [row] = await this.#d.db.em.execute<Row[]>(
      "select refresh_token_sealed from jobsystems_connection where business_id = ? and provider = 'xero'",
      [businessId],
    );
    if (!row) return false;
    try {
      await this.#d.api.revoke(this.#d.box.open(String(row.refresh_token_sealed)));
    } catch (error) {
      this.#d.logger.warn(
        { businessId, err: (error as Error).message },
        'Xero did not take the revocation; the connection is forgotten anyway',
      );
    }
    await this.#d.db.em.execute("delete from jobsystems_connection where business_id = ? and provider = 'xero'", [businessId], 'run');
    return true;
  }
}
