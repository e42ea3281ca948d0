import QRCode from 'qrcode';
import type { ActivityPort, AuthPort, ModuleApp } from '@korero/core/sdk';
import { HttpError, notFound, pageQuery } from '@korero/core/sdk';
import { contentAnswer, successAnswer } from '@korero/core/contract';
import type { BusinessDirectory } from '@korero/module-business/contract';
import {
  createdInviteAnswer,
  idempotencyHeaders,
  invitationDataAnswer,
  inviteBody,
  inviteIdParams,
  inviteListAnswer,
  inviteRowDataAnswer,
  ownFiguresAnswer,
  reminderSettingsAnswer,
  reminderSettingsBody,
  toInvitationAnswer,
  tokenParams,
  tokenQuery,
  usageAnswer,
} from '../contract/api.ts';
import type { InvitesCredits } from '../contract/index.ts';
import { requestDigest } from './idempotent-invites.ts';
import type { InvitesService } from './invites.service.ts';
import type { ReminderService } from './reminders.ts';

/**
 * Technicians create invitations and see their own (issue 36): these routes take them too, and answer a technician
 * only with the invitations they created.
 */
const WITH_TECHNICIANS = { capability: 'field-work' } as const;

const PUBLIC_LIMIT = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function invitesRoutes(
  app: ModuleApp,
  deps: {
    auth: AuthPort;
    invites: InvitesService;
    business: BusinessDirectory;
    reminders: ReminderService;
    /** People told from teams: a team is never shown to a customer as a person. */
    credits: InvitesCredits;
    activity: ActivityPort;
  },
): Promise<void> {
  const { auth, invites, business, reminders, credits, activity } = deps;

  const consentNeeded = 'Say whether the customer agreed to be contacted: "consent": true or false (required with an API key).';
  app.post(
    '/invites',
    {
      config: { apiKey: 'invites:write', ...WITH_TECHNICIANS },
      schema: {
        summary: 'Invite a customer to review a job',
        description:
          "A technician's invitation credits the team member they are (their membership's) automatically; naming anyone else is refused.",
        operationId: 'createInvite',
        headers: idempotencyHeaders,
        body: inviteBody,
        response: { 200: createdInviteAnswer, 201: createdInviteAnswer },
      },
    },
    async (request, reply) => {
      const user = auth.user(request);
      if (user.apiKey && request.body.consent === undefined)
        throw new HttpError(400, consentNeeded, { fields: { consent: consentNeeded } });
      const key = request.headers['idempotency-key'];
      const claim = key ? { key, digest: requestDigest(request.body) } : undefined;
      const { invitation, deliveries, replayed } = await invites.create(user, request.body, claim);
      reply.code(replayed ? 200 : 201);
      return {
        data: {
          inviteToken: invitation.token,
          customerPhone: invitation.customerPhone ?? null,
          customerEmail: invitation.customerEmail ?? null,
          facebookUserId: invitation.facebookUserId ?? null,
          reviewUrl: invites.reviewUrl(invitation.token),
          deliveries,
        },
      };
    },
  );

  app.get(
    '/invites',
    {
      schema: {
        summary: 'List invitations',
        description: 'A technician sees the invitations they created; owners and managers every invitation of the business.',
        operationId: 'listInvites',
        querystring: pageQuery,
        response: { 200: inviteListAnswer },
      },
      config: WITH_TECHNICIANS,
    },
    async (request) => {
      const { page, limit } = request.query;
      return invites.list(auth.user(request), page, limit);
    },
  );

  app.get(
    '/invites/stats',
    {
      schema: {
        summary: 'Get my invitation figures',
        description:
          "The signed-in person's own invitations (those they created), this month and in all: sent, opened by the customer, answered.",
        operationId: 'getMyInviteFigures',
        response: { 200: ownFiguresAnswer },
      },
      config: WITH_TECHNICIANS,
    },
    async (request) => ({ data: await invites.ownFigures(auth.user(request)) }),
  );

  app.get(
    '/invites/:id',
    {
      schema: {
        summary: 'Get an invitation',
        description: "A technician may open only the invitations they created (another's is a 404).",
        operationId: 'getInvite',
        params: inviteIdParams,
        response: { 200: inviteRowDataAnswer },
      },
      config: WITH_TECHNICIANS,
    },
    async (request) => {
      const [row] = (await invites.list(auth.user(request), 1, 1, request.params.id)).data;
      if (!row) throw notFound('Invitation not found.');
      return { data: row };
    },
  );

  app.get(
    '/invites/reminders',
    { schema: { summary: 'Get the reminder settings', response: { 200: reminderSettingsAnswer } } },
    async (request) => ({
      data: await reminders.settings(auth.user(request).businessId),
    }),
  );

  app.put(
    '/invites/reminders',
    {
      schema: {
        summary: 'Save the reminder settings',
        operationId: 'updateReminderSettings',
        body: reminderSettingsBody,
        response: { 200: reminderSettingsAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      // The settings and their activity line commit together.
      const saved = await activity.together(
        user,
        () => reminders.setSettings(user.businessId, request.body),
        (s) => ({
          action: 'invites.reminders_saved',
          sentence:
            s.reminders === 0
              ? 'turned invitation reminders off'
              : `set invitation reminders to ${s.reminders} after ${s.afterDays} day${s.afterDays === 1 ? '' : 's'}`,
        }),
      );
      return { data: saved };
    },
  );

  app.post(
    '/invites/:id/cancel',
    { schema: { summary: 'Cancel an invitation', operationId: 'cancelInvite', params: inviteIdParams, response: { 200: successAnswer } } },
    async (request) => {
      const user = auth.user(request);
      await activity.together(
        user,
        () => invites.cancel(user.businessId, request.params.id),
        (name) =>
          name === null
            ? null
            : { action: 'invites.cancelled', subject: request.params.id, sentence: `cancelled the invitation to ${name}` },
      );
      return { success: true };
    },
  );

  app.get(
    '/invites/usage',
    {
      schema: {
        summary: "Get this month's invitations and texts against the plan's limits",
        operationId: 'getInviteUsage',
        response: { 200: usageAnswer },
      },
      // The invitation form says when the plan's limit is reached, whoever fills it in.
      config: WITH_TECHNICIANS,
    },
    async (request) => {
      const businessId = auth.user(request).businessId;
      const { invites: count, sms, label, end, planName, invitesLimit, smsLimit } = await invites.usageWithLimits(businessId);
      return {
        data: { month: label, resetsAt: end.toISOString(), planName, invitesThisMonth: count, smsThisMonth: sms, invitesLimit, smsLimit },
      };
    },
  );

  // Public: the customer's page, by the token in their link. Only what the page shows, nothing else about them.
  app.get(
    '/invites/token/:token',
    {
      schema: {
        summary: "Get the invitation a customer's link opens",
        operationId: 'getInvitationByToken',
        params: tokenParams,
        querystring: tokenQuery,
        response: { 200: invitationDataAnswer },
      },
      config: PUBLIC_LIMIT,
    },
    async (request) => {
      const invitation = await invites.byToken(request.params.token);
      const cancelled = invitation ? null : await invites.cancelledByToken(request.params.token);
      if (cancelled) {
        const name = (await business.profile(cancelled.businessId))?.businessName ?? 'The business';
        throw new HttpError(410, `${name} cancelled this invitation, so it can no longer be answered. Thank you all the same.`);
      }
      if (!invitation) throw notFound('Review invitation not found or has expired.');
      // The owner's own QR poster reads the same data; only the customer opening their link counts as opened.
      if (request.query.from !== 'qr' && !invitation.openedAt) await invites.markOpened(invitation.id);
      const profile = await business.profile(invitation.businessId);
      const credited = await credits.customerNames(invitation, profile?.businessName ?? null);
      return { data: toInvitationAnswer(invitation, profile?.businessName ?? null, credited) };
    },
  );

  // The QR code, drawn by Korero (no third-party image service sees the customer's link).
  app.get(
    '/invites/token/:token/qr.svg',
    {
      schema: {
        summary: 'Get the QR code of a review link',
        operationId: 'getInvitationQrCode',
        params: tokenParams,
        response: { 200: contentAnswer('image/svg+xml', 'The QR code of the review link') },
      },
      config: PUBLIC_LIMIT,
    },
    async (request, reply) => {
      const invitation = await invites.byToken(request.params.token);
      if (!invitation) throw notFound('Review invitation not found or has expired.');
      // ?via=qr tells the review page the customer scanned the code (the owner's analytics count QR apart from links).
      const svg = await QRCode.toString(`${invites.reviewUrl(invitation.token)}?via=qr`, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#1c1917', light: '#ffffff' },
      });
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );
}
