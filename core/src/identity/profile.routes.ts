import { accountProfileAnswer, accountProfileBody } from '../contract/staff.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { notFound } from '../sdk/errors.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { User } from './user.entity.ts';

const SELF = { capability: 'self' } as const;

/** GET and PUT /api/account/profile: the person's own name as others read it (invitations, staff lists, activity). */
export async function profileRoutes(app: ModuleApp, deps: { db: OpenedDatabase; auth: SessionAuth }): Promise<void> {
  const { db, auth } = deps;
  const tags = ['identity'];
  const read = async (id: string) => {
    const row = await db.em.findOne(User, { id }, { fields: ['id', 'username', 'displayName'] });
    if (!row) throw notFound('Your account is gone: sign in again.');
    return { username: row.username, displayName: row.displayName ?? null };
  };

  app.get(
    '/account/profile',
    { schema: { summary: 'Get your name', operationId: 'getAccountProfile', tags, response: { 200: accountProfileAnswer } }, config: SELF },
    async (request) => ({ data: await read(auth.user(request).id) }),
  );

  app.put(
    '/account/profile',
    {
      schema: {
        summary: 'Set your name as others read it',
        description: 'A blank or null name goes back to your username.',
        operationId: 'setAccountProfile',
        tags,
        body: accountProfileBody,
        response: { 200: accountProfileAnswer },
      },
      config: SELF,
    },
    async (request) => {
      const { id } = auth.user(request);
      await db.em.nativeUpdate(User, { id }, { displayName: request.body.displayName });
      return { data: await read(id) };
    },
  );
}
