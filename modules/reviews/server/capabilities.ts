import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClockPort, Database } from '@korero/core/sdk';
import { forbidden, isUuid, notFound } from '@korero/core/sdk';
import { INVITE_TOKEN, type InvitesDirectory } from '@korero/module-invites/contract';
import { Review } from './review.entity.ts';
import { Submission } from './submission.entity.ts';

/**
 * How long a simple-form customer can change their review or add private feedback. They do it in the minutes after
 * sending, or the next day at most; a week (the longest an owner's own session lasts) leaves room for a customer who
 * comes back to it, while a copied or leaked link stops being a way to rewrite their review soon after.
 */
export const EDIT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits for the browser that submitted; only the hash is stored. */
export function newEditToken(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + EDIT_TOKEN_TTL_MS) };
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const EXPIRED =
  'This link has expired: a review can be changed, and feedback added, for 7 days after it was sent. What you sent before is kept.';

/**
 * Checks the capability a customer's write carries: the invitation token the business sent them, or the edit token
 * their browser got back when it submitted. A wrong or missing one reads exactly like an unknown id (404), so an id
 * alone tells nobody whether it exists; only the right token that has run out says so (403).
 */
export class Capabilities {
  private readonly db: Database;
  private readonly clock: ClockPort;
  private readonly invites: InvitesDirectory;

  constructor(db: Database, clock: ClockPort, invites: InvitesDirectory) {
    this.db = db;
    this.clock = clock;
    this.invites = invites;
  }

  /** `expiredToo`: an edit token past its 7 days still counts (taking a review off a website only takes away). */
  async submission(id: string, token: string, notYours: string, options: { expiredToo?: boolean } = {}): Promise<Submission> {
    const submission = isUuid(id) && token ? await this.db.em.findOne(Submission, { id }) : null;
    if (!submission) throw notFound(notYours);
    if (submission.editTokenHash && sameHash(hashToken(token), submission.editTokenHash)) {
      const expired = !submission.editTokenExpiresAt || submission.editTokenExpiresAt <= this.clock.now();
      if (expired && !options.expiredToo) throw forbidden(EXPIRED);
      return submission;
    }
    if (submission.inviteId && INVITE_TOKEN.test(token)) {
      const invite = await this.invites.byToken(token);
      if (invite?.id === submission.inviteId) return submission;
    }
    throw notFound(notYours);
  }

  async review(id: string, token: string, notYours: string): Promise<{ review: Review; submission: Submission }> {
    const review = isUuid(id) && token ? await this.db.em.findOne(Review, { id }) : null;
    if (!review) throw notFound(notYours);
    return { review, submission: await this.submission(review.submissionId, token, notYours) };
  }
}
