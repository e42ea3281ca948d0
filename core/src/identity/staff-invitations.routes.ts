import {
  staffAcceptAnswer,
  staffAcceptBody,
  staffInvitationAnswer,
  staffInvitationBody,
  staffInvitationPreviewAnswer,
  staffInvitationPreviewBody,
} from '../contract/staff.ts';
import type { SessionUser } from '../ports/auth.port.ts';
import type { BillingPort } from '../ports/billing.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { conflict } from '../sdk/errors.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { presentUser } from './auth.routes.ts';
import type { Memberships } from './memberships.ts';
import type { StaffInvitations } from './staff-invitations.ts';

const OWNERS = { capability: 'staff' } as const;

/** POST /api/staff/invitations (owners), and the link's holder's preview and accept (public, rate-limited). */
export async function staffInvitationsRoutes(
  app: ModuleApp,
  deps: { auth: SessionAuth; invitations: StaffInvitations; billing: BillingPort; memberships: Memberships },
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
        response: { 200: staffAcceptAnswer, 201: staffAcceptAnswer },
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
        user = await invitations.acceptAsNew(invitation, request.body);
        reply.code(201);
      }
      await auth.signIn(request, user);
      return presentUser(user, deps);
    },
  );
}
