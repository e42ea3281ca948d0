import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { minutesText, type SharedAttempts } from '../kernel/shared-attempts.ts';
import { randomUUID } from 'node:crypto';
import { accountCreated, type Role, type SessionUser } from '../ports/auth.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import { conflict, forbidden, HttpError, unauthorized } from '../sdk/errors.ts';
import type { JobsPort } from '../ports/jobs.port.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import { defaultMembership, type Memberships } from './memberships.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { notifySignUpAttempt, signUpAttemptEmail, signUpAttemptReference } from './sign-up-attempt.ts';
import { usernameKey } from './usernames.ts';
import { User } from './user.entity.ts';

// "Someone tried to sign up with your address" emails per address an hour; more sign-ups get the same answer.
const ATTEMPT_EMAILS_PER_HOUR = 3;

const usernameTaken = () => conflict('That username is taken. Choose another.');

// Failed sign-ins per account before it is locked, and for how long.
const LOCK_OUT = { failures: 10, windowMs: 15 * 60_000 };

/** The lock-out key of an account, or of a name no account has (counted the same, so the answers tell nothing). */
export const signInKey = (user: { id: string } | null, typed: string) => (user ? `sign-in:${user.id}` : `sign-in-name:${typed}`);

const tooManyFailures = (ms: number) =>
  new HttpError(429, `Too many failed sign-ins for this account. Try again in ${minutesText(ms)}, or reset your password.`);

/** The person, working in the business a session starts in (see defaultMembership). */
export const sessionUserOf = (
  row: Pick<User, 'id' | 'username' | 'email' | 'isAdmin'> & { displayName?: string | null },
  membership: { businessId: string; role: Role; teamMemberId?: string | null },
): SessionUser => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName ?? null,
  email: row.email,
  isAdmin: row.isAdmin,
  businessId: membership.businessId,
  role: membership.role,
  teamMemberId: membership.teamMemberId ?? null,
});

const NO_BUSINESS = 'You no longer belong to any business on Korero. Ask the owner who invited you for a new invitation.';

/** Creating accounts and checking passwords: the rules behind POST /api/register and /api/login. */
export class SignIns {
  private readonly deps: {
    db: Database;
    clock: ClockPort;
    events: EventsPort;
    attempts: SharedAttempts;
    /** The most accounts the Free plan (where every sign-up starts) may hold. */
    maxFreeAccounts: () => number;
    jobs: JobsPort;
    messaging: MessagingPort;
    publicUrl: string;
    memberships: Memberships;
    supportEmail: string;
  };

  constructor(deps: SignIns['deps']) {
    this.deps = deps;
    deps.jobs.define(notifySignUpAttempt, ({ userId }) => this.#sendAttemptEmail(userId), { maxAttempts: 3, backoffSeconds: 30 });
  }

  /**
   * A new account, stored with its accountCreated event; 409 when the username is taken (by its folded form, see
   * usernameKey: usernames are shown to others, so saying one is taken gives nothing away). An email address that
   * already has an account answers null, the same for everyone, and its owner is told by email instead.
   */
  async register(input: { username: string; email: string; password: string }): Promise<SessionUser | null> {
    const { db, clock, events } = this.deps;
    await this.#ensureRoomForSignUp();
    const key = usernameKey(input.username);
    // Hashed before any lookup, so an address with an account takes as long to answer as one without.
    const passwordHash = await hashPassword(input.password);
    if (await db.em.count(User, { usernameKey: key })) throw usernameTaken();
    const owner = await db.em.findOne(User, { emailKey: input.email }, { fields: ['id'] });
    if (owner) return this.#emailTaken(owner.id, input.email);
    try {
      const user = await db.transaction(async (em) => {
        const now = clock.now();
        const created = em.create(User, {
          id: randomUUID(),
          username: input.username,
          usernameKey: key,
          email: input.email,
          emailKey: input.email,
          passwordHash,
          isAdmin: false,
          createdAt: now,
          lastLoginAt: now,
        });
        await em.flush();
        // The business it owns has the account's id (as every business from before memberships does).
        this.deps.memberships.add(em, { accountId: created.id, businessId: created.id, role: 'owner' });
        await em.flush();
        await events.emit(accountCreated, { accountId: created.id, username: created.username, email: created.email });
        return created;
      });
      return sessionUserOf(user, { businessId: user.id, role: 'owner' });
    } catch (error) {
      // Another sign-up took the name or the address in the moment between the checks and the insert.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      db.em.clear();
      if (await db.em.count(User, { usernameKey: key })) throw usernameTaken();
      const raced = await db.em.findOne(User, { emailKey: input.email }, { fields: ['id'] });
      if (!raced) throw error;
      return this.#emailTaken(raced.id, input.email);
    }
  }

  /** Queues the "someone tried to sign up with your address" email: a few an hour per address, then nothing. */
  async #emailTaken(userId: string, email: string): Promise<null> {
    const { attempts, jobs } = this.deps;
    if ((await attempts.hit(`sign-up-attempt:${email}`, 60 * 60_000)).hits <= ATTEMPT_EMAILS_PER_HOUR) {
      await jobs.enqueue(notifySignUpAttempt, { userId }, { key: signUpAttemptReference(userId) });
    }
    return null;
  }

  async #sendAttemptEmail(userId: string): Promise<void> {
    const { db, messaging, publicUrl } = this.deps;
    const user = await db.em.findOne(User, { id: userId });
    if (!user) return;
    await messaging.send({
      channel: 'email',
      to: user.email,
      ...signUpAttemptEmail({ username: user.username, publicUrl }),
      businessId: null,
      purpose: 'sign-up-attempt',
      reference: signUpAttemptReference(user.id),
      transactional: true,
    });
  }

  /** Refuses a sign-up once the Free plan holds as many accounts as the administrator allows (max users per tier). */
  async #ensureRoomForSignUp(): Promise<void> {
    const rows = await this.deps.db.em.execute<Array<{ n: string | number }>>(
      `select count(*) as n from core_user u left join core_billing_account b on b.business_id = u.id
        where not u.is_admin and (b.business_id is null or b.tier = 'free' or b.status not in ('active', 'past_due'))
          and exists (select 1 from core_membership m where m.account_id = u.id and m.role = 'owner')`,
    );
    if (Number(rows[0]?.n ?? 0) >= this.deps.maxFreeAccounts()) {
      throw forbidden(`Korero is not taking new sign-ups right now. Please try again later, or contact ${this.deps.supportEmail}.`);
    }
  }

  /**
   * The account a username or email and password open. Locked per account, whichever name is typed, on top of the
   * per-client limit, against guessing one password from many places; checked before the password, so once locked
   * not even the right one gets in until the window ends.
   */
  async signIn(given: string, password: string): Promise<SessionUser> {
    const { db, clock, attempts } = this.deps;
    const typed = given.includes('@') ? given.toLowerCase() : usernameKey(given);
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
    const membership = defaultMembership(await this.deps.memberships.ofAccount(row.id));
    if (!membership) throw forbidden(NO_BUSINESS);
    row.lastLoginAt = clock.now();
    await db.em.flush();
    return sessionUserOf(row, membership);
  }

  /** The session user of an account whose second step just passed (the password was checked by signIn). */
  async sessionUserFor(userId: string): Promise<SessionUser> {
    const row = await this.deps.db.em.findOne(User, { id: userId });
    const membership = row ? defaultMembership(await this.deps.memberships.ofAccount(row.id)) : null;
    if (!row || !membership) throw forbidden(NO_BUSINESS);
    return sessionUserOf(row, membership);
  }

  /** A password reset lifts the sign-in lock-out. */
  liftLockOut(userId: string): Promise<void> {
    return this.deps.attempts.reset(signInKey({ id: userId }, ''));
  }
}
