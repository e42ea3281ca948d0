import type { Database } from '@korero/core/sdk';
import type { GoogleReviewLookup, GoogleShowcase, GoogleShownReview } from '../contract/index.ts';

type Raw = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the showcase widget may show of the connected location (issue 37): the reviews Google still shows (not those a
 * sync found removed), newest first, the reviewer's name as Google gives it, and the location's own rating and count.
 */
export function googleShowcaseOf(db: Database): GoogleShowcase {
  return {
    async recent(businessId, limit) {
      const [connection] = await db.em.execute<Raw[]>(
        'select average_rating, total_reviews, place_id from google_connection where business_id = ? and location_name is not null',
        [businessId],
      );
      if (!connection) return null;
      // Over the (business, created desc) index; the match, if any, by its submission's review. A reply Google rejected
      // is not on Google, so the widget shows none either.
      const rows = await db.em.execute<Raw[]>(
        `select r.id, r.reviewer, r.star_rating, r.comment, r.created_at, r.reply_comment, m.submission_id
           from (select id, reviewer, star_rating, comment, created_at,
                        case when reply_state is distinct from 'rejected' then reply_comment end as reply_comment
                   from google_review
                  where business_id = ? and removed_at is null and star_rating between 1 and 5
                  order by created_at desc, id desc limit ?) r
           left join google_match m on m.google_review_id = r.id
          order by r.created_at desc, r.id desc`,
        [businessId, limit],
      );
      const reviews: GoogleShownReview[] = rows.map((r) => ({
        id: String(r.id),
        reviewer: String(r.reviewer),
        starRating: Number(r.star_rating),
        comment: (r.comment as string | null) ?? '',
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
        submissionId: (r.submission_id as string | null) ?? null,
        reply: (r.reply_comment as string | null)?.trim() || null,
      }));
      return {
        averageRating: connection.average_rating === null ? null : Number(connection.average_rating),
        totalReviews: Number(connection.total_reviews),
        placeId: (connection.place_id as string | null) ?? null,
        reviews,
      };
    },
    async has(businessId, id) {
      if (!UUID.test(id)) return false;
      const rows = await db.em.execute<Raw[]>('select 1 from google_review where business_id = ? and id = ?', [businessId, id]);
      return rows.length > 0;
    },
  };
}

/** One synced review of the business by its id (see GoogleReviewLookup). */
export function googleReviewLookupOf(db: Database): GoogleReviewLookup {
  return {
    async one(businessId, id) {
      if (!UUID.test(id)) return null;
      const [r] = await db.em.execute<Raw[]>(
        'select id, reviewer, star_rating, comment, created_at from google_review where business_id = ? and id = ?',
        [businessId, id],
      );
      if (!r) return null;
      return {
        id: String(r.id),
        reviewer: String(r.reviewer),
        starRating: Number(r.star_rating),
        comment: (r.comment as string | null) ?? '',
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
      };
    },
  };
}
