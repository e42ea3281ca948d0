import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { successAnswer } from '../contract/answers.ts';
import { currentUserAnswer } from '../contract/kernel.ts';
import { passkeyAddedAnswer, passkeyOptionsAnswer } from '../contract/two-factor.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { badRequest, conflict, forbidden, notFound } from '../sdk/errors.ts';
import { pendingOrRefuse } from './pending-or-refuse.ts';
import { finishSignIn, SECOND_STEP_CONFIG, type SecondStepDeps } from './two-factor-sign-in.routes.ts';
import { passwordBody } from './two-factor.routes.ts';
import { checkLocked, countFailure, type TwoFactorPolicy } from './two-factor-policy.ts';
import type { AccountData } from './account-data.service.ts';

// The browser's answer, as @simplewebauthn/browser sends it: its inner fields are checked by the verification.
const credentialJson = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
});
const registerBody = z.object({
  name: z.string().trim().min(1, 'Name the passkey').max(80, 'Use at most 80 characters for the name'),
  response: credentialJson,
});
const signInBody = z.object({ response: credentialJson });
const idParams = z.object({ id: z.uuid('Unknown passkey') });

const SELF = { capability: 'self' as const, rateLimit: { max: 30, timeWindow: '15 minutes' } };

/** Passkeys: adding and removing them on the account, and the passkey second step of signing in. */
export async function passkeysRoutes(
  app: ModuleApp,
  deps: SecondStepDeps & { policy: TwoFactorPolicy; accounts: AccountData },
): Promise<void> {
  const { auth, passkeys, pending, attempts, audit, twoFactor } = deps;
  const tags = ['identity'];

  app.post(
    '/account/two-factor/passkeys/options',
    {
      schema: {
        summary: 'Start adding a passkey',
        operationId: 'passkeyRegistrationOptions',
        tags,
        response: { 200: passkeyOptionsAnswer },
      },
      config: SELF,
    },
    async (request) => {
      const user = auth.user(request);
      return { data: { ...(await passkeys.registrationOptions(user)) } };
    },
  );

  app.post(
    '/account/two-factor/passkeys',
    {
      schema: {
        summary: 'Add a passkey',
        description: "The browser's answer to the options from POST /api/account/two-factor/passkeys/options.",
        operationId: 'addPasskey',
        tags,
        body: registerBody,
        response: { 201: passkeyAddedAnswer },
      },
      config: SELF,
    },
    async (request, reply) => {
      const user = auth.user(request);
      const hadCodes = (await twoFactor.state(user.id)).recoveryCodesLeft > 0;
      const added = await passkeys.register(user.id, request.body.name, request.body.response as unknown as RegistrationResponseJSON);
      if (!added) throw badRequest('That passkey could not be checked. Start again with "Add a passkey".');
      await audit.record(request, {
        action: 'security.passkey_added',
        targetType: 'user',
        targetId: user.id,
        details: { message: `${user.username} added a passkey (${request.body.name}).` },
      });
      const key = (await passkeys.list(user.id)).find((k) => k.id === added.id);
      if (!key) throw conflict('That passkey is already on an account.');
      reply.code(201);
      // The first second step comes with recovery codes, as the app's does: a lost device must not lock the person out.
      return hadCodes ? { data: key } : { data: key, recoveryCodes: await twoFactor.newRecoveryCodes(user.id) };
    },
  );

  app.delete(
    '/account/two-factor/passkeys/:id',
    {
      schema: {
        summary: 'Remove a passkey',
        description: 'Takes the account password.',
        operationId: 'removePasskey',
        tags,
        params: idParams,
        body: passwordBody,
        response: { 200: successAnswer },
      },
      config: SELF,
    },
    async (request) => {
      const user = auth.user(request);
      const keys = await passkeys.list(user.id);
      if (!keys.some((k) => k.id === request.params.id)) throw notFound('No such passkey on your account.');
      if (keys.length === 1 && !(await twoFactor.state(user.id)).totp && (await deps.policy.required(user))) {
        throw conflict('You must keep two-factor sign-in. Set up an authenticator app or add another passkey first.');
      }
      await checkLocked(attempts, user.id);
      if (!(await deps.accounts.passwordMatches(user.id, request.body.password))) {
        await countFailure(attempts, user.id);
        throw forbidden('That password is not right. Enter the password you sign in with.');
      }
      await passkeys.remove(user.id, request.params.id);
      await twoFactor.forgetRecoveryCodesUnlessOn(user.id);
      await audit.record(request, {
        action: 'security.passkey_removed',
        targetType: 'user',
        targetId: user.id,
        details: { message: `${user.username} removed a passkey.` },
      });
      return { success: true };
    },
  );

  app.post(
    '/login/two-factor/passkey/options',
    {
      schema: {
        summary: 'Start finishing sign-in with a passkey',
        operationId: 'loginPasskeyOptions',
        tags,
        response: { 200: passkeyOptionsAnswer },
      },
      config: SECOND_STEP_CONFIG,
    },
    async (request) => {
      const signingIn = await pendingOrRefuse(deps, request);
      const options = await passkeys.authenticationOptions(signingIn.userId);
      await pending.setChallenge(request, options.challenge);
      return { data: { ...options } };
    },
  );

  app.post(
    '/login/two-factor/passkey',
    {
      schema: {
        summary: 'Finish signing in with a passkey',
        operationId: 'loginPasskey',
        tags,
        body: signInBody,
        response: { 200: currentUserAnswer },
      },
      config: SECOND_STEP_CONFIG,
    },
    async (request, reply) => {
      const signingIn = await pendingOrRefuse(deps, request);
      if (!signingIn.challenge) throw badRequest('Ask for the passkey first (POST /api/login/two-factor/passkey/options).');
      // One answer per challenge: a failed or replayed one needs a new challenge.
      await pending.setChallenge(request, '');
      const ok = await passkeys.authenticate(
        signingIn.userId,
        signingIn.challenge,
        request.body.response as unknown as AuthenticationResponseJSON,
      );
      if (!ok) {
        await countFailure(attempts, signingIn.userId);
        throw forbidden('That passkey did not work for this account. Try again, or use a code.');
      }
      return finishSignIn(deps, request, reply, signingIn.userId);
    },
  );
}
