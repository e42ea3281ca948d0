import type { Database } from '@korero/core/sdk';
import type { ReplyState } from '../contract/api.ts';
import { replyStateOf } from './reply-state.ts';

/**
 * A review (aliased `r`) that still waits for an answer: none written, or one Google rejected and so does not show.
 * Every answered or unanswered figure counts with it; the partial index google_review_unanswered_index repeats it.
 */
export const UNANSWERED = `(r.reply_comment is null or r.reply_state is not distinct from 'rejected')`;

/** A synced Google review as stored in google_review: what the matching and notification code works from. */
export interface GoogleReviewRow {
  id: string;
  businessId: string;
  /** Google's resource name, "accounts/…/locations/…/reviews/…". */
  googleName: string;
  reviewer: string;
  starRating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  replyComment: string | null;
  replyUpdatedAt: Date | null;
  /** Google's moderation of the reply (`unspecified` without a reply, or when Google said nothing). */
  replyState: ReplyState;
  /** Google's policy violation for a rejected reply, as Google gave it; null otherwise. */
  replyViolation: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** When a complete sync no longer found it on Google; null while Google shows it. */
  removedAt: Date | null;
}

type Raw = Record<string, unknown>;
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const maybeDate = (v: unknown) => (v === null || v === undefined ? null : date(v));

/** A google_review row (as the database names its columns) in the row type. */
export function reviewRowOf(r: Raw): GoogleReviewRow {
  return {
    id: String(r.id),
    businessId: String(r.business_id),
    googleName: String(r.google_name),
    reviewer: String(r.reviewer),
    starRating: Number(r.star_rating),
    comment: (r.comment as string | null) ?? null,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
    replyComment: (r.reply_comment as string | null) ?? null,
    replyUpdatedAt: maybeDate(r.reply_updated_at),
    replyState: replyStateOf(r.reply_state),
    replyViolation: (r.reply_policy_violation as string | null) ?? null,
    firstSeenAt: date(r.first_seen_at),
    lastSeenAt: date(r.last_seen_at),
    removedAt: maybeDate(r.removed_at),
  };
}

/** Small reads of google_review for this module's other parts (matching, notifications). */
export class GoogleReviewRows {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** One review of the business, or null (another business's id is null too). */
  async get(businessId: string, id: string): Promise<GoogleReviewRow | null> {
    const [row] = await this.#db.em.execute<Raw[]>('select * from google_review where business_id = ? and id = ?', [businessId, id]);
    return row ? reviewRowOf(row) : null;
  }

  /** The business's reviews first seen at or after `since`, oldest first (at most `limit`). */
  async seenSince(businessId: string, since: Date, limit = 500): Promise<GoogleReviewRow[]> {
    const rows = await this.#db.em.execute<Raw[]>(
      'select * from google_review where business_id = ? and first_seen_at >= ? order by first_seen_at, id limit ?',
      [businessId, since, limit],
    );
    return rows.map(reviewRowOf);
  }
}
