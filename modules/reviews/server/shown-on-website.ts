import type { Database } from '@korero/core/sdk';
import type { ReviewsShowcase, ShownSubmission } from '../contract/index.ts';

/**
 * The reviews their customers agreed may appear on the business's website (issue 37), for the showcase module. Read
 * from the partial index of shown submissions; a deleted submission is gone from the table, so it is never shown.
 * Only reviews for Google: private feedback is never public, whatever its flag says (issue 44; the service never sets
 * it for one, and Migration20261230100000ReviewsPrivateNeverShown cleared the ones stored before).
 */
export function shownOnWebsite(db: Database): ReviewsShowcase {
  return {
    async shown(businessId, limit): Promise<ShownSubmission[]> {
      const rows = await db.em.execute<
        Array<{ id: string; customer_name: string; star_rating: number; text: string; created_at: Date | string }>
      >(
        `select s.id, s.customer_name, s.star_rating, r.reviewer_approved_text as text, s.created_at
           from reviews_submission s join reviews_review r on r.submission_id = s.id
          where s.business_id = ? and s.show_on_website and s.destination = 'google'
          order by s.created_at desc, s.id desc
          limit ?`,
        [businessId, Math.max(0, Math.floor(limit))],
      );
      return rows.map((r) => ({
        submissionId: String(r.id),
        customerName: r.customer_name,
        starRating: Number(r.star_rating),
        text: r.text,
        createdAt: new Date(r.created_at),
      }));
    },
    async shownSummary(businessId) {
      const [row] = await db.em.execute<Array<{ n: string | number; average: string | number | null }>>(
        `select count(*) as n, avg(s.star_rating) as average
           from reviews_submission s join reviews_review r on r.submission_id = s.id
          where s.business_id = ? and s.show_on_website and s.destination = 'google'`,
        [businessId],
      );
      const count = Number(row?.n ?? 0);
      return { count, averageRating: count > 0 && row?.average != null ? Number(row.average) : null };
    },
  };
}
