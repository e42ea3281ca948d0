import { DailyRollup, daysSpan, medianOf, nzDate, nzDay, type Database } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import {
  feedbackItems,
  type FeedbackItem,
  type MonthFigures,
  type ProofLine,
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

/** One New Zealand day's submissions, in sums that add up across days (medians come from the word counts' tally). */
interface DayFigures {
  n: number;
  stars: number;
  photos: number;
  voice: number;
  /** Words in the approved review → how many reviews had that many. */
  words: Record<string, number>;
  ticked: Record<string, number>;
  /** Star band → [google, private, undecided]. */
  dest: Record<string, [number, number, number]>;
  /** Team member → [reviews, stars]. */
  members: Record<string, [number, number]>;
}

const emptyDay = (): DayFigures => ({ n: 0, stars: 0, photos: 0, voice: 0, words: {}, ticked: {}, dest: {}, members: {} });

function addDay(into: DayFigures, d: DayFigures): void {
  into.n += d.n;
  into.stars += d.stars;
  into.photos += d.photos;
  into.voice += d.voice;
  for (const [k, v] of Object.entries(d.words)) into.words[k] = (into.words[k] ?? 0) + v;
  for (const [k, v] of Object.entries(d.ticked)) into.ticked[k] = (into.ticked[k] ?? 0) + v;
  for (const [k, [g, p, u]] of Object.entries(d.dest)) {
    const t = (into.dest[k] ??= [0, 0, 0]);
    t[0] += g;
    t[1] += p;
    t[2] += u;
  }
  for (const [k, [c, stars]] of Object.entries(d.members)) {
    const t = (into.members[k] ??= [0, 0]);
    t[0] += c;
    t[1] += stars;
  }
}

const DAY = `(s.created_at at time zone 'Pacific/Auckland')::date`;
const DAY_TEXT = `to_char(s.created_at at time zone 'Pacific/Auckland', 'YYYY-MM-DD')`;
const BAND = `case when s.star_rating >= 5 then '5' when s.star_rating = 4 then '4' when s.star_rating = 3 then '3' else '1-2' end`;

/**
 * The analytics module's figures about submissions: each New Zealand day's sums are kept in reviews_stats_day and
 * recomputed (with SQL aggregates over that day's rows) only when a write has touched the day since, so a year's
 * figures add up 365 small rows.
 */
export class SubmissionStats implements ReviewsStats {
  readonly #db: Database;
  readonly #business: BusinessDirectory;
  readonly #rollup: DailyRollup<DayFigures>;

  constructor(db: Database, business: BusinessDirectory) {
    this.#db = db;
    this.#business = business;
    this.#rollup = new DailyRollup(db, 'reviews_stats_day', (businessId, days) => this.#compute(businessId, days));
  }

  async figures(businessId: string, span: Span, previous: Span): Promise<SubmissionFigures> {
    const [days, before] = await Promise.all([this.#days(businessId, span), this.#totals(businessId, previous)]);
    const sum = emptyDay();
    const months = new Map<string, { reviews: number; stars: number }>();
    for (const [day, d] of days) {
      addDay(sum, d);
      const month = months.get(day.slice(0, 7)) ?? months.set(day.slice(0, 7), { reviews: 0, stars: 0 }).get(day.slice(0, 7))!;
      month.reviews += d.n;
      month.stars += d.stars;
    }
    const bands = ['5', '4', '3', '1-2'] as const;
    return {
      total: sum.n,
      averageRating: sum.n ? rating(sum.stars / sum.n) : null,
      previous: { total: before.n, averageRating: before.n ? rating(before.stars / before.n) : null },
      monthly: [...months]
        .filter(([, m]) => m.reviews > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, m]) => ({ month, reviews: m.reviews, rating: rating(m.stars / m.reviews) ?? 0 })),
      ticked: Object.entries(sum.ticked).map(([id, count]) => ({ id, count })),
      destinations: bands.map((band) => {
        const [google, priv, undecided] = sum.dest[band] ?? [0, 0, 0];
        return { band, google, private: priv, undecided };
      }),
      medianWords: medianOf(sum.words) === null ? null : Math.round(medianOf(sum.words)!),
      withPhotos: sum.photos,
      withVoice: sum.voice,
      byMember: Object.entries(sum.members)
        .sort(([a, x], [b, y]) => y[0] - x[0] || a.localeCompare(b))
        .slice(0, 50)
        .map(([name, [reviews, stars]]) => ({ name, reviews, averageRating: rating(stars / reviews) ?? 0 })),
    };
  }

  /** The span's days from the rollup (the span starts at a New Zealand midnight and ends now). */
  #days(businessId: string, span: Span): Promise<Map<string, DayFigures>> {
    return this.#rollup.days(businessId, nzDate(span.from), nzDate(new Date(span.to.getTime() - 1)));
  }

  /** Submissions and their stars in a span that may end mid-day: whole days from the rollup, the last part live. */
  async #totals(businessId: string, span: Span): Promise<{ n: number; stars: number }> {
    const lastDay = nzDate(new Date(span.to.getTime() - 1));
    const lastDayStart = nzDay(lastDay).start;
    const whole =
      lastDayStart.getTime() > span.from.getTime()
        ? await this.#rollup.days(businessId, nzDate(span.from), nzDate(new Date(lastDayStart.getTime() - 1)))
        : new Map();
    const total = { n: 0, stars: 0 };
    for (const d of whole.values()) {
      total.n += d.n;
      total.stars += d.stars;
    }
    const [part] = await this.#db.em.execute<Row[]>(
      `select count(*) as n, coalesce(sum(star_rating), 0) as stars from reviews_submission
        where business_id = ? and created_at >= ? and created_at < ?`,
      [businessId, new Date(Math.max(lastDayStart.getTime(), span.from.getTime())), span.to],
    );
    return { n: total.n + n(part?.n), stars: total.stars + n(part?.stars) };
  }

  /** Each day's figures, computed from the submissions of those days (the rollup's source). */
  async #compute(businessId: string, days: string[]): Promise<Map<string, DayFigures>> {
    const { from, to } = daysSpan(days);
    const where = `s.business_id = ? and s.created_at >= ? and s.created_at < ? and ${DAY} = any(?::date[])`;
    // One statement for the five tallies (a kind per row): the weekly sweep computes every business's week, and five
    // statements each cost more than the few rows they count.
    const rows = await this.#db.em.execute<Row[]>(
      `with s as materialized (
         select ${DAY_TEXT} as day, s.star_rating, s.photo_keys, s.used_voice, s.selected_feedback, s.destination, s.team_members,
                ${WORDS} as words
           from reviews_submission s left join reviews_review r on r.submission_id = s.id where ${where})
       select 'day' as kind, day, null as key, count(*) as a, sum(star_rating) as b,
              count(*) filter (where jsonb_array_length(photo_keys) > 0) as c, count(*) filter (where used_voice) as d
         from s group by day
       union all
       select 'words', day, words::text, count(*), 0, 0, 0 from s group by 2, 3
       union all
       select 'ticked', day, item, count(*), 0, 0, 0
         from (select day, jsonb_array_elements_text(selected_feedback) as item from s) t group by 2, 3
       union all
       select 'dest', day, band, count(*) filter (where destination = 'google'), count(*) filter (where destination = 'private'),
              count(*) filter (where destination not in ('google', 'private')), 0
         from (select day, destination, ${BAND} as band from s) t group by 2, 3
       union all
       select 'member', day, member, count(*), sum(star_rating), 0, 0
         from (select day, star_rating, jsonb_array_elements_text(team_members) as member from s) t group by 2, 3`,
      [businessId, from, to, `{${days.join(',')}}`],
    );
    const out = new Map<string, DayFigures>();
    const day = (key: unknown) => out.get(String(key)) ?? out.set(String(key), emptyDay()).get(String(key))!;
    for (const r of rows) {
      const d = day(r.day);
      if (r.kind === 'day') Object.assign(d, { n: n(r.a), stars: n(r.b), photos: n(r.c), voice: n(r.d) });
      else if (r.kind === 'words') d.words[String(r.key)] = n(r.a);
      else if (r.kind === 'ticked') d.ticked[String(r.key)] = n(r.a);
      else if (r.kind === 'dest') d.dest[String(r.key)] = [n(r.a), n(r.b), n(r.c)];
      else d.members[String(r.key)] = [n(r.a), n(r.b)];
    }
    return out;
  }

  async monthly(businessId: string, span: Span): Promise<MonthFigures[]> {
    const months = new Map<string, MonthFigures>();
    for (const [day, d] of await this.#days(businessId, span)) {
      const key = day.slice(0, 7);
      const m = months.get(key) ?? months.set(key, { month: key, reviews: 0, privateFeedback: 0, stars: 0 }).get(key)!;
      const kept = Object.values(d.dest).reduce((sum, [, privately]) => sum + privately, 0);
      m.privateFeedback += kept;
      m.reviews += d.n - kept;
      m.stars += d.stars;
    }
    return [...months.values()].filter((m) => m.reviews + m.privateFeedback > 0).sort((a, b) => a.month.localeCompare(b.month));
  }

  async proof(businessId: string, span: Span): Promise<ProofLine[]> {
    const rows = await this.#db.em.execute<Row[]>(
      `select s.created_at, s.customer_name, s.job_description, s.star_rating, s.destination,
              r.ai_generated_text, r.reviewer_approved_text
         from reviews_submission s left join reviews_review r on r.submission_id = s.id
        where s.business_id = ? and s.created_at >= ? and s.created_at < ? order by s.created_at, s.id`,
      [businessId, span.from, span.to],
    );
    return rows.map((r) => ({
      submittedAt: new Date(r.created_at as Date),
      customerName: String(r.customer_name),
      jobDescription: (r.job_description as string | null) ?? null,
      starRating: n(r.star_rating),
      destination: String(r.destination),
      offered: ['google', 'private'],
      text:
        r.reviewer_approved_text === null || r.reviewer_approved_text === undefined || String(r.reviewer_approved_text).trim() === ''
          ? 'no-review-text'
          : String(r.ai_generated_text).trim() === String(r.reviewer_approved_text).trim()
            ? 'ai-draft-unchanged'
            : 'edited-by-customer',
    }));
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
