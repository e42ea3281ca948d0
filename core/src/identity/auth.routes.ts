import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successAnswer } from '../contract/answers.ts';
import { adminSetupAnswer, currentUserAnswer, sessionAnswer, signUpPendingAnswer, type CurrentUser } from '../contract/kernel.ts';
import type { BillingPort } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { conflict, forbidden, HttpError } from '../sdk/errors.ts';
import { minutesText, type SharedAttempts } from '../kernel/shared-attempts.ts';
import { usernameKey } from './usernames.ts';
import type { AdminSetup } from './admin-setup.ts';
import type { Memberships } from './memberships.ts';
import type { AuditPort } from '../ports/audit.port.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';
import type { SignIns } from './sign-ins.service.ts';
import { SIGN_UP_CHECK_EMAIL } from './sign-up-attempt.ts';
import { loginAnswer, type twoFactorRequiredAnswer } from '../contract/two-factor.ts';
import type { FastifyReply } from 'fastify';

export interface AuthRouteDeps {
  auth: SessionAuth;
  signIns: SignIns;
  billing: BillingPort;
  memberships: Memberships;
  clock: ClockPort;
  adminSetup: AdminSetup;
  audit: AuditPort;
  attempts: SharedAttempts;
  /** After a right password: the second step to ask for (and its pending cookie set), or null when there is none. */
  secondStep: (reply: FastifyReply, userId: string) => Promise<z.infer<typeof twoFactorRequiredAnswer> | null>;
}

// Stored as NFKC (fullwidth and other compatibility forms as their plain letters), and checked in that form.
export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .transform((name) => name.normalize('NFKC'))
  .pipe(
    z
      .string()
      .min(3, 'Username must be at least 3 characters')
      .max(50, 'Username must be at most 50 characters')
      .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may use letters, numbers, dots, dashes and underscores'),
  );

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const registerBody = z.object({
  username: usernameField,
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address'))
    .pipe(z.string().max(254)),
  password: passwordField,
});

const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});

const setupBody = z.object({ code: z.string({ error: 'Enter the setup code' }).trim().min(1, 'Enter the setup code').max(100) });

// Per client: generous for a shared office, tight for a script.
/**
 * Sign-in attempts per client address and typed name (issue 44): a depot's crew behind one address each have their
 * own 20 in 15 minutes, so one person's mistakes never lock out the rest; each account still locks after 10 failures
 * wherever they come from (SignIns), and one address trying many names meets SIGN_IN_ADDRESS_CEILING. Counted after
 * the body is read (the name is in it).
 */
const SIGN_IN_LIMIT = {
  max: 20,
  timeWindow: '15 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}|${usernameKey(String((request.body as { username?: unknown } | undefined)?.username ?? '').slice(0, 200))}`,
};
/** Sign-ins from one client address, whatever names they type: enough for a crew, not for trying a list of names. */
const SIGN_IN_ADDRESS_CEILING = { max: 100, windowMs: 15 * 60_000 };
const REGISTER_LIMIT = { max: 10, timeWindow: '1 hour' };

/** A signed-in user as GET /api/user and /api/session answer (and as the app's pages carry it). */
export async function presentUser(user: SessionUser, deps: Presenting): Promise<CurrentUser> {
  const [subscriptionTier, businessCount] = await Promise.all([
    deps.billing.effectiveTier(user.businessId),
    // An API key acts in its one business.
    user.apiKey ? 1 : deps.memberships.countOf(user.id),
  ]);
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName ?? null,
    email: user.email,
    isAdmin: user.isAdmin,
    subscriptionTier,
    businessId: user.businessId,
    role: user.role,
    teamMemberId: user.teamMemberId,
    businessCount,
    ...((user.isAdmin || user.businessAsksTwoFactor) && user.twoFactorOn === false ? { twoFactorNeeded: true as const } : {}),
  };
}

/** What presenting a user reads: their business's plan and how many businesses they belong to. */
export interface Presenting {
  billing: BillingPort;
  memberships: Memberships;
}

/** Every role: what a route about the signed-in person themselves (not their business's data) takes. */
export const EVERY_ROLE = { capability: 'self' } as const;

/** Who is signed in on a request, as GET /api/session answers it (null when no one is); the app's pages carry it too. */
export function sessionOf(auth: SessionAuth, deps: Presenting) {
  return async (request: FastifyRequest): Promise<CurrentUser | null> => {
    const user = await auth.currentUser(request);
    return user ? presentUser(user, deps) : null;
  };
}

/** Sign-up, sign-in, sign-out, the current user, and the first-admin setup. */
export async function authRoutes(app: ModuleApp, deps: AuthRouteDeps): Promise<void> {
  const { auth, signIns, clock, adminSetup, audit } = deps;
  const tags = ['identity'];

  const present = (user: SessionUser) => presentUser(user, deps);

  app.get(
    '/user',
    {
      schema: { summary: 'Get the signed-in account', operationId: 'getCurrentUser', tags, response: { 200: currentUserAnswer } },
      config: EVERY_ROLE,
    },
    async (request) => present(auth.user(request)),
  );

  // The shell asks this on every page, signed in or not, so a signed-out visit logs no 401 (GET /api/user keeps
  // the spec's 401 for callers that need a user).
  const session = sessionOf(auth, deps);
  app.get(
    '/session',
    {
      schema: { summary: 'Get the session, signed in or not', operationId: 'getSession', tags, response: { 200: sessionAnswer } },
      config: { access: 'public' },
    },
    async (request) => ({
      data: await session(request),
    }),
  );

  app.post(
    '/register',
    {
      schema: {
        summary: 'Create an account and sign in',
        operationId: 'register',
        tags,
        body: registerBody,
        response: { 201: currentUserAnswer, 202: signUpPendingAnswer },
      },
      config: { access: 'public', rateLimit: REGISTER_LIMIT },
    },
    async (request, reply) => {
      const user = await signIns.register(request.body);
      // The address already has an account: an answer that says nothing of it (see docs/decisions/0020).
      if (!user) return reply.code(202).send({ message: SIGN_UP_CHECK_EMAIL });
      await auth.signIn(request, user);
      reply.code(201);
      return present(user);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in',
        description: 'With two-factor sign-in on, answers twoFactorRequired and no session: finish with POST /api/login/two-factor.',
        operationId: 'login',
        tags,
        body: loginBody,
        response: { 200: loginAnswer },
      },
      config: { access: 'public', rateLimit: SIGN_IN_LIMIT },
    },
    async (request, reply) => {
      const counted = await deps.attempts.hit(`sign-in-address:${request.ip}`, SIGN_IN_ADDRESS_CEILING.windowMs);
      if (counted.hits > SIGN_IN_ADDRESS_CEILING.max)
        throw new HttpError(429, `Too many sign-ins from this network. Try again in ${minutesText(counted.remainingMs)}.`);
      const user = await signIns.signIn(request.body.username, request.body.password);
      const secondStep = await deps.secondStep(reply, user.id);
      if (secondStep) return secondStep;
      await auth.signIn(request, user);
      return present(user);
    },
  );

  app.post(
    '/logout',
    { schema: { summary: 'Sign out', operationId: 'logout', tags, response: { 200: successAnswer } }, config: { access: 'public' } },
    async (request) => {
      await auth.signOut(request);
      return { success: true };
    },
  );

  app.get(
    '/admin-setup',
    {
      schema: {
        summary: 'Check whether this account may become the first administrator',
        operationId: 'getAdminSetup',
        tags,
        response: { 200: adminSetupAnswer },
      },
      config: EVERY_ROLE,
    },
    async (request) => ({
      data: { available: !(await adminSetup.adminExists()), isAdmin: auth.user(request).isAdmin },
    }),
  );

  app.post(
    '/admin-setup',
    {
      schema: {
        summary: 'Become the first administrator with the setup code',
        operationId: 'claimAdminSetup',
        tags,
        body: setupBody,
        response: { 200: currentUserAnswer },
      },
      config: { ...EVERY_ROLE, rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const user = auth.user(request);
      if (user.isAdmin) return present(user);
      if (await adminSetup.adminExists()) {
        throw conflict('Korero already has an administrator. Ask them to give you access.');
      }
      if (!(await adminSetup.matches(request.body.code))) {
        await audit.record(request, {
          action: 'security.admin_setup_failed',
          targetType: 'user',
          targetId: user.id,
          details: { message: `${user.username} tried to become administrator with a wrong setup code.` },
        });
        throw forbidden('That setup code is not right. Use the code Korero printed when it started.');
      }
      if (!(await adminSetup.claim(user.id, clock.now()))) {
        throw conflict('Korero already has an administrator. Ask them to give you access.');
      }
      await audit.record(request, {
        action: 'security.admin_setup',
        targetType: 'user',
        targetId: user.id,
        details: { message: `${user.username} became the first administrator with the setup code.` },
      });
      const promoted = { ...user, isAdmin: true };
      await auth.signIn(request, promoted);
      return present(promoted);
    },
  );
}
