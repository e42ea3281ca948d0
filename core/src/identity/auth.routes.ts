import { z } from 'zod';
import { successAnswer } from '../contract/answers.ts';
import { adminSetupAnswer, currentUserAnswer, type CurrentUser } from '../contract/kernel.ts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { BillingPort } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import { accountCreated, type SessionUser } from '../ports/auth.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { conflict, forbidden, HttpError, unauthorized } from '../sdk/errors.ts';
import { minutesText, type SharedAttempts } from '../kernel/shared-attempts.ts';
import type { AdminSetup } from './admin-setup.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';
import { User } from './user.entity.ts';

export interface AuthRouteDeps {
  auth: SessionAuth;
  db: Database;
  billing: BillingPort;
  events: EventsPort;
  clock: ClockPort;
  adminSetup: AdminSetup;
  /** Counted attempts shared by every process: failed sign-ins per account (a password reset lifts the lock-out). */
  attempts: SharedAttempts;
}

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may use letters, numbers, dots, dashes and underscores');

const registerBody = z.object({
  username,
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().pipe(z.email('Enter a valid email address')).pipe(z.string().max(254)),
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});

const setupBody = z.object({ code: z.string({ error: 'Enter the setup code' }).trim().min(1, 'Enter the setup code').max(100) });

// Failed sign-ins per account before it is locked, and for how long.
export const LOCK_OUT = { failures: 10, windowMs: 15 * 60_000 };
/** The lock-out key of an account, or of a name no account has (counted the same, so the answers tell nothing). */
export const signInKey = (user: { id: string } | null, typed: string) => (user ? `sign-in:${user.id}` : `sign-in-name:${typed}`);

// Per client: generous for a shared office, tight for a script.
const SIGN_IN_LIMIT = { max: 20, timeWindow: '15 minutes' };
const REGISTER_LIMIT = { max: 10, timeWindow: '1 hour' };

const tooManyFailures = (ms: number) =>
  new HttpError(429, `Too many failed sign-ins for this account. Try again in ${minutesText(ms)}, or reset your password.`);

/** Sign-up, sign-in, sign-out, the current user, and the first-admin setup. */
export async function authRoutes(app: ModuleApp, deps: AuthRouteDeps): Promise<void> {
  const { auth, db, billing, events, clock, adminSetup, attempts } = deps;
  const tags = ['identity'];

  const present = async (user: SessionUser): Promise<CurrentUser> => ({
    id: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    subscriptionTier: await billing.effectiveTier(user.businessId),
  });

  app.get('/user', { preHandler: auth.requireUser, schema: { tags, response: { 200: currentUserAnswer } } }, async (request) => present(auth.user(request)));

  app.post('/register', { schema: { tags, body: registerBody, response: { 201: currentUserAnswer } }, config: { access: 'public', rateLimit: REGISTER_LIMIT } }, async (request, reply) => {
    const { username: name, email, password } = request.body;
    const passwordHash = await hashPassword(password);
    let user: User;
    try {
      // The account and its accountCreated event are stored together.
      user = await db.transaction(async (em) => {
        const created = em.create(User, {
          username: name,
          usernameKey: name.toLowerCase(),
          email,
          emailKey: email,
          passwordHash,
          isAdmin: false,
          createdAt: clock.now(),
          lastLoginAt: clock.now(),
        });
        await em.flush();
        await events.emit(accountCreated, { accountId: created.id, username: created.username, email: created.email });
        return created;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        db.em.clear();
        const taken = await db.em.count(User, { usernameKey: name.toLowerCase() });
        throw conflict(
          taken
            ? 'That username is taken. Choose another.'
            : 'An account with that email already exists. Sign in, or reset your password.',
        );
      }
      throw error;
    }
    const sessionUser: SessionUser = { id: user.id, username: user.username, email: user.email, isAdmin: false, businessId: user.id };
    await auth.signIn(request, sessionUser);
    reply.code(201);
    return present(sessionUser);
  });

  app.post('/login', { schema: { tags, body: loginBody, response: { 200: currentUserAnswer } }, config: { access: 'public', rateLimit: SIGN_IN_LIMIT } }, async (request) => {
    const { username: given, password } = request.body;
    const typed = given.toLowerCase();
    const row = await db.em.findOne(User, typed.includes('@') ? { emailKey: typed } : { usernameKey: typed }, { populate: ['passwordHash'] });
    // Per account, whichever name was typed, on top of the per-client limit, against guessing one password from many
    // places. Checked before the password: once locked, not even the right password gets in until the window ends.
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
    const sessionUser: SessionUser = { id: row.id, username: row.username, email: row.email, isAdmin: row.isAdmin, businessId: row.id };
    await auth.signIn(request, sessionUser);
    return present(sessionUser);
  });

  app.post('/logout', { schema: { tags, response: { 200: successAnswer } }, config: { access: 'public' } }, async (request) => {
    await auth.signOut(request);
    return { success: true };
  });

  app.get('/admin-setup', { preHandler: auth.requireUser, schema: { tags, response: { 200: adminSetupAnswer } } }, async (request) => ({
    data: { available: !(await adminSetup.adminExists()), isAdmin: auth.user(request).isAdmin },
  }));

  app.post(
    '/admin-setup',
    { preHandler: auth.requireUser, schema: { tags, body: setupBody, response: { 200: currentUserAnswer } }, config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
    async (request) => {
      const user = auth.user(request);
      if (user.isAdmin) return present(user);
      if (await adminSetup.adminExists()) {
        throw conflict('Korero already has an administrator. Ask them to give you access.');
      }
      if (!adminSetup.matches(request.body.code)) {
        throw forbidden('That setup code is not right. Use the code Korero printed when it started.');
      }
      if (!(await adminSetup.claim(user.id, clock.now()))) {
        throw conflict('Korero already has an administrator. Ask them to give you access.');
      }
      const promoted = { ...user, isAdmin: true };
      await auth.signIn(request, promoted);
      return present(promoted);
    },
  );
}
