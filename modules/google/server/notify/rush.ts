import { type ReviewRow, rushEmail } from './emails.ts';
import { COLUMNS, type NotifyDeps, ownerOf, send, toRow } from './notify.ts';

/** More than three one-star reviews… */
const RUSH_MIN = 4;
/** …within a rolling 24 hours, by when the reviewers posted them. */
const RUSH_WINDOW_MS = 24 * 3_600_000;
/** A rush older than this is not news (a connection from before this alert existed, or Google back-filling). */
const RUSH_LOOKBACK_MS = 7 * 24 * 3_600_000;

/**
 * In one-star reviews oldest first: those after `through` (the newest review of the last rush emailed) that follow
 * it within 24 hours each are that rush still going on, never a new one; after them, the first 4 within 24 hours start
 * a new rush, which goes on while each next review follows within 24 hours. Answers the new rush (or null) and the
 * `through` to keep.
 */
function findRush(reviews: ReviewRow[], through: Date | null): { rush: ReviewRow[] | null; through: Date | null } {
  const after = reviews.filter((r) => !through || r.createdAt > through);
  const gap = (a: ReviewRow, b: ReviewRow) => b.createdAt.getTime() - a.createdAt.getTime();
  let last = through;
  let i = 0;
  while (i < after.length && last && after[i]!.createdAt.getTime() - last.getTime() <= RUSH_WINDOW_MS) last = after[i++]!.createdAt;
  for (let start = i; start + RUSH_MIN - 1 < after.length; start++) {
    if (gap(after[start]!, after[start + RUSH_MIN - 1]!) > RUSH_WINDOW_MS) continue;
    let end = start + RUSH_MIN - 1;
    while (end + 1 < after.length && gap(after[end]!, after[end + 1]!) <= RUSH_WINDOW_MS) end++;
    return { rush: after.slice(start, end + 1), through: after[end]!.createdAt };
  }
  return { rush: null, through: last };
}

/**
 * After a sync: when the location's one-star reviews (those Google still shows, posted in the last week) hold a new
 * rush, the owner is emailed once about it, whatever their other alerts, with what to do. The connection's row is
 * locked and `rush_alerted_through` moved in the same transaction as the email is queued, so two processes syncing
 * never email one rush twice, and a later sync adding to the same rush stays quiet. The first sync's reviews are
 * history: any rush in them is marked told without an email (decision 0047).
 */
export function alertRush(deps: NotifyDeps) {
  return async (businessId: string, change: { firstSync: boolean }): Promise<void> => {
    const now = deps.clock.now();
    await deps.db.transaction(async (em) => {
      const [connection] = await em.execute<Array<{ rush_alerted_through: unknown }>>(
        'select rush_alerted_through from google_connection where business_id = ? for update',
        [businessId],
      );
      if (!connection) return;
      const told = connection.rush_alerted_through == null ? null : new Date(String(connection.rush_alerted_through));
      const rows = await em.execute<Array<Record<string, unknown>>>(
        `select ${COLUMNS} from google_review where business_id = ? and star_rating = 1 and removed_at is null and created_at >= ?
          order by created_at, id`,
        [businessId, new Date(now.getTime() - RUSH_LOOKBACK_MS)],
      );
      const reviews = rows.map(toRow);
      const found = change.firstSync ? { rush: null, through: reviews.at(-1)?.createdAt ?? told } : findRush(reviews, told);
      if (found.through && found.through.getTime() !== told?.getTime())
        await em.execute('update google_connection set rush_alerted_through = ? where business_id = ?', [found.through, businessId], 'run');
      if (!found.rush) return;
      const owner = await ownerOf(deps, businessId);
      if (!owner) return;
      const newestFirst = [...found.rush].reverse();
      await send(deps, businessId, owner.to, 'google-rush', await rushEmail(owner.businessName, deps.publicUrl, newestFirst));
    });
  };
}
