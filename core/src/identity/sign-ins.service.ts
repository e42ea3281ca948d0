import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { minutesText, type SharedAttempts } from '../kernel/shared-attempts.ts';
import { accountCreated, type SessionUser } from '../ports/auth.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import { conflict, forbidden, HttpError, unauthorized } from '../sdk/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { User } from './user.entity.ts';

// Failed sign-ins per account before it is locked, and for how long.
const LOCK_OUT = { failures: 10, windowMs: 15 * 60_000 };

/** The lock-out key of an account, or of a name no account has (counted the same, so the answers tell nothing). */
export const signInKey = (user: { id: string } | null, typed: string) => (user ? `sign-in:${user.id}` : `sign-in-name:${typed}`);

const tooManyFailures = (ms: number) =>
  new HttpError(429, `Too many failed sign-ins for this account. Try again in ${minutesText(ms)}, or reset your password.`);

const sessionUserOf = (row: User): SessionUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  isAdmin: row.isAdmin,
  businessId: row.id,
});

/** Creating accounts and checking passwords: the rules behind POST /api/register and /api/login. */
export class SignIns {
  private readonly deps: {
    db: Database;
    clock: ClockPort;
    events: EventsPort;
    attempts: SharedAttempts;
    /** The most accounts the Free plan (where every sign-up starts) may hold. */
    maxFreeAccounts: () => number;
  };

  constructor(deps: SignIns['deps']) {
    this.deps = deps;
  }

  /** A new account, stored with its accountCreated event; 409 naming what is taken. */
  async register(input: { username: string; email: string; password: string }): Promise<SessionUser> {
    const { db, clock, events } = this.deps;
    await this.#ensureRoomForSignUp();
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await db.transaction(async (em) => {
        const now = clock.now();
        const created = em.create(User, {
          username: input.username,
          usernameKey: input.username.toLowerCase(),
          email: input.email,
          emailKey: input.email,
          passwordHash,
          isAdmin: false,
          createdAt: now,
          lastLoginAt: now,
        });
        await em.flush();
        await events.emit(accountCreated, { accountId: created.id, username: created.username, email: created.email });
        return created;
      });
      return sessionUserOf(user);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      db.em.clear();
      const taken = await db.em.count(User, { usernameKey: input.username.toLowerCase() });
      throw conflict(
        taken ? 'That username is taken. Choose another.' : 'An account with that email already exists. Sign in, or reset your password.',
      );
    }
  }

  /** Refuses a sign-up once the Free plan holds as many accounts as the administrator allows (max users per tier). */
  async #ensureRoomForSignUp(): Promise<void> {
    const rows = await this.deps.db.em.execute<Array<{ n: string | number }>>(
      `select count(*) as n from core_user u left join core_billing_account b on b.business_id = u.id
        where not u.is_admin and (b.business_id is null or b.tier = 'free' or b.status not in ('active', 'past_due'))`,
    );
    if (Number(rows[0]?.n ?? 0) >= this.deps.maxFreeAccounts()) {
      throw forbidden('Korero is not taking new sign-ups right now. Please try again later, or contact support@korero.co.nz.');
    }
  }

  /**
   * The account a username or email and password open. Locked per account, whichever name is typed, on top of the
   * per-client limit, against guessing one password from many places; checked before the password, so once locked
   * not even the right one gets in until the window ends.
   */
  async signIn(given: string, password: string): Promise<SessionUser> {
    const { db, clock, attempts } = this.deps;
    const typed = given.toLowerCase();
    const row = await db.em.findOne(User, typed.includes('@') ? { emailKey: typed } : { usernameKey: typed }, {
      populate: ['passwordHash'],
    });
    const key = signInKey(row, typed);
    const counted = await attempts.peek(key);
    if (counted && counted.hits >= LOCK_OUT.failures) throw tooManyFailures(counted.remainingMs);
    // Verified even without an account (against a dummy hash), so the time taken tells nothing either.
    const ok = await verifyPassword(row?.passwordHash ?? null, password);
    if (!row || !ok) {
      await attempts.hit(key, LOCK_OUT.windowMs);
      throw unauthorized('Incorrect username or password.');
    }
    await attempts.reset(key);
    row.lastLoginAt = clock.now();
    await db.em.flush();
    return sessionUserOf(row);
  }

  /** A password reset lifts the sign-in lock-out. */
  liftLockOut(userId: string): Promise<void> {
    return this.deps.attempts.reset(signInKey({ id: userId }, ''));
  }
}
