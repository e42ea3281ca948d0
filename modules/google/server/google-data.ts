import type { Database } from '@korero/core/sdk';

/** The business's synced reviews and their matches to submissions (disconnecting, another location, account deletion). */
export async function forgetReviews(db: Database, businessId: string): Promise<void> {
  await db.transaction(async (em) => {
    await em.execute('delete from google_match where business_id = ?', [businessId], 'run');
    await em.execute('delete from google_review where business_id = ?', [businessId], 'run');
  });
}

/** Everything of the business's in this module's tables, once the grant is revoked at Google (when it could be). */
export async function deleteBusinessData(db: Database, businessId: string): Promise<void> {
  await db.transaction(async (em) => {
    await forgetReviews(db, businessId);
    await em.execute('delete from google_connection where business_id = ?', [businessId], 'run');
    await em.execute('delete from google_login where business_id = ?', [businessId], 'run');
  });
}

type Row = Record<string, unknown>;

/** The business's section of the account export: the connection (never its token), the reviews, replies and matches. */
export async function exportBusinessData(db: Database, businessId: string) {
  const [c] = await db.em.execute<Row[]>(
    `select location_name, location_title, place_id, average_rating, total_reviews, connected_at, last_sync_at, error, notify_low_ratings, notify_daily_digest
       from google_connection where business_id = ?`,
    [businessId],
  );
  const reviews = await db.em.execute<Row[]>(
    `select id, google_name, reviewer, star_rating, comment, created_at, updated_at, reply_comment, reply_updated_at, replied_by, reply_state, reply_policy_violation, first_seen_at, last_seen_at, removed_at
       from google_review where business_id = ? order by created_at, id`,
    [businessId],
  );
  const matches = await db.em.execute<Row[]>(
    'select submission_id, google_review_id, score, matched_at from google_match where business_id = ? order by matched_at',
    [businessId],
  );
  return {
    connection: c
      ? {
          location: c.location_name ? { name: c.location_name, title: c.location_title, placeId: c.place_id } : null,
          averageRating: c.average_rating,
          totalReviews: c.total_reviews,
          connectedAt: c.connected_at,
          lastSyncAt: c.last_sync_at,
          error: c.error,
          notify: { lowRatings: c.notify_low_ratings, dailyDigest: c.notify_daily_digest },
        }
      : null,
    reviews: reviews.map((r) => ({
      id: r.id,
      googleName: r.google_name,
      reviewer: r.reviewer,
      starRating: r.star_rating,
      comment: r.comment,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      reply: r.reply_comment
        ? {
            comment: r.reply_comment,
            updatedAt: r.reply_updated_at,
            repliedBy: r.replied_by ?? null,
            googleState: r.reply_state ?? null,
            policyViolation: r.reply_policy_violation ?? null,
          }
        : null,
      firstSeenAt: r.first_seen_at,
      lastSeenAt: r.last_seen_at,
      removedAt: r.removed_at,
    })),
    matches: matches.map((m) => ({
      submissionId: m.submission_id,
      googleReviewId: m.google_review_id,
      score: m.score,
      matchedAt: m.matched_at,
    })),
  };
}
