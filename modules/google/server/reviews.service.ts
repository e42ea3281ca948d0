import type { BillingPort, ClockPort, Database } from '@korero/core/sdk';
import { containsPattern, COUNT_CAP, encodeCursor, forbidden, HttpError, notFound, nzDay, prefixPattern } from '@korero/core/sdk';
import type { ReviewsSubmissions } from '@korero/module-reviews/contract';
import { googleReplies, type GoogleReview, type ReviewsQuery } from '../contract/index.ts';
import type { ConnectionService } from './connection.service.ts';
import { GoogleError, httpErrorOf } from './google-error.ts';
import { rejectedReasonOf } from './reply-state.ts';
import { reviewRowOf, UNANSWERED, type GoogleReviewRow } from './review-rows.ts';

type Row = Record<string, unknown>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** created_at as exact UTC text (to the microsecond a Date would lose), for a cursor that compares equal to the row. */
const AT_UTC = `to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A stored review in the API's shape. */
export function reviewAnswerOf(row: GoogleReviewRow, submissionId: string | null): GoogleReview {
  return {
    id: row.id,
    reviewer: row.reviewer,
    starRating: row.starRating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply:
      row.replyComment !== null
        ? {
            comment: row.replyComment,
            updatedAt: iso(row.replyUpdatedAt ?? row.updatedAt)!,
            state: row.replyState,
            rejectedReason: row.replyState === 'rejected' ? rejectedReasonOf(row.replyViolation) : null,
          }
        : null,
    submissionId,
    removedAt: iso(row.removedAt),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

export interface ReviewsDeps {
  db: Database;
  clock: ClockPort;
  billing: BillingPort;
  connections: ConnectionService | null;
  /** Names the customer of a matched review ("From Aroha via Korero"). */
  submissions?: ReviewsSubmissions;
}

/** The business's synced Google reviews: the list and its filters, the dashboard's summary, and the replies. */
export class ReviewsService {
  readonly #d: ReviewsDeps;

  constructor(deps: ReviewsDeps) {
    this.#d = deps;
  }

  async list(
    businessId: string,
    q: ReviewsQuery,
  ): Promise<{ data: GoogleReview[]; total: number; nextCursor: string | null; totalCapped: boolean }> {
    const where: string[] = ['r.business_id = ?'];
    const params: unknown[] = [businessId];
    if (q.answered === true) where.push(`not ${UNANSWERED}`);
    if (q.answered === false) where.push(UNANSWERED);
    if (q.rating?.length) {
      where.push(`r.star_rating in (${q.rating.map(() => '?').join(', ')})`);
      params.push(...q.rating);
    }
    if (q.from) {
      where.push('r.created_at >= ?');
      params.push(nzDay(q.from).start);
    }
    if (q.to) {
      where.push('r.created_at < ?');
      params.push(nzDay(q.to).end);
    }
    if (q.q && q.q.length < 3) {
      // No trigram in 1–2 characters (decision 0032): the start of the reviewer's first or second name, over the
      // (business, lower name) indexes, so "Jo" finds Jo and Mary Jones without reading every review.
      where.push(`(lower(r.reviewer) like ? or split_part(lower(r.reviewer), ' ', 2) like ?)`);
      params.push(prefixPattern(q.q), prefixPattern(q.q));
    } else if (q.q) {
      where.push('(r.reviewer ilike ? or r.comment ilike ?)');
      params.push(containsPattern(q.q), containsPattern(q.q));
    }
    if (q.removed === 'false') where.push('r.removed_at is null');
    if (q.removed === 'only') where.push('r.removed_at is not null');
    const clause = where.join(' and ');
    // Keyset (decision 0032): after the cursor's row in the list's order, read from the index however deep; without
    // one (page=N, for older callers) by offset. One row more than the page says whether there is a next.
    const { cursor } = q;
    const page = cursor ? `${clause} and (r.created_at, r.id) < (?::timestamptz, ?::uuid)` : clause;
    const pageParams = cursor ? [...params, cursor.at, cursor.id] : params;
    const offset = cursor ? 0 : (q.page - 1) * q.limit;
    // The page first, then its matches: joined before the offset, a deep page would look up every skipped review's.
    const found = await this.#d.db.em.execute<Row[]>(
      `select r.*, ${AT_UTC} as cursor_at, m.submission_id from (select * from google_review r where ${page}
          order by r.created_at desc, r.id desc limit ? offset ?) r
        left join google_match m on m.google_review_id = r.id order by r.created_at desc, r.id desc`,
      [...pageParams, q.limit + 1, offset],
    );
    const more = found.length > q.limit;
    const rows = found.slice(0, q.limit);
    // The total: carried in the cursor from the first page; said by a last page itself; else counted, up to a cap.
    const counted = cursor
      ? { total: cursor.total, capped: cursor.capped }
      : !more && (rows.length > 0 || offset === 0)
        ? { total: offset + rows.length, capped: false }
        : await this.#count(clause, params, Math.max(COUNT_CAP, offset + q.limit));
    const last = rows.at(-1);
    const nextCursor = more && last ? encodeCursor({ at: String(last.cursor_at), id: String(last.id), ...counted }) : null;
    const data = rows.map((r) => reviewAnswerOf(reviewRowOf(r), (r.submission_id as string) ?? null));
    await this.#nameCustomers(businessId, data);
    return { data, total: counted.total, nextCursor, totalCapped: counted.capped };
  }

  /** The filtered total, counted up to `cap` (past it, the cap and `capped`: counting further costs as much as the rows). */
  async #count(clause: string, params: unknown[], cap: number): Promise<{ total: number; capped: boolean }> {
    const [row] = await this.#d.db.em.execute<Row[]>(
      `select count(*)::int as n from (select 1 from google_review r where ${clause} limit ?) counted`,
      [...params, cap + 1],
    );
    const n = Number(row?.n ?? 0);
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
  }

  /** The matched reviews of a page get their Korero customer's name. */
  async #nameCustomers(businessId: string, reviews: GoogleReview[]): Promise<void> {
    const { submissions } = this.#d;
    if (!submissions) return;
    const matched = reviews.filter((r) => r.submissionId);
    if (matched.length === 0) return;
    // One query for the page: a submission each would be a whole submission's answer per matched review.
    const names = await submissions.customerNames(
      businessId,
      matched.map((r) => r.submissionId!),
    );
    for (const r of matched) r.customerName = names.get(r.submissionId!) ?? null;
  }

  async #one(businessId: string, id: string): Promise<{ row: GoogleReviewRow; submissionId: string | null }> {
    const [r] = await this.#d.db.em.execute<Row[]>(
      'select r.*, m.submission_id from google_review r left join google_match m on m.google_review_id = r.id where r.business_id = ? and r.id = ?',
      [businessId, id],
    );
    if (!r) throw notFound('Review not found');
    return { row: reviewRowOf(r), submissionId: (r.submission_id as string) ?? null };
  }

  /** One review of the business (404 for anyone else's). */
  async get(businessId: string, id: string): Promise<GoogleReview> {
    const { row, submissionId } = await this.#one(businessId, id);
    return reviewAnswerOf(row, submissionId);
  }

  /** Answering comes with google.replies: refused with the plans that include it. */
  async checkReplies(businessId: string): Promise<void> {
    const { billing } = this.#d;
    if (await billing.entitlement(businessId, googleReplies)) return;
    const plan = billing.plan(await billing.effectiveTier(businessId));
    const including = billing
      .plansOnOffer()
      .filter((p) => p.entitlements[googleReplies.key] === true && !p.comingSoon)
      .map((p) => p.name);
    const list = including.length > 1 ? `${including.slice(0, -1).join(', ')} and ${including.at(-1)}` : (including[0] ?? '');
    throw forbidden(
      `Answering Google reviews is not included in ${plan.name}${list ? `: it comes with ${list}` : ''}. Upgrade to answer from Korero.`,
      { upgrade: true },
    );
  }

  async #google<T>(businessId: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error;
      if (error.kind === 'reconnect') await this.#d.connections?.recordError(businessId, error);
      throw httpErrorOf(error);
    }
  }

  /**
   * Posts the answer at Google, then stores Google's copy and who wrote it (`by`: the person's account, null for an
   * API key); `note` (the activity line) is written in the same transaction as the stored answer. Google's side cannot
   * join a transaction, so it comes first: a failure there stores nothing. A sent reply waits for Google's moderation
   * again (a rejected one edited is pending) until a sync reads what Google decided.
   */
  async reply(
    businessId: string,
    id: string,
    comment: string,
    by: string | null = null,
    note?: (review: GoogleReview) => Promise<void>,
  ): Promise<GoogleReview> {
    await this.checkReplies(businessId);
    const { row, submissionId } = await this.#one(businessId, id);
    if (row.removedAt) throw new HttpError(409, 'Google no longer shows this review, so it cannot be answered.');
    const held = await this.#d.connections!.held(businessId);
    const posted = await this.#google(businessId, () => held.session.putReply(row.googleName, comment));
    const at = posted.updatedAt ?? this.#d.clock.now();
    return this.#d.db.transaction(async (em) => {
      const [r] = await em.execute<Row[]>(
        `update google_review set reply_comment = ?, reply_updated_at = ?, replied_by = ?, reply_state = ?, reply_policy_violation = ?
          where business_id = ? and id = ? returning *`,
        [posted.comment, at, by, posted.state, posted.violation, businessId, id],
      );
      const answered = reviewAnswerOf(reviewRowOf(r!), submissionId);
      await note?.(answered);
      return answered;
    });
  }

  /** Deletes the answer at Google, then here; `note` is written in the transaction that clears it (see reply). */
  async deleteReply(businessId: string, id: string, note?: (review: GoogleReview) => Promise<void>): Promise<GoogleReview> {
    await this.checkReplies(businessId);
    const { row, submissionId } = await this.#one(businessId, id);
    if (row.replyComment === null) throw new HttpError(409, 'This review has no reply to delete.');
    const held = await this.#d.connections!.held(businessId);
    await this.#google(businessId, () => held.session.deleteReply(row.googleName));
    return this.#d.db.transaction(async (em) => {
      const [r] = await em.execute<Row[]>(
        `update google_review set reply_comment = null, reply_updated_at = null, replied_by = null, reply_state = null, reply_policy_violation = null
          where business_id = ? and id = ? returning *`,
        [businessId, id],
      );
      const review = reviewAnswerOf(reviewRowOf(r!), submissionId);
      await note?.(review);
      return review;
    });
  }

  /** The dashboard card: Google's rating and count as last synced, and the newest reviews waiting for an answer. */
  async summary(businessId: string) {
    const [c] = await this.#d.db.em.execute<Row[]>(
      'select location_name, average_rating, total_reviews from google_connection where business_id = ?',
      [businessId],
    );
    const [count] = await this.#d.db.em.execute<Row[]>(
      `select count(*)::int as n from google_review r where r.business_id = ? and ${UNANSWERED} and r.removed_at is null`,
      [businessId],
    );
    const waiting = await this.#d.db.em.execute<Row[]>(
      `select r.*, m.submission_id from google_review r left join google_match m on m.google_review_id = r.id
        where r.business_id = ? and ${UNANSWERED} and r.removed_at is null order by r.created_at desc, r.id desc limit 5`,
      [businessId],
    );
    return {
      connected: Boolean(c?.location_name),
      averageRating: c?.average_rating === null || c?.average_rating === undefined ? null : Number(c.average_rating),
      totalReviews: Number(c?.total_reviews ?? 0),
      unanswered: Number(count?.n ?? 0),
      waiting: waiting.map((r) => reviewAnswerOf(reviewRowOf(r), (r.submission_id as string) ?? null)),
    };
  }
}
