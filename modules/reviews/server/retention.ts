import { applyRetention, DAY_MS, type ClockPort, type Database, type RetentionBounds } from '@korero/core/sdk';

/**
 * An invitation's last AI draft is kept 30 days (decision 0032): a submission copies it into its review record, and a
 * customer who comes back later gets a fresh draft (or their approved words stand in for it).
 */
export const KEEP_DRAFT_DAYS = 30;

export async function applyReviewsRetention(db: Database, clock: ClockPort, bounds?: RetentionBounds): Promise<number> {
  return applyRetention(
    db,
    {
      table: 'reviews_draft',
      key: 'invite_id',
      where: 'created_at < ?',
      params: [new Date(clock.now().getTime() - KEEP_DRAFT_DAYS * DAY_MS)],
      orderBy: 'created_at',
    },
    bounds,
  );
}
