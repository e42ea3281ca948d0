import type { Database } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import {
  feedbackItems,
  type FeedbackItem,
  type ReviewsStats,
  type Span,
  type SubmissionFigures,
  type SubmissionLine,
} from '../contract/index.ts';

type Row = Record<string, string | number | boolean | Date | null | string[]>;
const n = (v: unknown) => Number(v ?? 0);
const rating = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);
/** Words in the approved review: runs of non-space characters. */
const WORDS = `coalesce(array_length(regexp_split_to_array(btrim(r.reviewer_approved_text), '\\s+'), 1), 0)`;

/**
 * The analytics module's figures about submissions, as SQL aggregates over one business's submissions in the span:
 * the (business_id, created_at) index bounds every statement, and no row is loaded into memory.
 */
export class SubmissionStats implements ReviewsStats {
  readonly #db: Database;
  readonly #business: BusinessDirectory;

  constructor(db: Database, business: BusinessDirectory) {
    this.#db = db;
    this.#business = business;
  }

  async figures(businessId: string, span: Span, previous: Span): Promise<SubmissionFigures> {
    const em = this.#db.em;
    const range = [businessId, span.from, span.to];
    const inRange = `from reviews_submission s where s.business_id = ? and s.created_at >= ? and s.created_at < ?`;
    const [totals, before, monthly, ticked, destinations, members] = await Promise.all([
      em.execute<Row[]>(
        `select count(*) as total, avg(s.star_rating) as rating,
                count(*) filter (where jsonb_array_length(s.photo_keys) > 0) as photos,
                count(*) filter (where s.used_voice) as voice,
                percentile_cont(0.5) within group (order by ${WORDS}) as median_words
           from reviews_submission s left join reviews_review r on r.submission_id = s.id
          where s.business_id = ? and s.created_at >= ? and s.created_at < ?`,
        range,
      ),
      em.execute<Row[]>(`select count(*) as total, avg(s.star_rating) as rating ${inRange}`, [businessId, previous.from, previous.to]),
      em.execute<Row[]>(
        `select to_char(s.created_at at time zone 'Pacific/Auckland', 'YYYY-MM') as month, count(*) as reviews,
                avg(s.star_rating) as rating
           ${inRange} group by 1 order by 1`,
        range,
      ),
      em.execute<Row[]>(
        `select item as id, count(*) as count
           from (select jsonb_array_elements_text(s.selected_feedback) as item ${inRange}) t group by item`,
        range,
      ),
      em.execute<Row[]>(
        `select case when s.star_rating >= 5 then '5' when s.star_rating = 4 then '4' when s.star_rating = 3 then '3' else '1-2' end as band,
                count(*) filter (where s.destination = 'google') as google,
                count(*) filter (where s.destination = 'private') as private,
                count(*) filter (where s.destination not in ('google', 'private')) as undecided
           ${inRange} group by 1`,
        range,
      ),
      em.execute<Row[]>(
        `select member as name, count(*) as reviews, avg(star_rating) as rating
           from (select s.star_rating, jsonb_array_elements_text(s.team_members) as member ${inRange}) t
          group by member order by count(*) desc, member limit 50`,
        range,
      ),
    ]);
    const t = totals[0] ?? {};
    const p = before[0] ?? {};
    const bands = ['5', '4', '3', '1-2'] as const;
    return {
      total: n(t.total),
      averageRating: rating(t.rating),
      previous: { total: n(p.total), averageRating: rating(p.rating) },
      monthly: monthly.map((m) => ({ month: String(m.month), reviews: n(m.reviews), rating: rating(m.rating) ?? 0 })),
      ticked: ticked.map((row) => ({ id: String(row.id), count: n(row.count) })),
      destinations: bands.map((band) => {
        const row = destinations.find((d) => d.band === band);
        return { band, google: n(row?.google), private: n(row?.private), undecided: n(row?.undecided) };
      }),
      medianWords: t.median_words === null || t.median_words === undefined ? null : Math.round(n(t.median_words)),
      withPhotos: n(t.photos),
      withVoice: n(t.voice),
      byMember: members.map((m) => ({ name: String(m.name), reviews: n(m.reviews), averageRating: rating(m.rating) ?? 0 })),
    };
  }

  async monthly(businessId: string, span: Span): Promise<Array<{ month: string; reviews: number; stars: number }>> {
    const rows = await this.#db.em.execute<Row[]>(
      `select to_char(s.created_at at time zone 'Pacific/Auckland', 'YYYY-MM') as month, count(*) as reviews,
              sum(s.star_rating) as stars
         from reviews_submission s where s.business_id = ? and s.created_at >= ? and s.created_at < ? group by 1 order by 1`,
      [businessId, span.from, span.to],
    );
    return rows.map((m) => ({ month: String(m.month), reviews: n(m.reviews), stars: n(m.stars) }));
  }

  async feedbackItems(businessId: string): Promise<FeedbackItem[]> {
    const profile = await this.#business.profile(businessId);
    return profile ? feedbackItems(profile.criteria) : [];
  }

  async lines(businessId: string, span: Span, after: { createdAt: Date; id: string } | null, limit: number): Promise<SubmissionLine[]> {
    const rows = await this.#db.em.execute<Row[]>(
      `select s.id, s.created_at, s.customer_name, s.job_description, s.star_rating, s.destination, s.team_members,
              s.selected_feedback, jsonb_array_length(s.photo_keys) as photos, s.used_voice, ${WORDS} as words
         from reviews_submission s left join reviews_review r on r.submission_id = s.id
        where s.business_id = ? and s.created_at >= ? and s.created_at < ?
          ${after ? 'and (s.created_at, s.id) > (?, ?)' : ''}
        order by s.created_at, s.id limit ?`,
      [businessId, span.from, span.to, ...(after ? [after.createdAt, after.id] : []), limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      createdAt: new Date(r.created_at as Date),
      customerName: String(r.customer_name),
      jobDescription: (r.job_description as string | null) ?? null,
      starRating: n(r.star_rating),
      destination: String(r.destination),
      teamMembers: (r.team_members as string[]) ?? [],
      ticked: (r.selected_feedback as string[]) ?? [],
      words: n(r.words),
      photos: n(r.photos),
      usedVoice: Boolean(r.used_voice),
    }));
  }
}
