import { z } from 'zod';
import { contentAnswer, successAnswer } from '../contract/answers.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { forbidden, HttpError } from '../sdk/errors.ts';
import { minutesText, type SharedAttempts } from '../kernel/shared-attempts.ts';
import type { AccountData } from './account-data.service.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { MAX_PASSWORD_LENGTH } from './passwords.ts';

const deleteBody = z.object(
  {
    password: z.string({ error: 'Enter your password to confirm' }).min(1, 'Enter your password to confirm').max(MAX_PASSWORD_LENGTH),
    confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
  },
  { error: 'Send your password and confirm: "DELETE"' },
);

/** The date in New Zealand, for the file name. */
const nzDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(date);

/** GET /api/account/export (a JSON download of everything) and DELETE /api/account. */
export async function accountRoutes(
  app: ModuleApp,
  deps: { auth: SessionAuth; accounts: AccountData; clock: ClockPort; attempts: SharedAttempts },
): Promise<void> {
  const { auth, accounts, clock, attempts } = deps;
  const tags = ['identity'];

  app.get(
    '/account/export',
    {
      schema: {
        summary: "Download all of the business's data",
        operationId: 'exportAccount',
        tags,
        response: { 200: contentAnswer('application/json', 'Everything Korero keeps for the account, as a file to save') },
      },
      // Everything the business keeps (its customers too): the owner's to take.
      config: { capability: 'customer-data', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const user = auth.user(request);
      const data = await accounts.export(user.businessId, user.id);
      return reply
        .header('content-disposition', `attachment; filename="korero-export-${nzDate(clock.now())}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        summary: 'Delete the account and all its data',
        operationId: 'deleteAccount',
        tags,
        body: deleteBody,
        response: { 200: successAnswer },
      },
      // The person's own account, whatever their role in the session's business: it deletes the businesses they
      // alone own and leaves the others (see AccountData.delete).
      config: { capability: 'self', rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const user = auth.user(request);
      // Locked before the password is checked, as sign-in is: after 5 wrong ones, not even the right one deletes.
      const key = `delete-account:${user.id}`;
      const counted = await attempts.peek(key);
      if (counted && counted.hits >= 5)
        throw new HttpError(429, `Too many wrong passwords. Try again in ${minutesText(counted.remainingMs)}.`);
      if (!(await accounts.passwordMatches(user.id, request.body.password))) {
        await attempts.hit(key, 15 * 60_000);
        throw forbidden('That password is not right. Enter the password you sign in with.');
      }
      await accounts.delete(user.id);
      await auth.signOut(request);
      return { success: true };
    },
  );
}
