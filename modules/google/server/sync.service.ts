import { createHash, randomUUID } from 'node:crypto';
import type { ClockPort, Database, JobRef, JobsPort } from '@korero/core/sdk';
import { conflict, HttpError } from '@korero/core/sdk';
import type { ApiReview } from './google-api.ts';
import { GoogleError, httpErrorOf } from './google-error.ts';
import { NOT_CONNECTED, type ConnectionService } from './connection.service.ts';
import { reviewRowOf, type GoogleReviewRow } from './review-rows.ts';

export const SYNC_EVERY_MS = 30 * 60 * 1000;
/** How long one sync may hold its business before another process may take over (a sync that died). */
const LEASE_MS = 10 * 60 * 1000;
/** After Google could not answer: try again this much later. */
const RETRY_MS = 5 * 60 * 1000;
/** After a 429 without Retry-After. */
const BACKOFF_MS = 2 * 60 * 1000;
/** The owner's Refresh, at most this often. */
const REFRESH_MS = 60 * 1000;

type Row = Record<string, unknown>;

export interface SyncChange {
  added: GoogleReviewRow[];
  removed: GoogleReviewRow[];
  /** The location's first complete sync since it was connected: what it added is history, not news. */
  firstSync: boolean;
}
export type SyncHook = (businessId: string, change: SyncChange) => Promise<void>;

export type SyncOutcome =
  | { kind: 'synced'; total: number; added: number; removed: number; returned: number }
  | { kind: 'busy' }
  | { kind: 'not-connected' }
  | { kind: 'backing-off'; until: Date }
  | { kind: 'failed'; error: GoogleError };

export interface SyncDeps {
  db: Database;
  clock: ClockPort;
  connections: ConnectionService;
  jobs: JobsPort;
  syncJob: JobRef<{ businessId: string }>;
  logger: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** Where in each half hour a business's sync falls, so that businesses spread over it instead of all syncing at once. */
function phaseOf(businessId: string): number {
  return Number.parseInt(createHash('sha256').update(businessId).digest('hex').slice(0, 8), 16) % SYNC_EVERY_MS;
}

/** The business's next slot: its own phase in the half hour, 20 to 50 minutes from now (30 once it is in step). */
export function nextSyncAt(businessId: string, now: Date): Date {
  const phase = phaseOf(businessId);
  const earliest = now.getTime() + 20 * 60 * 1000;
  return new Date(Math.ceil((earliest - phase) / SYNC_EVERY_MS) * SYNC_EVERY_MS + phase);
}

const COLUMNS =
  'id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, reply_comment, reply_updated_at, reply_state, reply_policy_violation, first_seen_at, last_seen_at';

/**
 * Reads the connected location's reviews from Google, every page, into google_review: new ones added, edits applied,
 * the reply kept as Google shows it, with Google's moderation of it (pending, published, or rejected and why). A
 * complete sync marks the reviews it no longer found as removed (keeping when they were last seen; one that comes back
 * is unmarked); a sync that fails part-way keeps what it read and removes nothing.
 * One sync per business at a time, across processes (a lease on the connection's row).
 */
export class SyncService {
  readonly #d: SyncDeps;
  readonly #hooks: SyncHook[] = [];

  constructor(deps: SyncDeps) {
    this.#d = deps;
  }

  /** Runs after every complete sync that added or removed reviews (matching, notifications). */
  onSynced(hook: SyncHook): void {
    this.#hooks.push(hook);
  }

  /** The scheduler's tick: queues a sync for each business whose turn has come (one job per business at most). */
  async enqueueDue(limit = 200): Promise<number> {
    const now = this.#d.clock.now();
    const due = await this.#d.db.em.execute<Row[]>(
      `select business_id from google_connection
        where location_name is not null and error_reconnect = false and (next_sync_at is null or next_sync_at <= ?) and (backoff_until is null or backoff_until <= ?)
        order by next_sync_at nulls first limit ?`,
      [now, now, limit],
    );
    for (const { business_id } of due) {
      const businessId = String(business_id);
      await this.#d.db.em.execute(
        'update google_connection set next_sync_at = ? where business_id = ?',
        [nextSyncAt(businessId, now), businessId],
        'run',
      );
      await this.#d.jobs.enqueue(this.#d.syncJob, { businessId }, { key: `google.sync:${businessId}` });
    }
    return due.length;
  }

  /** The owner's Refresh: a sync now, at most once a minute per business; answers with what happened. */
  async refresh(businessId: string): Promise<{ success: boolean; message: string }> {
    const now = this.#d.clock.now();
    const [c] = await this.#d.db.em.execute<Row[]>(
      'select location_name, refresh_requested_at from google_connection where business_id = ?',
      [businessId],
    );
    if (!c?.location_name) throw conflict(NOT_CONNECTED);
    const [taken] = await this.#d.db.em.execute<Row[]>(
      'update google_connection set refresh_requested_at = ? where business_id = ? and (refresh_requested_at is null or refresh_requested_at <= ?) returning business_id',
      [now, businessId, new Date(now.getTime() - REFRESH_MS)],
    );
    if (!taken) {
      const wait = Math.max(1, Math.ceil((new Date(c.refresh_requested_at as string).getTime() + REFRESH_MS - now.getTime()) / 1000));
      throw new HttpError(429, `Google reviews can be refreshed once a minute: try again in ${wait} seconds.`);
    }
    const outcome = await this.sync(businessId);
    switch (outcome.kind) {
      case 'synced': {
        const news = [
          outcome.added ? `${outcome.added} new` : '',
          outcome.removed ? `${outcome.removed} no longer on Google` : '',
          outcome.returned ? `${outcome.returned} back on Google` : '',
        ].filter(Boolean);
        return {
          success: true,
          message: `Up to date: ${outcome.total} ${outcome.total === 1 ? 'review' : 'reviews'} on Google${news.length ? ` (${news.join(', ')})` : ''}.`,
        };
      }
      case 'busy':
        return { success: true, message: 'A sync is already running: the reviews will be up to date in a moment.' };
      case 'not-connected':
        throw conflict(NOT_CONNECTED);
      case 'backing-off': {
        const time = outcome.until.toLocaleTimeString('en-NZ', { timeZone: 'Pacific/Auckland', hour: 'numeric', minute: '2-digit' });
        throw new HttpError(429, `Google asked Korero to slow down: the reviews will sync again after ${time}.`);
      }
      case 'failed':
        throw httpErrorOf(outcome.error);
    }
  }

  async #lease(businessId: string): Promise<Row | null> {
    const now = this.#d.clock.now();
    const [row] = await this.#d.db.em.execute<Row[]>(
      `update google_connection set sync_lease_until = ? where business_id = ? and location_name is not null and (sync_lease_until is null or sync_lease_until < ?) returning backoff_until, error_reconnect`,
      [new Date(now.getTime() + LEASE_MS), businessId, now],
    );
    return row ?? null;
  }

  async sync(businessId: string): Promise<SyncOutcome> {
    const { db, clock } = this.#d;
    const [exists] = await db.em.execute<Row[]>('select location_name, last_sync_at from google_connection where business_id = ?', [
      businessId,
    ]);
    if (!exists?.location_name) return { kind: 'not-connected' };
    const lease = await this.#lease(businessId);
    if (!lease) return { kind: 'busy' };
    const started = clock.now();
    try {
      if (lease.backoff_until && new Date(lease.backoff_until as string) > started)
        return { kind: 'backing-off', until: new Date(lease.backoff_until as string) };
      return await this.#run(businessId, started, !exists.last_sync_at);
    } finally {
      await db.em.execute('update google_connection set sync_lease_until = null where business_id = ?', [businessId], 'run');
    }
  }

  async #run(businessId: string, started: Date, firstSync: boolean): Promise<SyncOutcome> {
    const { db, clock } = this.#d;
    const seen = new Set<string>();
    const added: GoogleReviewRow[] = [];
    let returned = 0;
    let summary = { averageRating: null as number | null, totalReviewCount: 0 };
    try {
      const held = await this.#d.connections.held(businessId);
      let pageToken: string | null = null;
      do {
        const page = await held.session.reviews(held.account, held.location, pageToken);
        if (!pageToken) summary = { averageRating: page.averageRating, totalReviewCount: page.totalReviewCount };
        const fresh = page.reviews.filter((r) => !seen.has(r.name));
        for (const r of fresh) seen.add(r.name);
        const written = await this.#upsert(businessId, fresh, clock.now());
        added.push(...written.added);
        returned += written.returned;
        pageToken = page.nextPageToken;
      } while (pageToken);
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error;
      await this.#failed(businessId, error);
      this.#d.logger.warn({ businessId, kind: error.kind, status: error.status }, 'Google reviews sync stopped part-way');
      return { kind: 'failed', error };
    }
    const removed = await this.#markRemoved(businessId, seen, clock.now());
    const now = clock.now();
    await db.em.execute(
      `update google_connection set average_rating = ?, total_reviews = ?, last_sync_at = ?, next_sync_at = ?, error = null, error_reconnect = false, error_at = null, backoff_until = null where business_id = ?`,
      [summary.averageRating, summary.totalReviewCount, now, nextSyncAt(businessId, started), businessId],
      'run',
    );
    if (added.length || removed.length) {
      for (const hook of this.#hooks) {
        try {
          await hook(businessId, { added, removed, firstSync });
        } catch (error) {
          this.#d.logger.warn({ businessId, err: (error as Error).message }, 'a Google sync hook failed');
        }
      }
    }
    return { kind: 'synced', total: seen.size, added: added.length, removed: removed.length, returned };
  }

  /** One page into google_review: new rows added, known ones updated (and unmarked if they had been removed). */
  async #upsert(businessId: string, reviews: ApiReview[], now: Date): Promise<{ added: GoogleReviewRow[]; returned: number }> {
    if (reviews.length === 0) return { added: [], returned: 0 };
    const values = reviews.flatMap((r) => [
      randomUUID(),
      businessId,
      r.name,
      r.reviewer,
      r.starRating,
      r.comment,
      r.createdAt,
      r.updatedAt,
      r.reply?.comment ?? null,
      r.reply?.updatedAt ?? null,
      r.reply?.state ?? null,
      r.reply?.violation ?? null,
      now,
      now,
    ]);
    const rows = await this.#d.db.em.execute<Row[]>(
      `insert into google_review (${COLUMNS}) values ${reviews.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (business_id, google_name) do update set reviewer = excluded.reviewer, star_rating = excluded.star_rating, comment = excluded.comment,
         created_at = excluded.created_at, updated_at = excluded.updated_at, reply_comment = excluded.reply_comment, reply_updated_at = excluded.reply_updated_at,
         reply_state = excluded.reply_state, reply_policy_violation = excluded.reply_policy_violation,
         replied_by = case when google_review.reply_comment is not distinct from excluded.reply_comment then google_review.replied_by end,
         last_seen_at = excluded.last_seen_at, removed_at = null
       returning *, (xmax = 0) as inserted, (select removed_at from google_review o where o.id = google_review.id) as was_removed`,
      values,
    );
    return {
      added: rows.filter((r) => r.inserted === true || r.inserted === 't').map(reviewRowOf),
      returned: rows.filter((r) => r.was_removed !== null && r.was_removed !== undefined).length,
    };
  }

  /** After a complete sync: what Google no longer shows is marked removed now (last_seen_at stays the last sighting). */
  async #markRemoved(businessId: string, seen: Set<string>, now: Date): Promise<GoogleReviewRow[]> {
    const present = await this.#d.db.em.execute<Row[]>(
      'select id, google_name from google_review where business_id = ? and removed_at is null',
      [businessId],
    );
    const gone = present.filter((r) => !seen.has(String(r.google_name))).map((r) => String(r.id));
    const removed: GoogleReviewRow[] = [];
    for (let i = 0; i < gone.length; i += 500) {
      const ids = gone.slice(i, i + 500);
      const rows = await this.#d.db.em.execute<Row[]>(
        `update google_review set removed_at = ? where business_id = ? and id in (${ids.map(() => '?').join(', ')}) returning *`,
        [now, businessId, ...ids],
      );
      removed.push(...rows.map(reviewRowOf));
    }
    return removed;
  }

  /** Keeps what Google said and when to try again: a 429 waits as Google asks, an outage a few minutes. */
  async #failed(businessId: string, error: GoogleError): Promise<void> {
    const now = this.#d.clock.now();
    await this.#d.connections.recordError(businessId, error);
    if (error.kind === 'backoff') {
      const until = new Date(now.getTime() + (error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : BACKOFF_MS));
      await this.#d.db.em.execute(
        'update google_connection set backoff_until = ?, next_sync_at = ? where business_id = ?',
        [until, until, businessId],
        'run',
      );
    } else if (error.kind === 'unavailable') {
      await this.#d.db.em.execute(
        'update google_connection set next_sync_at = ? where business_id = ?',
        [new Date(now.getTime() + RETRY_MS), businessId],
        'run',
      );
    } else {
      await this.#d.db.em.execute(
        'update google_connection set next_sync_at = ? where business_id = ?',
        [nextSyncAt(businessId, now), businessId],
        'run',
      );
    }
  }
}
