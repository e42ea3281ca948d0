import { successAnswer } from '../contract/answers.ts';
import { staffAnswer, staffMemberChangedAnswer, staffRoleBody } from '../contract/staff.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { conflict, notFound } from '../sdk/errors.ts';
import { idParam, isUuid } from '../sdk/http.ts';
import type { Activity } from './activity.ts';
import type { Leaving } from './leaving.ts';
import type { SessionAuth } from './auth.adapter.ts';
import type { MembershipRow, Memberships } from './memberships.ts';
import type { SessionStore } from './session-store.ts';
import { nameOf } from './display-names.ts';
import { User } from './user.entity.ts';

const OWNERS = { capability: 'staff' } as const;
const LAST_OWNER = 'A business always keeps at least one owner: make someone else an owner first.';
const NO_PERSON = 'No such person in this business.';

/** GET /api/staff, PATCH and DELETE /api/staff/{id}: the business's people and their roles (docs/decisions/0026). */
export async function staffRoutes(
  app: ModuleApp,
  deps: { db: OpenedDatabase; auth: SessionAuth; memberships: Memberships; sessions: SessionStore; activity: Activity; leaving: Leaving },
): Promise<void> {
  const { db, auth, memberships, sessions, activity, leaving } = deps;
  const tags = ['identity'];

  const staffOf = async (rows: MembershipRow[]) => {
    const found = await db.em.find(
      User,
      { id: { $in: rows.map((m) => m.accountId) } },
      { fields: ['id', 'username', 'displayName', 'email'] },
    );
    const people = new Map(found.map((u) => [u.id, u]));
    return rows.map((m) => ({
      id: m.id,
      name: nameOf(people.get(m.accountId) ?? { username: '' }),
      username: people.get(m.accountId)?.username ?? '',
      email: people.get(m.accountId)?.email ?? '',
      role: m.role,
      teamMemberId: m.teamMemberId,
      lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
    }));
  };

  // Managers run the day and need to know who is who; changing who belongs is the owner's.
  app.get(
    '/staff',
    { schema: { summary: "List the business's people", operationId: 'listStaff', tags, response: { 200: staffAnswer } } },
    async (request) => {
      const rows = await memberships.ofBusiness(auth.user(request).businessId);
      return { data: await staffOf(rows) };
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        summary: "Change a person's role",
        operationId: 'changeStaffRole',
        tags,
        params: idParam,
        body: staffRoleBody,
        response: { 200: staffMemberChangedAnswer },
      },
      config: OWNERS,
    },
    async (request) => {
      const user = auth.user(request);
      const { businessId } = user;
      const { id } = request.params;
      const { role } = request.body;
      const membership = isUuid(id) ? await memberships.inBusiness(businessId, id) : null;
      if (!membership) throw notFound(NO_PERSON);
      const [person] = await staffOf([membership]);
      // The change and its activity line commit together.
      await activity.together(
        user,
        async () => {
          const change = () => memberships.setRole(businessId, id, role);
          // An owner made a manager or technician no longer owns what they connected (API keys, webhooks).
          const changed =
            membership.role === 'owner' && role !== 'owner'
              ? await leaving.leave(businessId, membership.accountId, change)
              : await change();
          if (!changed) throw conflict(LAST_OWNER);
        },
        { action: 'staff.role_changed', subject: id, sentence: `made ${person!.name} ${role === 'owner' ? 'an owner' : `a ${role}`}` },
      );
      return { data: { ...person!, role } };
    },
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        summary: 'Remove a person from the business',
        operationId: 'removeStaff',
        tags,
        params: idParam,
        response: { 200: successAnswer },
      },
      config: OWNERS,
    },
    async (request) => {
      const user = auth.user(request);
      const { businessId } = user;
      const { id } = request.params;
      const membership = isUuid(id) ? await memberships.inBusiness(businessId, id) : null;
      if (!membership) throw notFound(NO_PERSON);
      const [person] = await staffOf([membership]);
      await activity.together(
        user,
        async () => {
          if (!(await leaving.leave(businessId, membership.accountId, () => memberships.remove(businessId, id))))
            throw conflict(LAST_OWNER);
        },
        { action: 'staff.removed', subject: id, sentence: `removed ${person?.name ?? 'a person'} from the business` },
      );
      // Their sessions in this business end now (each request also re-reads the membership, so none outlives it).
      // After the transaction: the session store writes on the pool, outside any unit of work.
      await sessions.endInBusiness(membership.accountId, businessId);
      return { success: true };
    },
  );
}
