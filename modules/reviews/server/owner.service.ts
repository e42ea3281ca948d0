import type { Database, EventsPort, StoragePort, StoredObject } from '@korero/core/sdk';
import {
  containsPattern,
  COUNT_CAP,
  encodeCursor,
  isUuid,
  type Keyset,
  notFound,
  nzDay,
  pagination,
  prefixPattern,
} from '@korero/core/sdk';
import type { BusinessDirectory, StatsContribution } from '@korero/module-business/contract';
import type { Destination, SubmissionAnswer, SubmissionsQuery } from '../contract/api.ts';
import { feedbackItems, submissionDeleted } from '../contract/index.ts';
import { PrivateFeedback } from './private-feedback.entity.ts';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';
import { Draft } from './draft.entity.ts';
import type { GoogleMatches } from './google-bound.ts';

/**
 * Whose submissions a caller may see: undefined, the business's all (owners, managers, API keys); a name, those
 * crediting it (a technician, by the team member they are); null, none (a technician who is no team member).
 */
export type Credited = string | null | undefined;

/** How many of a business's newest submissions a search reads before it asks the trigram indexes instead. */
const SEARCH_WALK = 1000;
/** Matches among those rows from which a search's total is given as "at least" rather than counted to the end. */
const SEARCH_COUNTED_FROM = 50;

/** The owner's side: their submissions with reviews, feedback and photos; deletion; activity and stats. */
export class OwnerReviews {
  private readonly db: Database;
  private readonly storage: StoragePort;
  private readonly events: EventsPort;
  private readonly business: BusinessDirectory;
  private readonly googleMatches: GoogleMatches | null;

  constructor(
    db: Database,
    storage: StoragePort,
    events: EventsPort,
    business: BusinessDirectory,
    googleMatches: GoogleMatches | null = null,
  ) {
    this.db = db;
    this.storage = storage;
    this.events = events;
    this.business = business;
    this.googleMatches = googleMatches;
  }

  /** The submission, when it is the business's and (with `credited`) credits that name; else 404. */
  async #owned(businessId: string, id: string, credited?: Credited): Promise<Submission> {
    const submission = isUuid(id) && credited !== null ? await this.db.em.findOne(Submission, { id, businessId }) : null;
    if (!submission || (typeof credited === 'string' && !submission.teamMembers.includes(credited)))
      throw notFound('Submission not found.');
    return submission;
  }

  /**
   * A page of submissions, newest first, narrowed by the Reviews screen's filters (see submissionsQuery). With
   * `credited` (a technician's list) only those crediting that name; none when it is null (a technician who is no
   * team member).
   */
  async list(businessId: string, query: SubmissionsQuery, credited?: Credited) {
    const em = this.db.em;
    const { page, limit, cursor } = query;
    if (credited === null) return { data: [], pagination: keysetPagination(page, limit, { total: 0, capped: false }, null) };
    // Keyset (decision 0032): with a cursor the page starts after its row, read in order from the (business, created,
    // id) index however deep it is; without one (page=N, kept for older callers) it is skipped to by offset. One row
    // more than the page says whether there is a next one.
    const offset = cursor ? 0 : (page - 1) * limit;
    const walked = await this.#walk(businessId, query, credited, cursor, limit + 1, offset);
    const { from, params } = submissionFilter(businessId, query, credited, cursor);
    const found =
      walked?.found ??
      (await em.execute<Array<{ id: string; at: string }>>(
        `select s.id, ${AT_UTC} as at from ${from} order by s.created_at desc, s.id desc limit ? offset ?`,
        [...params, limit + 1, offset],
      ));
    const more = found.length > limit;
    const shown = found.slice(0, limit);
    // The total: carried in the cursor from the first page; said by a last page itself; else counted, up to a cap (a
    // search that filled its page from the newest rows counts what those rows hold).
    const counted = cursor
      ? { total: cursor.total, capped: cursor.capped }
      : !more && (shown.length > 0 || offset === 0)
        ? { total: offset + shown.length, capped: false }
        : (walked?.counted ?? (await this.#count(submissionFilter(businessId, query, credited), Math.max(COUNT_CAP, offset + limit))));
    const last = shown.at(-1);
    const next = more && last ? encodeCursor({ at: last.at, id: last.id, ...counted }) : null;
    const order = new Map(shown.map((r, i) => [r.id, i]));
    const rows = shown.length
      ? (await em.find(Submission, { id: { $in: [...order.keys()] } })).sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      : [];
    return { data: await this.#answers(businessId, rows), pagination: keysetPagination(page, limit, counted, next) };
  }

  /** One submission as the Reviews screen shows it, or null when the business has none by that id (crediting `credited`). */
  async one(businessId: string, id: string, credited?: Credited): Promise<SubmissionAnswer | null> {
    if (!isUuid(id) || credited === null) return null;
    const row = await this.db.em.findOne(Submission, { id, businessId });
    if (!row || (credited !== undefined && !row.teamMembers.includes(credited))) return null;
    return (await this.#answers(businessId, [row]))[0] ?? null;
  }

  async #answers(businessId: string, rows: Submission[]): Promise<SubmissionAnswer[]> {
    const em = this.db.em;
    const ids = rows.map((r) => r.id);
    const [reviews, feedback, profile, matches] = await Promise.all([
      em.find(Review, { submissionId: { $in: ids } }),
      em.find(PrivateFeedback, { submissionId: { $in: ids } }, { orderBy: { createdAt: 'asc' } }),
      this.business.profile(businessId),
      this.googleMatches
        ? this.googleMatches.of(businessId, ids)
        : new Map<string, { id: string; matchedAt: Date; removedAt: Date | null }>(),
    ]);
    const labels = new Map(profile ? feedbackItems(profile.criteria).map((i) => [i.id, i]) : []);
    return rows.map((s) => {
      const review = reviews.find((r) => r.submissionId === s.id);
      const photoUrls = s.photoKeys.map((_k, i) => `/api/submissions/${s.id}/photos/${i + 1}`);
      return {
        id: s.id,
        starRating: s.starRating,
        timestamp: s.createdAt.toISOString(),
        customerName: s.customerName,
        source: s.source === 'simple' ? ('simple' as const) : ('invite' as const),
        jobDescription: s.jobDescription ?? null,
        jobLocation: s.jobLocation ?? null,
        jobReference: s.jobReference ?? null,
        teamMembers: JSON.stringify(s.teamMembers),
        selectedFeedback: JSON.stringify(s.selectedFeedback),
        /** The ticked items as the customer saw them (ids above are for machines). */
        feedbackLabels: s.selectedFeedback.map((id) => labels.get(id) ?? { id, text: id, kind: 'positive' as const, category: 'other' }),
        ratingScores: JSON.stringify(s.ratingScores),
        reviewerText: s.reviewerText,
        photoUrls: JSON.stringify(photoUrls),
        satisfaction: s.satisfaction ?? null,
        destination: s.destination as Destination,
        review: review
          ? {
              id: review.id,
              aiGeneratedText: review.aiGeneratedText,
              reviewerApprovedText: review.reviewerApprovedText,
              googleReviewUrl: review.googleReviewUrl ?? null,
              postedAt: review.postedAt?.toISOString() ?? null,
            }
          : null,
        privateFeedback: feedback
          .filter((f) => f.submissionId === s.id)
          .map((f) => ({ id: f.id, details: f.details, email: f.email ?? null, createdAt: f.createdAt.toISOString() })),
        // The google module's match (issue 34), when it is on and found one; never guessed.
        googleReview: googleReview(matches.get(s.id)),
        showOnWebsite: s.showOnWebsite,
      };
    });
  }

  /**
   * A search (3 characters or more) first walks the business's newest submissions, through the other filters and
   * after the cursor, testing each one's words, and stops once it has the page: a common word ("aroha" in one customer
   * of eight) fills it from the first few hundred rows, however many thousands match. A rarer word leaves the walk
   * short; then (null) each table's matches are read over the trigram indexes, which is quick when they are few
   * (decision 0038).
   */
  async #walk(
    businessId: string,
    query: SubmissionsQuery,
    credited: string | undefined,
    cursor: Keyset | undefined,
    take: number,
    offset: number,
  ): Promise<{ found: Array<{ id: string; at: string }>; counted: { total: number; capped: boolean } | null } | null> {
    if (!query.q || query.q.length < 3) return null;
    const base = submissionFilter(businessId, { ...query, q: undefined }, credited, cursor);
    const like = containsPattern(query.q);
    const window = `(select s.id, s.created_at, s.customer_name, s.job_description, s.job_location, s.job_reference, s.reviewer_text
        from ${base.from} order by s.created_at desc, s.id desc limit ${SEARCH_WALK}) s`;
    const matches = `(s.customer_name ilike ? or s.job_description ilike ? or s.job_location ilike ? or s.job_reference ilike ?
        or s.reviewer_text ilike ?
        or exists (select 1 from reviews_review r where r.submission_id = s.id and r.reviewer_approved_text ilike ?)
        or exists (select 1 from reviews_private_feedback f where f.submission_id = s.id and f.details ilike ?))`;
    const likes = [like, like, like, like, like, like, like];
    const em = this.db.em;
    const found = await em.execute<Array<{ id: string; at: string }>>(
      `select s.id, ${AT_UTC} as at from ${window} where ${matches} order by s.created_at desc, s.id desc limit ? offset ?`,
      [...base.params, ...likes, take, offset],
    );
    // A later page's count came with its cursor.
    if (found.length === take && cursor) return { found, counted: { total: cursor.total, capped: cursor.capped } };
    const [row] = await em.execute<Array<{ rows: string | number; n: string | number }>>(
      `select (select count(*) from (select 1 from ${base.from} limit ${SEARCH_WALK + 1}) w) as rows,
              ${found.length === take ? `(select count(*) from ${window} where ${matches})` : '0'} as n`,
      found.length === take ? [...base.params, ...base.params, ...likes] : base.params,
    );
    const whole = Number(row?.rows ?? 0) <= SEARCH_WALK;
    // Short of the page with rows left beyond the walk: the word is rare, and the trigram indexes find it quicker.
    if (found.length < take && !whole) return null;
    const n = Number(row?.n ?? 0);
    // Counted by the walk when it read every row, or when so many of its rows match that counting every match would
    // cost what the walk saved ("at least" that many); a rarer word is counted exactly over the trigram indexes.
    const counted = found.length === take && (whole || n >= SEARCH_COUNTED_FROM) ? { total: n, capped: !whole } : null;
    return { found, counted };
  }

  /** The filtered total, counted up to `cap` (past it, the cap and `capped`: counting further costs as much as the rows). */
  async #count({ from, params }: { from: string; params: unknown[] }, cap: number): Promise<{ total: number; capped: boolean }> {
    const [row] = await this.db.em.execute<Array<{ n: string | number }>>(
      `select count(*) as n from (select 1 from ${from} limit ?) counted`,
      [...params, cap + 1],
    );
    const n = Number(row?.n ?? 0);
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
  }

  /** Everyone credited on at least one of the business's submissions, A to Z: the team member filter's choices. */
  async creditedMembers(businessId: string): Promise<string[]> {
    const rows = await this.db.em.execute<Array<{ name: string }>>(
      `select distinct m.name from reviews_submission s, jsonb_array_elements_text(s.team_members) as m(name)
       where s.business_id = ? order by m.name limit 500`,
      [businessId],
    );
    return rows.map((r) => r.name);
  }

  /** Deletes the submission with its review record, private feedback and photos; answers it as it was. */
  async delete(businessId: string, id: string): Promise<Submission> {
    const submission = await this.#owned(businessId, id);
    await this.db.transaction(async (em) => {
      await em.nativeDelete(PrivateFeedback, { submissionId: id });
      await em.nativeDelete(Review, { submissionId: id });
      if (submission.inviteId) await em.nativeDelete(Draft, { inviteId: submission.inviteId });
      await em.nativeDelete(Submission, { id });
      await this.events.emit(submissionDeleted, { submissionId: id, businessId });
    });
    await this.storage.deletePrefix(`photos/${businessId}/${id}`);
    return submission;
  }

  async photo(businessId: string, id: string, index: number, credited?: Credited): Promise<StoredObject & { name: string }> {
    const submission = await this.#owned(businessId, id, credited);
    const key = submission.photoKeys[index - 1];
    const object = key ? await this.storage.get(key) : null;
    if (!key || !object) throw notFound('Photo not found.');
    return { ...object, name: `${submission.customerName.replace(/[^\w-]+/g, '-')}-photo-${index}.${key.split('.').pop()}` };
  }

  async reviews(businessId: string) {
    const rows = await this.db.em.find(Review, { businessId }, { orderBy: { createdAt: 'desc' }, limit: 200 });
    return rows.map((r) => ({
      id: r.id,
      submissionId: r.submissionId,
      aiGeneratedText: r.aiGeneratedText,
      reviewerApprovedText: r.reviewerApprovedText,
      googleReviewUrl: r.googleReviewUrl ?? null,
      postedAt: r.postedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async activity(businessId: string, limit: number) {
    const rows = await this.db.em.find(
      Submission,
      { businessId },
      { orderBy: { createdAt: 'desc' }, limit, fields: ['id', 'starRating', 'customerName', 'jobDescription', 'destination', 'createdAt'] },
    );
    return rows.map((s) => ({
      id: s.id,
      starRating: s.starRating,
      customerName: s.customerName,
      jobDescription: s.jobDescription ?? null,
      destination: s.destination as Destination,
      createdAt: s.createdAt.toISOString(),
    }));
  }

  /** Invitation responses and public-link submissions, counted apart: only the first answer invitations. */
  async stats(businessId: string): Promise<StatsContribution> {
    const rows = await this.db.em.execute<Array<{ source: string; n: string | number; total: string | number | null }>>(
      'select source, count(*) as n, sum(star_rating) as total from reviews_submission where business_id = ? group by source',
      [businessId],
    );
    const bySource = (source: string) => rows.find((r) => r.source === source);
    const invited = bySource('invite');
    const simple = bySource('simple');
    const n = Number(invited?.n ?? 0);
    return {
      reviewsGenerated: n,
      ratingSum: Number(invited?.total ?? 0),
      ratingCount: n,
      publicLinkSubmissions: Number(simple?.n ?? 0),
      publicLinkRatingSum: Number(simple?.total ?? 0),
    };
  }
}

/** created_at as exact UTC text (to the microsecond a Date would lose), for a cursor that compares equal to the row. */
const AT_UTC = `to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function keysetPagination(page: number, limit: number, counted: { total: number; capped: boolean }, nextCursor: string | null) {
  return { ...pagination(page, limit, counted.total), nextCursor, totalCapped: counted.capped };
}

function googleReview(match: { id: string; matchedAt: Date; removedAt: Date | null } | undefined): SubmissionAnswer['googleReview'] {
  return match ? { id: match.id, matchedAt: match.matchedAt.toISOString(), removedAt: match.removedAt?.toISOString() ?? null } : null;
}

/**
 * What follows `from` (rows aliased s, with at least id and created_at) and its parameters: a business's submissions
 * narrowed by the filters.
 */
function submissionFilter(
  businessId: string,
  query: SubmissionsQuery,
  credited?: string,
  after?: Keyset,
): { from: string; params: unknown[] } {
  const clauses = ['s.business_id = ?'];
  const params: unknown[] = [businessId];
  if (query.rating?.length) {
    clauses.push(`s.star_rating in (${query.rating.map(() => '?').join(', ')})`);
    params.push(...query.rating);
  }
  if (query.destination) {
    clauses.push('s.destination = ?');
    params.push(query.destination);
  }
  if (query.member) {
    clauses.push('s.team_members @> ?::jsonb');
    params.push(JSON.stringify([query.member]));
  }
  if (query.from) {
    clauses.push('s.created_at >= ?');
    params.push(nzDay(query.from).start);
  }
  if (query.to) {
    clauses.push('s.created_at < ?');
    params.push(nzDay(query.to).end);
  }
  // A technician's list: only the submissions crediting their team member (by name, as credits are stored).
  if (credited !== undefined) {
    clauses.push('s.team_members @> ?::jsonb');
    params.push(JSON.stringify([credited]));
  }
  // The keyset: rows after the cursor's, in the list's order (a row comparison the index serves as one range).
  if (after) {
    clauses.push('(s.created_at, s.id) < (?::timestamptz, ?::uuid)');
    params.push(after.at, after.id);
  }
  const where = clauses.join(' and ');
  if (!query.q) return { from: `reviews_submission s where ${where}`, params };
  // A word of 1–2 characters has no trigram (decision 0032): it matches the start of the customer's first or second
  // name, over the (business, lower name) indexes, so "Jo" finds Jo and John Smith as fast as a longer search.
  if (query.q.length < 3) {
    const prefix = prefixPattern(query.q);
    return {
      from: `reviews_submission s where ${where} and (lower(s.customer_name) like ? or split_part(lower(s.customer_name), ' ', 2) like ?)`,
      params: [...params, prefix, prefix],
    };
  }
  // Each table's matches on their own, over its trigram indexes (Migration20261227110000ReviewsSearchIndexes, decision
  // 0028), then put together: written as one condition with an `exists` per related table, the planner could only walk
  // every submission of the business and test each one's words (1.2 s at 50,000). `union` keeps a submission matched
  // twice once.
  const like = containsPattern(query.q);
  return {
    from: `(select s.id, s.created_at from reviews_submission s where ${where} and (s.customer_name ilike ? or s.job_description ilike ?
        or s.job_location ilike ? or s.job_reference ilike ? or s.reviewer_text ilike ?)
      union select s.id, s.created_at from reviews_review r join reviews_submission s on s.id = r.submission_id
        where r.business_id = ? and r.reviewer_approved_text ilike ? and ${where}
      union select s.id, s.created_at from reviews_private_feedback f join reviews_submission s on s.id = f.submission_id
        where f.business_id = ? and f.details ilike ? and ${where}) s`,
    params: [...params, like, like, like, like, like, businessId, like, ...params, businessId, like, ...params],
  };
}
