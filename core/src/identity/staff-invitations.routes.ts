import { successAnswer } from '../contract/answers.ts';
import {
  staffAcceptAnswer,
  staffAcceptBody,
  staffAcceptPendingAnswer,
  staffInvitationAnswer,
  staffInvitationsAnswer,
  staffInvitationBody,
  staffInvitationPreviewAnswer,
  staffInvitationPreviewBody,
} from '../contract/staff.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import type { BillingPort } from '../ports/billing.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { conflict, notFound } from '../sdk/errors.ts';
import { idParam, isUuid } from '../sdk/http.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { presentUser } from './auth.routes.ts';
import type { Memberships } from './memberships.ts';
import { ACCEPT_CHECK_EMAIL, NO_INVITATION, type StaffInvitations } from './staff-invitations.ts';

const OWNERS = { capability: 'staff' } as const;

/** The invitations (owners: list, send, send again, withdraw), and the link's holder's preview and accept (public, rate-limited). */
export async function staffInvitationsRoutes(
  app: ModuleApp,
  deps: { auth: SessionAuth; invitations: StaffInvitations; billing: BillingPort; memberships: Memberships; publicUrl: string },
): Promise<void> {
  const { auth, invitations } = deps;
  const tags = ['identity'];

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
      const { email, role, teamMemberId } = request.body;
      const data = await invitations.create(auth.user(request), { email, role, teamMemberId: teamMemberId ?? null });
      reply.code(201).header('cache-control', 'no-store');
      return { data };
    },
  );

  app.get(
    '/staff/invitations',
    {
      schema: {
        summary: 'List the invitations not yet accepted',
        description: 'Pending and expired invitations, newest first, for the owner to send again or withdraw.',
        operationId: 'listStaffInvitations',
        tags,
        response: { 200: staffInvitationsAnswer },
      },
      config: OWNERS,
    },
    async (request) => ({ data: await invitations.list(auth.user(request).businessId) }),
  );

  app.post(
    '/staff/invitations/:id/resend',
    {
      schema: {
        summary: 'Send an invitation again, with a new link',
        description: 'The old link stops working; the new one is emailed, answered here once, and valid for 7 days.',
        operationId: 'resendStaffInvitation',
        tags,
        params: idParam,
        response: { 200: staffInvitationAnswer },
      },
      config: { ...OWNERS, rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound(NO_INVITATION);
      reply.header('cache-control', 'no-store');
      return { data: await invitations.resend(auth.user(request), request.params.id) };
    },
  );

  app.delete(
    '/staff/invitations/:id',
    {
      schema: {
        summary: 'Withdraw an invitation',
        description: 'Its link then answers that it is not valid.',
        operationId: 'revokeStaffInvitation',
        tags,
        params: idParam,
        response: { 200: successAnswer },
      },
      config: OWNERS,
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound(NO_INVITATION);
      await invitations.revoke(auth.user(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/staff/invitations/preview',
    {
      schema: {
        summary: 'Read what an invitation link is for',
        description:
          "The business's name, the role and who invited, for the accept page. A link that is unknown, used or expired is a 404 saying which.",
        operationId: 'previewStaffInvitation',
        tags,
        body: staffInvitationPreviewBody,
        response: { 200: staffInvitationPreviewAnswer },
      },
      // Public, as the link's holder may have no account yet; limited, as every guess is a lookup.
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await invitations.preview(request.body.token) };
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
        description:
          'Signed in, joins with that account. Signed out, makes an account with the invited address; when that address already has one, answers 202 and emails it (the same answer for everyone).',
        response: { 200: staffAcceptAnswer, 201: staffAcceptAnswer, 202: staffAcceptPendingAnswer },
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const invitation = await invitations.open(request.body.token, conflict);
      const signedIn = await auth.currentUser(request);
      let user: SessionUser;
      if (signedIn) {
        user = await invitations.acceptSignedIn(invitation, signedIn);
      } else {
        const link = `${deps.publicUrl}/staff/accept?token=${request.body.token}`;
        const made = await invitations.acceptAsNew(invitation, request.body, link);
        if (!made) return reply.code(202).send({ message: ACCEPT_CHECK_EMAIL });
        user = made;
        reply.code(201);
      }
      await auth.signIn(request, user);
      return presentUser(user, deps);
    },
  );
}
