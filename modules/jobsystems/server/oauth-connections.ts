import { createHash, randomBytes } from 'node:crypto';
import type { ClockPort, Database, SecretBox } from '@korero/core/sdk';
import type { Access, OAuthSystem } from './oauth-system.ts';
import { ReconnectNeeded, SystemError } from './system-errors.ts';

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
/** How long a sign-in at the system may take before its state is no longer taken. */
const LOGIN_MS = 15 * 60_000;

export type ConnectOutcome = { kind: 'connected'; organisation: string } | { kind: 'failed'; message: string };

type Row = Record<string, unknown>;

export interface OAuthConnectionDeps {
  db: Database;
  clock: ClockPort;
  box: SecretBox;
  system: OAuthSystem;
  logger: { warn(details: object, message: string): void };
}

/**
 * A business's connection to a job system by OAuth 2 (issue 45): the sign-in, started by an owner and finished on the
 * system's redirect, taken once by its state; the refresh token sealed with SECRETS_KEY; the account whose events
 * are the business's (Xero's organisation, ServiceM8's vendor), one business's only. Disconnecting gives the access
 * back where the system allows it, then forgets it whatever the system answered.
 */
export class OAuthConnections {
  readonly #d: OAuthConnectionDeps;

  constructor(deps: OAuthConnectionDeps) {
    this.#d = deps;
  }

  get system(): OAuthSystem {
    return this.#d.system;
  }

  get #provider() {
    return this.#d.system.provider;
  }

  async connectUrl(businessId: string, userId: string): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const now = this.#d.clock.now();
    await this.#d.db.em.execute('delete from jobsystems_login where created_at < ?', [new Date(now.getTime() - LOGIN_MS)], 'run');
    await this.#d.db.em.execute(
      'insert into jobsystems_login (state_hash, provider, business_id, user_id, created_at) values (?, ?, ?, ?, ?)',
      [hash(state), this.#provider, businessId, userId, now],
      'run',
    );
    return this.#d.system.authUrl(state);
  }

  /** The system's redirect back: the state names the owner and the business (a signed-in session must be the same owner's). */
  async callback(
    input: { code?: string; state?: string; error?: string },
    user: { id: string; businessId: string } | null,
  ): Promise<ConnectOutcome> {
    const { system } = this.#d;
    if (!input.state) return { kind: 'failed', message: `${system.name} did not say which sign-in this was. Connect again from Settings.` };
    const now = this.#d.clock.now();
    const [claimed] = await this.#d.db.em.execute<Row[]>(
      `update jobsystems_login set used_at = ? where state_hash = ? and provider = ? and used_at is null and created_at >= ?${user ? ' and business_id = ? and user_id = ?' : ''} returning business_id, user_id`,
      [now, hash(input.state), this.#provider, new Date(now.getTime() - LOGIN_MS), ...(user ? [user.businessId, user.id] : [])],
    );
    if (!claimed)
      return {
        kind: 'failed',
        message: `This ${system.name} sign-in has expired, was already used, or was not started here. Connect again from Settings.`,
      };
    if (input.error || !input.code) return { kind: 'failed', message: `${system.name} sign-in was cancelled, so nothing was connected.` };
    const businessId = String(claimed.business_id);
    try {
      const tokens = await system.exchange(input.code);
      const account = await system.account(tokens.accessToken);
      if (!account) {
        await system.revoke(tokens.refreshToken).catch(() => undefined);
        return {
          kind: 'failed',
          message: `That ${system.name} sign-in connected no organisation. Connect again and choose your business’s organisation.`,
        };
      }
      const [taken] = await this.#d.db.em.execute<Row[]>(
        'select business_id from jobsystems_connection where provider = ? and tenant_id = ? and business_id <> ?',
        [this.#provider, account.id, businessId],
      );
      if (taken) {
        return {
          kind: 'failed',
          message: `${account.name} is already connected to another business on Korero. Disconnect it there first.`,
        };
      }
      // The webhook's own secret (ServiceM8 signs nothing: its callback carries this), kept hashed.
      const secret = randomBytes(18).toString('base64url');
      await this.#d.db.em.execute(
        `insert into jobsystems_connection (business_id, provider, connected_by, refresh_token_sealed, access_token_sealed, access_expires_at, tenant_id, organisation, hook_hash, connected_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (business_id, provider) do update set connected_by = excluded.connected_by, refresh_token_sealed = excluded.refresh_token_sealed,
           access_token_sealed = excluded.access_token_sealed, access_expires_at = excluded.access_expires_at, tenant_id = excluded.tenant_id,
           organisation = excluded.organisation, hook_hash = excluded.hook_hash, connected_at = excluded.connected_at, problem = null`,
        [
          businessId,
          this.#provider,
          String(claimed.user_id),
          this.#d.box.seal(tokens.refreshToken),
          this.#d.box.seal(tokens.accessToken),
          new Date(now.getTime() + tokens.expiresInSeconds * 1000),
          account.id,
          account.name,
          hash(secret),
          now,
        ],
        'run',
      );
      if (system.afterConnect) await system.afterConnect({ token: tokens.accessToken, accountId: account.id }, { secret });
      return { kind: 'connected', organisation: account.name };
    } catch (error) {
      this.#d.logger.warn({ businessId, provider: this.#provider, err: (error as Error).message }, 'a job system connection failed');
      return {
        kind: 'failed',
        message: error instanceof SystemError ? error.message : `${system.name} could not be connected just now. Try again.`,
      };
    }
  }

  /** The business whose account this is, or null when no business connected it. */
  async businessOfAccount(accountId: string): Promise<string | null> {
    const [row] = await this.#d.db.em.execute<Row[]>('select business_id from jobsystems_connection where provider = ? and tenant_id = ?', [
      this.#provider,
      accountId,
    ]);
    return row ? String(row.business_id) : null;
  }

  /** The business whose webhook secret this is (the callback's), or null. */
  async businessOfHook(secret: string): Promise<string | null> {
    const [row] = await this.#d.db.em.execute<Row[]>('select business_id from jobsystems_connection where provider = ? and hook_hash = ?', [
      this.#provider,
      hash(secret),
    ]);
    return row ? String(row.business_id) : null;
  }

  /**
   * A current access token for the business's account, refreshed when it has under a minute left. The row is locked
   * while refreshing: a rotated refresh token used by two instances at once would leave one with a token the system
   * no longer takes. A refused refresh marks the connection "<system> asked to reconnect". Null when not connected.
   */
  async access(businessId: string): Promise<Access | null> {
    const now = this.#d.clock.now();
    const current = async (em: { execute: Database['em']['execute'] }, lock: boolean) => {
      const [row] = await em.execute<Row[]>(
        `select refresh_token_sealed, access_token_sealed, access_expires_at, tenant_id from jobsystems_connection
          where business_id = ? and provider = ?${lock ? ' for update' : ''}`,
        [businessId, this.#provider],
      );
      const fresh =
        row?.access_token_sealed && row.access_expires_at && new Date(row.access_expires_at as string).getTime() - now.getTime() > 60_000;
      return { row, access: fresh ? { token: this.#d.box.open(String(row.access_token_sealed)), accountId: String(row.tenant_id) } : null };
    };
    // Most calls find a fresh token: read without a lock, so the webhook's writes to the row never wait on them.
    const seen = await current(this.#d.db.em, false);
    if (!seen.row) return null;
    if (seen.access) return seen.access;
    return this.#d.db.transaction(async (em) => {
      const { row, access } = await current(em, true);
      if (!row) return null;
      if (access) return access;
      let tokens;
      try {
        tokens = await this.#d.system.refresh(this.#d.box.open(String(row.refresh_token_sealed)));
      } catch (error) {
        if (error instanceof ReconnectNeeded) {
          await em.execute(
            'update jobsystems_connection set problem = ? where business_id = ? and provider = ?',
            [error.message, businessId, this.#provider],
            'run',
          );
        }
        throw error;
      }
      await em.execute(
        `update jobsystems_connection set refresh_token_sealed = ?, access_token_sealed = ?, access_expires_at = ?, problem = null
          where business_id = ? and provider = ?`,
        [
          this.#d.box.seal(tokens.refreshToken),
          this.#d.box.seal(tokens.accessToken),
          new Date(now.getTime() + tokens.expiresInSeconds * 1000),
          businessId,
          this.#provider,
        ],
        'run',
      );
      return { token: tokens.accessToken, accountId: String(row.tenant_id) };
    });
  }

  /** Gives the access back (when the system answers) and forgets the connection either way. */
  async disconnect(businessId: string): Promise<boolean> {
    const [row] = await this.#d.db.em.execute<Row[]>(
      'select refresh_token_sealed from jobsystems_connection where business_id = ? and provider = ?',
      [businessId, this.#provider],
    );
    if (!row) return false;
    try {
      await this.#d.system.revoke(this.#d.box.open(String(row.refresh_token_sealed)));
    } catch (error) {
      this.#d.logger.warn(
        { businessId, provider: this.#provider, err: (error as Error).message },
        'the job system did not take the revocation; the connection is forgotten anyway',
      );
    }
    await this.#d.db.em.execute(
      'delete from jobsystems_connection where business_id = ? and provider = ?',
      [businessId, this.#provider],
      'run',
    );
    return true;
  }
}
