import { createHash, randomBytes } from 'node:crypto';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import { defineJob, type JobsPort } from '../ports/jobs.port.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import type { SharedAttempts } from '../kernel/shared-attempts.ts';
import { passwordResetEmail } from './password-reset.email.ts';
import { PasswordReset } from './password-reset.entity.ts';
import { hashPassword } from './passwords.ts';
import type { SessionStore } from './session-store.ts';
import { countOf } from '../contract/counts.ts';
import { User } from './user.entity.ts';

export const RESET_LINK_MINUTES = 60;
/** Requests for one address an hour; more are answered the same way but send nothing. */
const REQUESTS_PER_ADDRESS = 3;

export const MESSAGES = {
  requested: "If an account with that email exists, we've sent you a password reset link.",
  valid: 'This reset link is valid. Choose a new password.',
  invalid: 'Invalid or expired reset token. Request a new reset link.',
  expired: `This reset link has expired: links work for ${countOf(RESET_LINK_MINUTES / 60, 'hour', 'hours')}. Request a new one.`,
  used: 'This reset link has already been used. Request a new one if you need to reset your password again.',
  reset: 'Your password has been reset. You can now log in with your new password.',
} as const;

/** Issues the token and sends the email, in the background (see `request`). userId null: no such account. */
export const issuePasswordReset = defineJob<{ userId: string | null }>('identity.passwordReset');

/** The outbox reference of a user's reset emails (so account deletion can find them). */
export const resetEmailReference = (userId: string) => `password-reset:${userId}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ResetTokenState = { valid: true; row: PasswordReset } | { valid: false; message: string };

export interface PasswordResetDeps {
  db: Database;
  jobs: JobsPort;
  messaging: MessagingPort;
  clock: ClockPort;
  sessions: SessionStore;
  publicUrl: string;
  /** Counted attempts shared by every process (reset requests per address). */
  attempts: SharedAttempts;
  /** Called with the account after a reset (to lift a failed sign-in lock-out). */
  afterReset?: (userId: string) => Promise<void>;
}

/**
 * Password recovery: a forgotten password gets a one-hour, single-use link by email; using it sets a new password
 * and ends every session of that account.
 */
export class PasswordResets {
  private readonly deps: PasswordResetDeps;

  constructor(deps: PasswordResetDeps) {
    this.deps = deps;
    deps.jobs.define(issuePasswordReset, ({ userId }) => this.#issue(userId), { maxAttempts: 3, backoffSeconds: 30 });
  }

  /**
   * Forgot password. The request does the same work whether or not the address has an account (one indexed
   * lookup, one job queued), so neither the answer nor its timing says which; the job does the rest.
   */
  async request(email: string): Promise<void> {
    if ((await this.deps.attempts.hit(`password-reset:${email}`, 60 * 60_000)).hits > REQUESTS_PER_ADDRESS) return;
    const user = await this.deps.db.em.findOne(User, { emailKey: email }, { fields: ['id'] });
    // One pending job per address: a second click while the first is queued adds nothing.
    await this.deps.jobs.enqueue(
      issuePasswordReset,
      { userId: user?.id ?? null },
      { key: `password-reset:${hashToken(email).slice(0, 40)}` },
    );
  }

  async check(token: string): Promise<ResetTokenState> {
    const row = await this.deps.db.em.findOne(PasswordReset, { id: hashToken(token) });
    if (!row) return { valid: false, message: MESSAGES.invalid };
    if (row.usedAt) return { valid: false, message: MESSAGES.used };
    if (row.expiresAt <= this.deps.clock.now()) return { valid: false, message: MESSAGES.expired };
    return { valid: true, row };
  }

  /** Sets the new password; returns null on success, else what was wrong with the token. */
  async reset(token: string, newPassword: string): Promise<string | null> {
    const state = await this.check(token);
    if (!state.valid) return state.message;
    const { userId, id } = state.row;
    const passwordHash = await hashPassword(newPassword);
    const now = this.deps.clock.now();
    const done = await this.deps.db.transaction(async (em) => {
      // Claimed with a conditional update, so two requests racing with one link cannot both succeed.
      const claimed = await em.nativeUpdate(PasswordReset, { id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
      if (claimed !== 1) return false;
      const updated = await em.nativeUpdate(User, { id: userId }, { passwordHash });
      if (updated !== 1) return false;
      // Any other link for this account stops working too.
      await em.nativeDelete(PasswordReset, { userId, usedAt: null });
      return true;
    });
    if (!done) {
      const after = await this.check(token);
      return after.valid ? MESSAGES.invalid : after.message;
    }
    // Outside the transaction: the session store writes on its own connection.
    await this.deps.sessions.endAll(userId);
    await this.deps.afterReset?.(userId);
    return null;
  }

  async #issue(userId: string | null): Promise<void> {
    if (!userId) return;
    const { db, clock, messaging, publicUrl } = this.deps;
    const user = await db.em.findOne(User, { id: userId });
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db.transaction(async (em) => {
      // A new link replaces the older ones; links that ended a day ago are swept on the way.
      await em.nativeDelete(PasswordReset, { userId });
      await em.nativeDelete(PasswordReset, { expiresAt: { $lt: new Date(now.getTime() - 24 * 3600_000) } });
      em.create(PasswordReset, {
        id: hashToken(token),
        userId,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        usedAt: null,
        createdAt: now,
      });
    });
    const email = passwordResetEmail({ username: user.username, link: `${publicUrl}/reset-password?token=${token}` });
    await messaging.send({
      channel: 'email',
      to: user.email,
      ...email,
      businessId: null,
      purpose: 'password-reset',
      reference: resetEmailReference(user.id),
      transactional: true,
    });
  }
}
