import { z } from 'zod';
import { successAnswer } from '../contract/answers.ts';
import { recoveryCodesAnswer, totpSetupAnswer, twoFactorStateAnswer } from '../contract/two-factor.ts';
import type { SharedAttempts } from '../kernel/shared-attempts.ts';
import type { AuditPort } from '../ports/audit.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { conflict, forbidden } from '../sdk/errors.ts';
import type { AccountData } from './account-data.service.ts';
import type { SessionAuth } from './auth.adapter.ts';
import type { Passkeys } from './passkeys.ts';
import { MAX_PASSWORD_LENGTH } from './passwords.ts';
import { checkLocked, countFailure, type TwoFactorPolicy } from './two-factor-policy.ts';
import type { TwoFactor } from './two-factor.ts';

export interface TwoFactorRouteDeps {
  auth: SessionAuth;
  twoFactor: TwoFactor;
  passkeys: Passkeys;
  policy: TwoFactorPolicy;
  accounts: AccountData;
  attempts: SharedAttempts;
  audit: AuditPort;
}

export const codeBody = z.object({
  code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(40, 'That code is too long'),
});
export const passwordBody = z.object({
  password: z.string({ error: 'Enter your password to confirm' }).min(1, 'Enter your password to confirm').max(MAX_PASSWORD_LENGTH),
});

const SELF = { capability: 'self' as const, rateLimit: { max: 30, timeWindow: '15 minutes' } };

/** The account's own second steps: the authenticator app and the recovery codes (passkeys: passkeys.routes.ts). */
export async function twoFactorRoutes(app: ModuleApp, deps: TwoFactorRouteDeps): Promise<void> {
  const { auth, twoFactor, passkeys, policy, attempts, audit } = deps;
  const tags = ['identity'];

  app.get(
    '/account/two-factor',
    {
      schema: {
        summary: 'Get the two-factor sign-in settings',
        operationId: 'getTwoFactor',
        tags,
        response: { 200: twoFactorStateAnswer },
      },
      config: { capability: 'self' },
    },
    async (request) => {
      const user = auth.user(request);
      const [state, keys, required] = await Promise.all([twoFactor.state(user.id), passkeys.list(user.id), policy.required(user)]);
      return { data: { ...state, passkeys: keys, required } };
    },
  );

  app.post(
    '/account/two-factor/totp',
    {
      schema: {
        summary: 'Start setting up an authenticator app',
        operationId: 'startTotp',
        tags,
        response: { 200: totpSetupAnswer },
      },
      config: SELF,
    },
    async (request) => {
      const user = auth.user(request);
      const setup = await twoFactor.start(user.id, user.username);
      if (!setup) throw conflict('An authenticator app is already set up. Switch it off first to use another.');
      return { data: setup };
    },
  );

  app.post(
    '/account/two-factor/totp/confirm',
    {
      schema: {
        summary: 'Turn on the authenticator app with its first code',
        operationId: 'confirmTotp',
        tags,
        body: codeBody,
        response: { 200: recoveryCodesAnswer },
      },
      config: SELF,
    },
    async (request) => {
      const user = auth.user(request);
      await checkLocked(attempts, user.id);
      const codes = await twoFactor.confirm(user.id, request.body.code);
      if (!codes) {
        await countFailure(attempts, user.id);
        throw forbidden('That code is not right. Type the 6-digit code your app shows now.');
      }
      await audit.record(request, {
        action: 'security.two_factor_on',
        targetType: 'user',
        targetId: user.id,
        details: { message: `${user.username} turned on two-factor sign-in with an authenticator app.` },
      });
      return { data: { recoveryCodes: codes } };
    },
  );

  app.delete(
    '/account/two-factor/totp',
    {
      schema: {
        summary: 'Switch the authenticator app off',
        description: 'Takes a fresh code from the app, or a recovery code.',
        operationId: 'turnOffTotp',
        tags,
        body: codeBody,
        response: { 200: successAnswer },
      },
      config: SELF,
    },
    async (request) => {
      const user = auth.user(request);
      if (!(await twoFactor.state(user.id)).totp) return { success: true };
      if ((await policy.required(user)) && (await passkeys.list(user.id)).length === 0) {
        throw conflict('You must keep two-factor sign-in. Add a passkey before switching the app off.');
      }
      await checkLocked(attempts, user.id);
      if (!(await twoFactor.check(user.id, request.body.code))) {
        await countFailure(attempts, user.id);
        throw forbidden('That code is not right. Type the code your app shows now, or a recovery code.');
      }
      await twoFactor.turnOffTotp(user.id);
      await audit.record(request, {
        action: 'security.two_factor_off',
        targetType: 'user',
        targetId: user.id,
        details: { message: `${user.username} switched off two-factor sign-in with an authenticator app.` },
      });
      return { success: true };
    },
  );

  app.post(
    '/account/two-factor/recovery-codes',
    {
      schema: {
        summary: 'Make ten new recovery codes',
        description: 'The earlier codes stop working. Takes the account password.',
        operationId: 'newRecoveryCodes',
        tags,
        body: passwordBody,
        response: { 200: recoveryCodesAnswer },
      },
      config: SELF,
    },
    async (request) => {
      const user = auth.user(request);
      if (!(await twoFactor.isOn(user.id))) throw conflict('Turn on two-factor sign-in first: recovery codes come with it.');
      await checkLocked(attempts, user.id);
      if (!(await deps.accounts.passwordMatches(user.id, request.body.password))) {
        await countFailure(attempts, user.id);
        throw forbidden('That password is not right. Enter the password you sign in with.');
      }
      return { data: { recoveryCodes: await twoFactor.newRecoveryCodes(user.id) } };
    },
  );
}
