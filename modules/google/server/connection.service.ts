import { createHash, randomBytes } from 'node:crypto';
import type { ClockPort, Database, JobRef, JobsPort, SecretBox } from '@korero/core/sdk';
import { conflict } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import { PLACE_ID_FORMAT } from '@korero/module-business/contract/place-id';
import type { GoogleLocation, GoogleStatus } from '../contract/api.ts';
import type { ApiLocation, GoogleApi, GoogleSession } from './google-api.ts';
import { GoogleError } from './google-error.ts';
import { forgetReviews } from './google-data.ts';

const LOGIN_MS = 10 * 60 * 1000;
type Row = Record<string, unknown>;
const hash = (state: string) => createHash('sha256').update(state).digest('hex');
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** What a finished or failed sign-in shows (and tells the Settings page). */
export type LoginOutcome = { kind: 'connected'; title: string } | { kind: 'choose'; count: number } | { kind: 'failed'; message: string };

/** The connected location and the owner's grant, for the sync and the replies. */
export interface Held {
  account: string;
  location: string;
  session: GoogleSession;
}

export interface ConnectionDeps {
  db: Database;
  clock: ClockPort;
  api: GoogleApi;
  box: SecretBox;
  business: BusinessDirectory;
  jobs: JobsPort;
  syncJob: JobRef<{ businessId: string }>;
  logger: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

export const NOT_CONNECTED = 'Google is not connected: connect your Google Business Profile in Settings first.';

/**
 * A business's Google Business Profile connection: the sign-in (a state bound to the owner and business, kept as its
 * SHA-256, used once within ten minutes), the refresh token sealed with SECRETS_KEY, the location chosen (or the ones
 * to choose from, sealed too), and the last error Google gave. The token never leaves this class but to call Google.
 */
export class ConnectionService {
  readonly #d: ConnectionDeps;

  constructor(deps: ConnectionDeps) {
    this.#d = deps;
  }

  async #row(businessId: string): Promise<Row | undefined> {
    const [row] = await this.#d.db.em.execute<Row[]>('select * from google_connection where business_id = ?', [businessId]);
    return row;
  }

  #locations(row: Row): Array<ApiLocation> {
    return row.locations_sealed ? (JSON.parse(this.#d.box.open(String(row.locations_sealed))) as ApiLocation[]) : [];
  }

  async status(businessId: string): Promise<Omit<GoogleStatus, 'configured'>> {
    const row = await this.#row(businessId);
    const location: GoogleLocation | null = row?.location_name
      ? { name: String(row.location_name), title: String(row.location_title ?? ''), placeId: (row.place_id as string) ?? null }
      : null;
    return {
      connected: location !== null,
      location,
      locations: row && !location ? this.#locations(row).map(({ name, title, placeId }) => ({ name, title, placeId })) : [],
      lastSyncAt: iso(row?.last_sync_at),
      error: row?.error ? { message: String(row.error), reconnect: Boolean(row.error_reconnect), at: iso(row.error_at)! } : null,
      notify: { lowRatings: row ? Boolean(row.notify_low_ratings) : true, dailyDigest: row ? Boolean(row.notify_daily_digest) : false },
    };
  }

  /** Google's consent page for this owner: a fresh state, kept as a hash, good once for ten minutes. */
  async connectUrl(businessId: string, userId: string): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const now = this.#d.clock.now();
    await this.#d.db.em.execute('delete from google_login where created_at < ?', [new Date(now.getTime() - LOGIN_MS)], 'run');
    await this.#d.db.em.execute(
      'insert into google_login (state_hash, business_id, user_id, created_at) values (?, ?, ?, ?)',
      [hash(state), businessId, userId, now],
      'run',
    );
    return this.#d.api.authUrl(state);
  }

  /**
   * Takes the state once. Signed in, it must be this owner's (someone else's attempt does not use it up); without a
   * session (the browser kept its cookie from Google's redirect) the state alone names the owner and the business.
   */
  async #claim(state: string, user: { id: string; businessId: string } | null): Promise<{ businessId: string; userId: string } | null> {
    const now = this.#d.clock.now();
    const since = new Date(now.getTime() - LOGIN_MS);
    const [row] = await this.#d.db.em.execute<Row[]>(
      `update google_login set used_at = ? where state_hash = ? and used_at is null and created_at >= ?${user ? ' and business_id = ? and user_id = ?' : ''} returning business_id, user_id`,
      [now, hash(state), since, ...(user ? [user.businessId, user.id] : [])],
    );
    return row ? { businessId: String(row.business_id), userId: String(row.user_id) } : null;
  }

  /** Google's answer to the consent page: one location is connected at once; several are offered in Settings. */
  async callback(
    input: { code?: string; state?: string; error?: string },
    user: { id: string; businessId: string } | null,
  ): Promise<LoginOutcome> {
    if (!input.state) return { kind: 'failed', message: 'Google did not say which sign-in this was. Connect again from Settings.' };
    const claimed = await this.#claim(input.state, user);
    if (!claimed)
      return {
        kind: 'failed',
        message: 'This Google sign-in has expired, was already used, or was not started here. Connect again from Settings.',
      };
    if (input.error || !input.code) return { kind: 'failed', message: 'Google sign-in was cancelled, so nothing was connected.' };
    const { businessId, userId } = claimed;
    try {
      const tokens = await this.#d.api.exchange(input.code);
      const locations = await this.#d.api.session({ accessToken: tokens.accessToken }).locations();
      if (locations.length === 0) {
        await this.#d.api.revoke(tokens.refreshToken).catch(() => undefined);
        return {
          kind: 'failed',
          message:
            'This Google account manages no Business Profile location. Sign in with the account that manages your business on Google.',
        };
      }
      const now = this.#d.clock.now();
      await this.#d.db.em.execute(
        `insert into google_connection (business_id, connected_by, refresh_token_sealed, connected_at) values (?, ?, ?, ?)
         on conflict (business_id) do update set connected_by = excluded.connected_by, refresh_token_sealed = excluded.refresh_token_sealed, connected_at = excluded.connected_at,
           locations_sealed = null, error = null, error_reconnect = false, error_at = null, backoff_until = null`,
        [businessId, userId, this.#d.box.seal(tokens.refreshToken), now],
        'run',
      );
      if (locations.length === 1) return { kind: 'connected', title: await this.#setLocation(businessId, locations[0]!) };
      await this.#d.db.em.execute(
        'update google_connection set locations_sealed = ?, location_name = null, location_title = null, place_id = null, account_name = null where business_id = ?',
        [this.#d.box.seal(JSON.stringify(locations)), businessId],
        'run',
      );
      return { kind: 'choose', count: locations.length };
    } catch (error) {
      this.#d.logger.warn({ businessId, err: (error as Error).message }, 'Google connection failed');
      const said = error instanceof GoogleError && error.kind === 'refused' ? ` ${error.message}` : '';
      return { kind: 'failed', message: `Google did not let Korero connect your Business Profile just now.${said} Please try again.` };
    }
  }

  /** The owner's pick among the locations the sign-in offered. */
  async chooseLocation(businessId: string, name: string): Promise<GoogleLocation> {
    const row = await this.#row(businessId);
    const offered = row ? this.#locations(row) : [];
    const location = offered.find((l) => l.name === name);
    if (!location)
      throw conflict(
        offered.length
          ? 'That location was not among those Google offered. Choose one from the list.'
          : 'There are no locations to choose from: connect Google again from Settings.',
      );
    await this.#setLocation(businessId, location);
    return { name: location.name, title: location.title, placeId: location.placeId };
  }

  async #setLocation(businessId: string, location: ApiLocation): Promise<string> {
    const before = await this.#row(businessId);
    if (before?.location_name && before.location_name !== location.name) await forgetReviews(this.#d.db, businessId);
    await this.#d.db.em.execute(
      `update google_connection set account_name = ?, location_name = ?, location_title = ?, place_id = ?, locations_sealed = null,
         total_reviews = case when location_name = ? then total_reviews else 0 end, average_rating = case when location_name = ? then average_rating else null end,
         next_sync_at = ? where business_id = ?`,
      [location.account, location.name, location.title, location.placeId, location.name, location.name, this.#d.clock.now(), businessId],
      'run',
    );
    // Its Place ID fills the profile's when the owner has not given one.
    if (location.placeId && PLACE_ID_FORMAT.test(location.placeId)) {
      const profile = await this.#d.business.profile(businessId);
      if (!profile?.googlePlaceId?.trim()) await this.#d.business.setPlaceId(businessId, location.placeId);
    }
    await this.#d.jobs.enqueue(this.#d.syncJob, { businessId }, { key: `google.sync:${businessId}` });
    this.#d.logger.info({ businessId, location: location.name }, 'Google location connected');
    return location.title;
  }

  /** The owner's grant and the location, to call Google with; throws 409 when there is none. */
  async held(businessId: string): Promise<Held> {
    const row = await this.#row(businessId);
    if (!row?.location_name) throw conflict(NOT_CONNECTED);
    if (row.error_reconnect) throw conflict(String(row.error));
    return {
      account: String(row.account_name),
      location: String(row.location_name),
      session: this.#d.api.session(this.#d.box.open(String(row.refresh_token_sealed))),
    };
  }

  /** Keeps what Google said, so the owner sees it; a revoked grant asks them to reconnect. */
  async recordError(businessId: string, error: GoogleError): Promise<void> {
    await this.#d.db.em.execute(
      'update google_connection set error = ?, error_reconnect = ?, error_at = ? where business_id = ?',
      [error.message.slice(0, 500), error.kind === 'reconnect', this.#d.clock.now(), businessId],
      'run',
    );
  }

  /**
   * Revokes the grant at Google when it can, then forgets the connection, the synced reviews and their matches. Not
   * kept: without the grant Korero can no longer keep them true (edits, replies, removals), they are reviewers' words
   * held only to serve the connection, and connecting again brings back every review Google still shows.
   */
  async disconnect(businessId: string): Promise<void> {
    const row = await this.#row(businessId);
    if (row) {
      try {
        await this.#d.api.revoke(this.#d.box.open(String(row.refresh_token_sealed)));
      } catch (error) {
        this.#d.logger.warn({ businessId, err: (error as Error).message }, 'could not revoke the Google grant; forgetting it anyway');
      }
    }
    await this.#d.db.transaction(async (em) => {
      await em.execute('delete from google_connection where business_id = ?', [businessId], 'run');
      await forgetReviews(this.#d.db, businessId);
    });
  }

  async setNotify(businessId: string, change: { lowRatings?: boolean; dailyDigest?: boolean }): Promise<void> {
    const row = await this.#row(businessId);
    if (!row) throw conflict(NOT_CONNECTED);
    await this.#d.db.em.execute(
      'update google_connection set notify_low_ratings = ?, notify_daily_digest = ? where business_id = ?',
      [change.lowRatings ?? Boolean(row.notify_low_ratings), change.dailyDigest ?? Boolean(row.notify_daily_digest), businessId],
      'run',
    );
  }
}
