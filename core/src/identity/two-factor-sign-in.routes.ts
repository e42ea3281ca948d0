import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUserAnswer, type CurrentUser } from '../contract/kernel.ts';
import type { SharedAttempts } from '../kernel/shared-attempts.ts';
import type { AuditPort } from '../ports/audit.port.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { forbidden } from '../sdk/errors.ts';
import type { SessionAuth } from './auth.adapter.ts';
import type { Passkeys } from './passkeys.ts';
import { pendingOrRefuse } from './pending-or-refuse.ts';
import { pendingToken, type PendingSignIns } from './pending-sign-ins.ts';
import type { SignIns } from './sign-ins.service.ts';
import { codeBody } from './two-factor.routes.ts';
import { clearFailures, countFailure } from './two-factor-policy.ts';
import type { TwoFactor } from './two-factor.ts';

export interface SecondStepDeps {
  auth: SessionAuth;
  signIns: SignIns;
  twoFactor: TwoFactor;
  passkeys: Passkeys;
  pending: PendingSignIns;
  attempts: SharedAttempts;
  audit: AuditPort;
  present: (user: SessionUser) => Promise<CurrentUser>;
}

/**
 * Per client address and pending sign-in, as sign-in is per address and typed name: a crew behind one address each
 * have their own. Guessing is stopped by the per-account lock (two-factor-policy.ts), whatever the address.
 */
export const SECOND_STEP_LIMIT = {
  max: 20,
  timeWindow: '15 minutes',
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${String(pendingToken(request) ?? '').slice(0, 64)}`,
};
/** Open while Korero is in maintenance, as signing in is. */
export const SECOND_STEP_CONFIG = { access: 'public' as const, openInMaintenance: true, rateLimit: SECOND_STEP_LIMIT };

/**
 * After a right password: when the person has a second step, starts the pending sign-in (its cookie) and answers
 * what to ask for; null when they have none and the session can start.
 */
export async function secondStepFor(
  deps: Pick<SecondStepDeps, 'twoFactor' | 'passkeys' | 'pending'>,
  reply: FastifyReply,
  userId: string,
): Promise<{ twoFactorRequired: true; methods: Array<'totp' | 'passkey'> } | null> {
  const [state, keys] = await Promise.all([deps.twoFactor.state(userId), deps.passkeys.list(userId)]);
  const methods: Array<'totp' | 'passkey'> = [...(state.totp ? (['totp'] as const) : []), ...(keys.length ? (['passkey'] as const) : [])];
  if (methods.length === 0) return null;
  await deps.pending.start(reply, userId);
  return { twoFactorRequired: true, methods };
}

/** POST /api/login/two-factor: the code from the app, or a recovery code, finishes the sign-in. */
export async function twoFactorSignInRoutes(app: ModuleApp, deps: SecondStepDeps): Promise<void> {
  const { twoFactor, attempts, audit } = deps;
  const tags = ['identity'];

  app.post(
    '/login/two-factor',
    {
      schema: {
        summary: 'Finish signing in with a code',
        description: 'After POST /api/login answered twoFactorRequired: a code from the authenticator app, or a recovery code.',
        operationId: 'loginTwoFactor',
        tags,
        body: codeBody,
        response: { 200: currentUserAnswer },
      },
      config: SECOND_STEP_CONFIG,
    },
    async (request, reply) => {
      const signingIn = await pendingOrRefuse(deps, request);
      const used = await twoFactor.check(signingIn.userId, request.body.code);
      if (!used) {
        await countFailure(attempts, signingIn.userId);
        throw forbidden('That code is not right. Type the code your app shows now, or one of your recovery codes.');
      }
      if (used === 'recovery') {
        await audit.record(request, {
          action: 'security.recovery_code_used',
          targetType: 'user',
          targetId: signingIn.userId,
          details: {
            message: `A recovery code was used to sign in (${(await twoFactor.state(signingIn.userId)).recoveryCodesLeft} left).`,
          },
        });
      }
      return finishSignIn(deps, request, reply, signingIn.userId);
    },
  );
}

/** The second step passed: the pending sign-in ends and the session starts. */
export async function finishSignIn(
  deps: Pick<SecondStepDeps, 'auth' | 'signIns' | 'pending' | 'attempts' | 'present'>,
  request: Parameters<SessionAuth['signIn']>[0],
  reply: FastifyReply,
  userId: string,
): Promise<CurrentUser> {
  await clearFailures(deps.attempts, userId);
  await deps.pending.end(request, reply);
  const user = await deps.signIns.sessionUserFor(userId);
  await deps.auth.signIn(request, user);
  return deps.present(user);
}
