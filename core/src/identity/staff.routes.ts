import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { successAnswer } from '../contract/answers.ts';
import {
  businessesAnswer,
  createBusinessBody,
  createdBusinessAnswer,
  staffAcceptAnswer,
  staffAcceptBody,
  staffAnswer,
  staffInvitationAnswer,
  staffInvitationBody,
  staffMemberChangedAnswer,
  staffRoleBody,
  switchBusinessAnswer,
  switchBusinessBody,
} from '../contract/staff.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import { accountCreated, businessCreated, type Role, type SessionUser } from '../ports/auth.port.ts';
import type { BillingPort } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { escapeHtml } from '../sdk/html.ts';
import { badRequest, conflict, notFound } from '../sdk/errors.ts';
import { idParam, isUuid } from '../sdk/http.ts';
import { accountEmailButton, accountEmailHtml } from './account-email.ts';
import type { Activity } from './activity.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { EVERY_ROLE, passwordField, presentUser, usernameField } from './auth.routes.ts';
import { StaffInvitation } from './membership.entity.ts';
import type { MembershipRow, Memberships } from './memberships.ts';
import { hashPassword } from './passwords.ts';
import type { SessionStore } from './session-store.ts';
import { sessionUserOf } from './sign-ins.service.ts';
import { usernameKey } from './usernames.ts';
import { User } from './user.entity.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const UNNAMED = 'Business without a name yet';
const OWNERS = { roles: ['owner'] } as const;

export interface StaffRouteDeps {
  db: OpenedDatabase;
  auth: SessionAuth;
  memberships: Memberships;
  sessions: SessionStore;
  billing: BillingPort;
  clock: ClockPort;
  events: EventsPort;
  messaging: MessagingPort;
  publicUrl: string;
  activity: Activity;
}

/** The outbox reference of a staff invitation's email. */
export const staffInvitationReference = (id: string) => `staff-invitation:${id}`;

function invitationEmail(input: { businessName: string; inviter: string; role: Role; link: string }) {
  const subject = `${input.inviter} invited you to ${input.businessName} on Korero`;
  const what =
    input.role === 'technician'
      ? 'As a technician you can ask your customers for reviews from your phone and record your jobs.'
      : 'As a manager you can run reviews, invitations, follow-ups, jobs, teams and settings.';
  const text = [
    'Kia ora,',
    '',
    `${input.inviter} invited you to join ${input.businessName} on Korero. ${what}`,
    '',
    'Accept here (with the account you have, or a new one):',
    input.link,
    '',
    `The link works once and expires in ${INVITATION_DAYS} days. If you were not expecting this, ignore this email.`,
    '',
    'Ngā mihi,',
    'The Korero team',
  ].join('\n');
  const html = accountEmailHtml({
    subject,
    username: 'there',
    body: `          <p style="margin:0 0 24px;">${escapeHtml(input.inviter)} invited you to join <strong>${escapeHtml(input.businessName)}</strong> on Korero. ${escapeHtml(what)}</p>
          ${accountEmailButton(input.link, 'Accept the invitation')}
          <p style="margin:0 0 24px;font-size:14px;line-height:21px;color:#57534e;">The link works once and expires in ${INVITATION_DAYS} days. If you were not expecting this, ignore this email.</p>`,
  });
  return { subject, text, html };
}

/** GET/POST /api/businesses, POST /api/businesses/switch, and /api/staff: memberships (docs/decisions/0026). */
export async function staffRoutes(app: ModuleApp, deps: StaffRouteDeps): Promise<void> {
  const { db, auth, memberships, sessions, billing, clock, events, messaging, publicUrl, activity } = deps;
  const tags = ['identity'];
  const present = (user: SessionUser) => presentUser(user, billing);
  const nameOf = async (businessId: string) => (await memberships.names([businessId])).get(businessId) ?? UNNAMED;

  app.get(
    '/businesses',
    {
      schema: { summary: 'List my businesses', operationId: 'listBusinesses', tags, response: { 200: businessesAnswer } },
      config: EVERY_ROLE,
    },
    async (request) => {
      const user = auth.user(request);
      const rows = await memberships.ofAccount(user.id);
      const names = await memberships.names(rows.map((m) => m.businessId));
      return {
        data: rows.map((m) => ({
          id: m.businessId,
          name: names.get(m.businessId) ?? UNNAMED,
          role: m.role,
          current: m.businessId === user.businessId,
        })),
      };
    },
  );

  app.post(
    '/businesses',
    {
      schema: {
        summary: 'Create another business that I own',
        operationId: 'createBusiness',
        tags,
        body: createBusinessBody,
        response: { 201: createdBusinessAnswer },
      },
      // Any signed-in person may start a business of their own (they own the new one, whatever they are here).
      config: { ...EVERY_ROLE, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = auth.user(request);
      const businessId = randomUUID();
      await db.transaction(async (em) => {
        memberships.add(em, { accountId: user.id, businessId, role: 'owner' });
        await em.flush();
        await events.emit(businessCreated, { businessId, accountId: user.id, businessName: request.body.businessName });
      });
      reply.code(201);
      return { data: { id: businessId, name: request.body.businessName, role: 'owner' as const, current: false } };
    },
  );

  app.post(
    '/businesses/switch',
    {
      schema: {
        summary: 'Switch to another of my businesses',
        operationId: 'switchBusiness',
        tags,
        body: switchBusinessBody,
        response: { 200: switchBusinessAnswer },
      },
      config: EVERY_ROLE,
    },
    async (request) => {
      const user = auth.user(request);
      const { businessId } = request.body;
      const membership = isUuid(businessId) ? await memberships.find(user.id, businessId) : null;
      if (!membership) throw notFound('You do not belong to that business. GET /api/businesses lists yours.');
      const switched = sessionUserOf(user, membership);
      await auth.signIn(request, switched);
      return present(switched);
    },
  );

  app.post(
    '/staff/invitations',
    {
      schema: {
        summary: 'Invite a person to the business',
        operationId: 'inviteStaff',
        tags,
        body: staffInvitationBody,
        response: { 201: staffInvitationAnswer },
      },
      config: { ...OWNERS, rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = auth.user(request);
      const teamMemberId = request.body.teamMemberId ?? null;
      // Another business's team member, or one that is gone, is not a team member of this one.
      if (teamMemberId && !(await memberships.isTeamMember(user.businessId, teamMemberId))) {
        throw notFound('No such team member in this business. Choose one from Settings → Team, or leave it out.');
      }
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000);
      const row = db.em.create(StaffInvitation, {
        id: randomUUID(),
        businessId: user.businessId,
        email: request.body.email,
        role: request.body.role,
        teamMemberId,
        tokenHash: hashToken(token),
        invitedBy: user.id,
        createdAt: now,
        expiresAt,
        acceptedAt: null,
        acceptedBy: null,
      });
      await db.em.flush();
      const acceptUrl = `${publicUrl}/staff/accept?token=${token}`;
      await messaging.send({
        channel: 'email',
        to: row.email,
        ...invitationEmail({
          businessName: await nameOf(user.businessId),
          inviter: user.username,
          role: request.body.role,
          link: acceptUrl,
        }),
        businessId: user.businessId,
        purpose: 'staff-invitation',
        reference: staffInvitationReference(row.id),
        // An account email: its link is a key to the business, hidden wherever the outbox is shown.
        transactional: true,
      });
      await activity.record(user, {
        action: 'staff.invited',
        subject: row.id,
        sentence: `invited ${row.email} to join as ${request.body.role === 'manager' ? 'a manager' : 'a technician'}`,
      });
      reply.code(201).header('cache-control', 'no-store');
      return { data: { id: row.id, acceptUrl, expiresAt: expiresAt.toISOString() } };
    },
  );

  app.post(
    '/staff/accept',
    {
      schema: {
        summary: 'Accept an invitation to a business',
        operationId: 'acceptStaffInvitation',
        tags,
        body: staffAcceptBody,
        response: { 200: staffAcceptAnswer, 201: staffAcceptAnswer },
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const invitation = await db.em.findOne(StaffInvitation, { tokenHash: hashToken(request.body.token) });
      if (!invitation) throw notFound('This invitation link is not valid. Ask the owner who invited you for a new one.');
      if (invitation.acceptedAt) throw conflict('This invitation has already been used. Ask the owner for a new one if you need it.');
      if (invitation.expiresAt <= clock.now()) throw conflict('This invitation has expired. Ask the owner who invited you for a new one.');
      const signedIn = await auth.currentUser(request);
      const role = invitation.role as Role;
      // Claimed with a conditional update in the transaction that adds the membership: one link, one person.
      const claim = async (em: typeof db.em, accountId: string) => {
        const now = clock.now();
        const claimed = await em.nativeUpdate(
          StaffInvitation,
          { id: invitation.id, acceptedAt: null, expiresAt: { $gt: now } },
          { acceptedAt: now, acceptedBy: accountId },
        );
        if (claimed !== 1) throw conflict('This invitation has already been used. Ask the owner for a new one if you need it.');
        memberships.add(em, { accountId, businessId: invitation.businessId, role, teamMemberId: invitation.teamMemberId ?? null });
        await em.flush();
      };
      let user: SessionUser;
      if (signedIn) {
        // Signed in: the membership joins this account, whatever address the link was sent to (the link is the
        // invitation; the owner may have sent it by hand to the address the person signs in with).
        if (await memberships.find(signedIn.id, invitation.businessId)) {
          throw conflict('You already belong to this business. Switch to it from the business menu.');
        }
        await db.transaction((em) => claim(em, signedIn.id));
        user = sessionUserOf(signedIn, { businessId: invitation.businessId, role, teamMemberId: invitation.teamMemberId ?? null });
      } else {
        const username = usernameField.safeParse(request.body.username ?? '');
        if (!username.success)
          throw badRequest(username.error.issues[0]!.message, { fields: { username: username.error.issues[0]!.message } });
        const password = passwordField.safeParse(request.body.password ?? '');
        if (!password.success)
          throw badRequest(password.error.issues[0]!.message, { fields: { password: password.error.issues[0]!.message } });
        const key = usernameKey(username.data);
        const passwordHash = await hashPassword(password.data);
        if (await db.em.count(User, { usernameKey: key })) throw conflict('That username is taken. Choose another.');
        if (await db.em.count(User, { emailKey: invitation.email })) {
          throw conflict(`${invitation.email} already has a Korero account: sign in with it, then open this link again.`);
        }
        try {
          const created = await db.transaction(async (em) => {
            const now = clock.now();
            const row = em.create(User, {
              id: randomUUID(),
              username: username.data,
              usernameKey: key,
              email: invitation.email,
              emailKey: invitation.email,
              passwordHash,
              isAdmin: false,
              createdAt: now,
              lastLoginAt: now,
            });
            // The account first: the membership refers to it.
            await em.flush();
            await claim(em, row.id);
            await events.emit(accountCreated, { accountId: row.id, username: row.username, email: row.email });
            return row;
          });
          user = sessionUserOf(created, { businessId: invitation.businessId, role, teamMemberId: invitation.teamMemberId ?? null });
        } catch (error) {
          if (error instanceof UniqueConstraintViolationException)
            throw conflict('That username or email address was just taken. Choose another username.');
          throw error;
        }
        reply.code(201);
      }
      await auth.signIn(request, user);
      return present(user);
    },
  );

  const staffOf = async (rows: MembershipRow[]) => {
    const people = new Map(
      (await db.em.find(User, { id: { $in: rows.map((m) => m.accountId) } }, { fields: ['id', 'username', 'email'] })).map((u) => [
        u.id,
        u,
      ]),
    );
    return rows.map((m) => ({
      id: m.id,
      name: people.get(m.accountId)?.username ?? '',
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

  const LAST_OWNER = 'A business always keeps at least one owner: make someone else an owner first.';
  const NO_PERSON = 'No such person in this business.';

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
      if (!isUuid(id) || !(await memberships.inBusiness(businessId, id))) throw notFound(NO_PERSON);
      if (!(await memberships.setRole(businessId, id, request.body.role))) throw conflict(LAST_OWNER);
      db.em.clear();
      const [changed] = await staffOf([(await memberships.inBusiness(businessId, id))!]);
      await activity.record(user, {
        action: 'staff.role_changed',
        subject: id,
        sentence: `made ${changed!.name} ${changed!.role === 'owner' ? 'an owner' : `a ${changed!.role}`}`,
      });
      return { data: changed! };
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
      if (!(await memberships.remove(businessId, id))) throw conflict(LAST_OWNER);
      await activity.record(user, {
        action: 'staff.removed',
        subject: id,
        sentence: `removed ${person?.name ?? 'a person'} from the business`,
      });
      // Their sessions in this business end now (each request also re-reads the membership, so none outlives it).
      await sessions.endInBusiness(membership.accountId, businessId);
      return { success: true };
    },
  );
}
