import type { FastifyRequest } from 'fastify';
import type { SharedAttempts } from '../kernel/shared-attempts.ts';
import { unauthorized } from '../sdk/errors.ts';
import type { PendingSignIns } from './pending-sign-ins.ts';
import { checkLocked } from './two-factor-policy.ts';

export const NO_PENDING = 'Your sign-in has timed out. Enter your username and password again.';

/**
 * Who is finishing a sign-in on this request, for every second-step route (a code, a passkey): a 401 when no pending
 * sign-in (it timed out, or the password step never ran), a 429 while wrong codes or passkeys lock the account.
 */
export async function pendingOrRefuse(
  deps: { pending: PendingSignIns; attempts: SharedAttempts },
  request: FastifyRequest,
): Promise<{ userId: string; challenge: string | null }> {
  const signingIn = await deps.pending.of(request);
  if (!signingIn) throw unauthorized(NO_PENDING);
  await checkLocked(deps.attempts, signingIn.userId);
  return signingIn;
}
