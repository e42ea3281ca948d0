import type { ClockPort, Database } from '@korero/core/sdk';
import type { GoogleMatchLookup, ReviewsSubmissions } from '@korero/module-reviews/contract';
import { match, type MatchCandidate, type MatchReview } from './matcher.ts';
import { CLOCK_SKEW_MS, WINDOW_MS } from './similarity.ts';

const DAY = 86_400_000;
/**
 * How far back unmatched reviews are looked at on each run: the posted rate's longest range (a year) and its window.
 * Older ones (a location's history from before Korero) are never read again, so a run costs the same in year five.
 */
const LOOKBACK_MS = 400 * DAY;
const CHUNK = 1000;

type ReviewRow = { id: string; reviewer: string; star_rating: number | string; comment: string; created_at: Date | string };

export interface MatchDeps {
  db: Database;
  clock: ClockPort;
  submissions: ReviewsSubmissions;
}

/** A uuid[] parameter (ids come from our own tables: uuids only). */
const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Matches a business's Google reviews to the Korero submissions whose customers chose Google (see matcher.ts for the
 * rules), and answers which review each submission became. A match, once written, is kept: when Google later removes
 * the review (evidence for the owner) and when the reviewer edits it (a re-run never looks at matched pairs again).
 */
export class MatchService {
  readonly #d: MatchDeps;

  constructor(deps: MatchDeps) {
    this.#d = deps;
  }

  /**
   * Reads the business's unmatched reviews with words (removed ones too) from the last 400 days and the unmatched
   * submissions that chose Google in their window, and writes each certain claim. Safe to run in two processes at once:
   * each claim is one insert that does nothing when its submission (primary key) or review (unique index) is already
   * claimed, so neither is ever claimed twice; both processes compute the same claims from the same rows.
   */
  async run(businessId: string): Promise<{ claimed: number }> {
    const { db, clock, submissions } = this.#d;
    const now = clock.now();
    const rows = await db.em.execute<ReviewRow[]>(
      `select r.id, r.reviewer, r.star_rating, r.comment, r.created_at from google_review r
        where r.business_id = ? and r.created_at >= ? and r.comment is not null and r.comment <> ''
          and not exists (select 1 from google_match m where m.google_review_id = r.id)
        order by r.created_at, r.id`,
      [businessId, new Date(now.getTime() - LOOKBACK_MS)],
    );
    if (!rows.length) return { claimed: 0 };
    const reviews: MatchReview[] = rows.map((r) => ({
      id: r.id,
      reviewer: r.reviewer,
      starRating: Number(r.star_rating),
      comment: r.comment,
      createdAt: new Date(r.created_at),
    }));
    const first = reviews[0]!.createdAt.getTime();
    const last = reviews.at(-1)!.createdAt.getTime();
    const bound = await submissions.googleBound(businessId, {
      from: new Date(first - WINDOW_MS),
      to: new Date(last + CLOCK_SKEW_MS + 1),
    });
    const taken = await this.#matchedAmong(
      businessId,
      bound.map((b) => b.submissionId),
    );
    const candidates: MatchCandidate[] = bound.filter((b) => !taken.has(b.submissionId));
    if (!candidates.length) return { claimed: 0 };

    let claimed = 0;
    for (const claim of match(candidates, reviews)) {
      const written = await db.em.execute<Array<{ submission_id: string }>>(
        `insert into google_match (submission_id, business_id, google_review_id, score, matched_at) values (?, ?, ?, ?, ?)
         on conflict do nothing returning submission_id`,
        [claim.submissionId, businessId, claim.reviewId, claim.score, now],
      );
      claimed += written.length;
    }
    return { claimed };
  }

  /** The matched ones among these submissions, with their review and when it was matched (the reviews module's lookup). */
  readonly lookup: GoogleMatchLookup = async (businessId, submissionIds) => {
    const out = new Map<string, { id: string; matchedAt: Date; removedAt: Date | null }>();
    for (let i = 0; i < submissionIds.length; i += CHUNK) {
      const rows = await this.#d.db.em.execute<
        Array<{ submission_id: string; google_review_id: string; matched_at: Date | string; removed_at: Date | string | null }>
      >(
        `select m.submission_id, m.google_review_id, m.matched_at, r.removed_at from google_match m
           join google_review r on r.id = m.google_review_id and r.business_id = m.business_id
          where m.business_id = ? and m.submission_id = any(?::uuid[])`,
        [businessId, uuids(submissionIds.slice(i, i + CHUNK))],
      );
      for (const r of rows)
        out.set(r.submission_id, {
          id: r.google_review_id,
          matchedAt: new Date(r.matched_at),
          removedAt: r.removed_at === null ? null : new Date(r.removed_at),
        });
    }
    return out;
  };

  /** Forgets the match of a submission the owner deleted (reviews.submissionDeleted): its review stands unmatched again. */
  async forget(businessId: string, submissionId: string): Promise<void> {
    await this.#d.db.em.execute('delete from google_match where business_id = ? and submission_id = ?', [businessId, submissionId], 'run');
  }

  async #matchedAmong(businessId: string, submissionIds: string[]): Promise<Set<string>> {
    return new Set((await this.lookup(businessId, submissionIds)).keys());
  }
}
