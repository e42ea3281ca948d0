import { type ClockPort, type Database, defineJob, type JobsPort, type MessagingPort, nzDate, nzDay, nzHour } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { ReviewsSubmissions } from '@korero/module-reviews/contract';
import { type ComposedEmail, digestEmail, lowRatingsEmail, type MatchedSubmission, removedEmail, type ReviewRow } from './emails.ts';

export type { ReviewRow } from './emails.ts';

interface Logger {
  warn(details: object, message: string): void;
}

export interface NotifyDeps {
  db: Database;
  messaging: MessagingPort;
  business: BusinessDirectory;
  clock: ClockPort;
  /** PUBLIC_URL, for the links in the emails. */
  publicUrl: string;
  /** Names the submission a removed review was matched to; without it, only the submission's id. */
  submissions?: ReviewsSubmissions | null;
  logger?: Logger;
}

/** What one sync changed: the reviews it saw for the first time and those Google stopped showing. */
interface SyncChange {
  added: ReviewRow[];
  removed: ReviewRow[];
  /** The first sync after connecting: what it adds is the location's history, not news. */
  firstSync: boolean;
}

/** Reviews of this many stars or fewer are emailed as they arrive. */
const LOW_RATING_MAX = 3;
/** The hour (New Zealand time) from which the day's digest goes out. */
const DIGEST_HOUR = 8;
/** How often the digest job looks for businesses whose digest is due (once per interval across processes). */
const DIGEST_EVERY_SECONDS = 15 * 60;
/** A digest lists reviews first seen since the last one, but never more than a week back (switched off, then on). */
const DIGEST_LOOKBACK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

const googleDigest = defineJob<null>('google.digest');

export const COLUMNS = 'id, reviewer, star_rating, comment, created_at, removed_at, first_seen_at, last_seen_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids as a PostgreSQL array literal for `= any(?::uuid[])` (a driver binds a JS array of one as a plain string). */
const uuidArray = (ids: string[]) => `{${ids.filter((id) => UUID.test(id)).join(',')}}`;
const at = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export function toRow(r: Record<string, unknown>): ReviewRow {
  return {
    id: String(r.id),
    reviewer: String(r.reviewer),
    starRating: Number(r.star_rating),
    comment: (r.comment as string | null) ?? null,
    createdAt: at(r.created_at),
    removedAt: r.removed_at == null ? null : at(r.removed_at),
    firstSeenAt: at(r.first_seen_at),
    lastSeenAt: at(r.last_seen_at),
  };
}

/** Newest first, as the Reviews screen lists them. */
const newestFirst = (a: ReviewRow, b: ReviewRow) => b.createdAt.getTime() - a.createdAt.getTime();

export async function ownerOf(deps: NotifyDeps, businessId: string): Promise<{ to: string; businessName: string } | null> {
  const to = await deps.business.contactEmail(businessId);
  if (!to) {
    deps.logger?.warn({ businessId }, 'No email address for the business; Google review email not sent');
    return null;
  }
  const businessName = (await deps.business.profile(businessId))?.businessName?.trim() || 'Your business';
  return { to, businessName };
}

export async function send(deps: NotifyDeps, businessId: string, to: string, purpose: string, email: ComposedEmail): Promise<void> {
  await deps.messaging.send({ channel: 'email', to, ...email, businessId, purpose });
}

/**
 * After a sync: one email listing the new reviews of 3★ or less (when the owner has those alerts on, the default),
 * and one naming the reviews Google stopped showing. Each review is claimed (`notified_at`, `removal_notified_at`)
 * by a guarded update in the same transaction as the email is put in the outbox, so a review is never emailed twice,
 * however often this runs. The first sync's reviews are marked notified without an email: they are the location's
 * history (months or years of it), which the owner sees on the Reviews screen right after connecting, not news; and
 * being marked, they never reach a later digest either.
 */
export function notifyAfterSync(deps: NotifyDeps) {
  return async (businessId: string, change: SyncChange): Promise<void> => {
    const now = deps.clock.now();
    if (change.firstSync) {
      await deps.db.em.execute(
        'update google_review set notified_at = ? where business_id = ? and notified_at is null',
        [now, businessId],
        'run',
      );
      return;
    }
    const [connection] = await deps.db.em.execute<Array<{ notify_low_ratings: boolean }>>(
      'select notify_low_ratings from google_connection where business_id = ?',
      [businessId],
    );
    if (!connection) return;
    const low = change.added.filter((r) => r.starRating <= LOW_RATING_MAX).map((r) => r.id);
    const removed = change.removed.map((r) => r.id);
    const lowWanted = Boolean(connection.notify_low_ratings) && low.length > 0;
    if (!lowWanted && removed.length === 0) return;
    const owner = await ownerOf(deps, businessId);
    if (!owner) return;

    if (lowWanted)
      await deps.db.transaction(async (em) => {
        const claimed = await em.execute<Array<Record<string, unknown>>>(
          `update google_review set notified_at = ?
            where business_id = ? and id = any(?::uuid[]) and notified_at is null and removed_at is null and star_rating <= ?
            returning ${COLUMNS}`,
          [now, businessId, uuidArray(low), LOW_RATING_MAX],
        );
        if (claimed.length === 0) return;
        const rows = claimed.map(toRow).sort(newestFirst);
        await send(deps, businessId, owner.to, 'google-low-rating', await lowRatingsEmail(owner.businessName, deps.publicUrl, rows));
      });

    if (removed.length)
      await deps.db.transaction(async (em) => {
        const claimed = await em.execute<Array<Record<string, unknown>>>(
          `update google_review set removal_notified_at = ?
            where business_id = ? and id = any(?::uuid[]) and removed_at is not null and removal_notified_at is null
            returning ${COLUMNS}`,
          [now, businessId, uuidArray(removed)],
        );
        if (claimed.length === 0) return;
        const rows = claimed.map(toRow).sort(newestFirst);
        const matches = await matchedSubmissions(
          deps,
          businessId,
          rows.map((r) => r.id),
        );
        await send(deps, businessId, owner.to, 'google-removed', await removedEmail(owner.businessName, deps.publicUrl, rows, matches));
      });
  };
}

/** The Korero submission each review was matched to, named when the reviews module can say whose it was. */
async function matchedSubmissions(deps: NotifyDeps, businessId: string, reviewIds: string[]): Promise<Map<string, MatchedSubmission>> {
  const found = await deps.db.em.execute<Array<{ google_review_id: string; submission_id: string }>>(
    'select google_review_id, submission_id from google_match where business_id = ? and google_review_id = any(?::uuid[])',
    [businessId, uuidArray(reviewIds)],
  );
  const matches = new Map<string, MatchedSubmission>();
  for (const m of found) {
    const submission = deps.submissions ? await deps.submissions.one(businessId, String(m.submission_id)).catch(() => null) : null;
    matches.set(String(m.google_review_id), {
      id: String(m.submission_id),
      customerName: submission?.customerName ?? null,
      submittedAt: submission ? new Date(submission.timestamp) : null,
    });
  }
  return matches;
}

/**
 * Sends each due daily digest: from 8:00 New Zealand time, once a day, to each business that switched the digest on,
 * listing its new Google reviews of 4★ and more first seen since the last digest (none when there are none). The day
 * is claimed with a guarded update of `last_digest_at` (the row locked, the condition read again), in the same
 * transaction as the reviews are marked and the email is queued: two Korero processes never send one day's digest
 * twice. Returns how many digests were emailed.
 */
export async function sendDigests(deps: NotifyDeps): Promise<number> {
  const now = deps.clock.now();
  if (nzHour(now) < DIGEST_HOUR) return 0;
  const today = nzDay(nzDate(now)).start;
  const due = await deps.db.em.execute<Array<{ business_id: string }>>(
    `select business_id from google_connection
      where notify_daily_digest and (last_digest_at is null or last_digest_at < ?) order by business_id`,
    [today],
  );
  let sent = 0;
  for (const { business_id } of due) {
    const businessId = String(business_id);
    const owner = await ownerOf(deps, businessId);
    const emailed = await deps.db.transaction(async (em) => {
      const [claim] = await em.execute<Array<{ last_digest_at: unknown }>>(
        `select last_digest_at from google_connection
          where business_id = ? and notify_daily_digest and (last_digest_at is null or last_digest_at < ?) for update`,
        [businessId, today],
      );
      if (!claim) return false; // another process sent today's
      await em.execute('update google_connection set last_digest_at = ? where business_id = ?', [now, businessId], 'run');
      const last = claim.last_digest_at == null ? null : at(claim.last_digest_at);
      const since =
        last && now.getTime() - last.getTime() <= DIGEST_LOOKBACK_MS
          ? last
          : new Date(now.getTime() - (last ? DIGEST_LOOKBACK_MS : DAY_MS));
      if (!owner) return false;
      const claimed = await em.execute<Array<Record<string, unknown>>>(
        `update google_review set notified_at = ?
          where business_id = ? and notified_at is null and removed_at is null and star_rating > ? and first_seen_at > ?
          returning ${COLUMNS}`,
        [now, businessId, LOW_RATING_MAX, since],
      );
      if (claimed.length === 0) return false;
      const rows = claimed.map(toRow).sort(newestFirst);
      await send(deps, businessId, owner.to, 'google-digest', await digestEmail(owner.businessName, deps.publicUrl, rows, now));
      return true;
    });
    if (emailed) sent += 1;
  }
  return sent;
}

/** Defines the digest job and its schedule: it runs every 15 minutes, once across processes, and sends what is due. */
export function registerDigest(jobs: JobsPort, deps: NotifyDeps): void {
  jobs.define(
    googleDigest,
    async () => {
      await sendDigests(deps);
    },
    { maxAttempts: 1 },
  );
  jobs.every(googleDigest, { everySeconds: DIGEST_EVERY_SECONDS, payload: null, firstAfterSeconds: 300 });
}
