import QRCode from 'qrcode';
import { z } from 'zod';
import type { AuthPort, ModuleApp } from '@korero/core/sdk';
import { jsonText, normalisePhone, notFound, pageQuery, requiredText } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { InvitesService } from './invites.service.ts';

const EMAIL = z.email();

const inviteBody = z
  .object({
    customerName: requiredText('Customer name is required', 120),
    customerEmail: z
      .string()
      .trim()
      .max(254, 'Valid email is required')
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null))
      .refine((v) => v === null || EMAIL.safeParse(v).success, 'Valid email is required'),
    customerPhone: z
      .string()
      .trim()
      .max(30)
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const phone = normalisePhone(v);
        if (!phone) ctx.addIssue({ code: 'custom', message: 'Enter a valid mobile number, e.g. 021 123 4567' });
        return phone;
      }),
    facebookUserId: z.string().trim().max(100).nullish().transform((v) => v || null),
    messageChannel: z.enum(['sms', 'messenger']).default('sms'),
    jobDescription: requiredText('Job description is required', 200),
    jobLocation: requiredText('Job location is required', 200),
    sendSms: z.boolean().default(false),
    sendEmail: z.boolean().default(false),
    sendMessenger: z.boolean().default(false),
    teamMembers: jsonText(
      z.array(z.string().trim().min(1).max(80, 'Keep each team member name under 80 characters')).max(20, 'Credit at most 20 team members'),
      'teamMembers',
    ).default([]),
    /** The owner confirms the customer agreed to be contacted on the chosen channels. */
    consent: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if ((v.sendSms && !v.customerPhone) || (v.sendEmail && !v.customerEmail) || (v.sendMessenger && !v.facebookUserId)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Please ensure required fields are filled for selected contact methods' });
    }
  });

const tokenParams = z.object({ token: z.string().max(64) });
const PUBLIC_LIMIT = { access: 'public' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function invitesRoutes(app: ModuleApp, deps: { auth: AuthPort; invites: InvitesService; business: BusinessDirectory }): Promise<void> {
  const { auth, invites, business } = deps;
  const owner = { preHandler: auth.requireUser };

  app.post('/invites', { ...owner, schema: { body: inviteBody } }, async (request, reply) => {
    const invitation = await invites.create(auth.user(request), request.body);
    reply.code(201);
    return {
      data: {
        inviteToken: invitation.token,
        customerPhone: invitation.customerPhone ?? null,
        customerEmail: invitation.customerEmail ?? null,
        facebookUserId: invitation.facebookUserId ?? null,
        reviewUrl: invites.reviewUrl(invitation.token),
      },
    };
  });

  app.get('/invites', { ...owner, schema: { querystring: pageQuery } }, async (request) => {
    const { page, limit } = request.query;
    return invites.list(auth.user(request).businessId, page, limit);
  });

  app.get('/invites/usage', owner, async (request) => {
    const businessId = auth.user(request).businessId;
    const { invites: count, sms, label } = await invites.usage(businessId);
    return { data: { month: label, invitesThisMonth: count, smsThisMonth: sms } };
  });

  // Public: the customer's page, by the token in their link. Only what the page shows, nothing else about them.
  app.get('/invites/token/:token', { schema: { params: tokenParams, querystring: z.object({ from: z.string().max(10).optional() }) }, config: PUBLIC_LIMIT }, async (request) => {
    const invitation = await invites.byToken(request.params.token);
    if (!invitation) throw notFound('Review invitation not found or has expired.');
    // The owner's own QR poster reads the same data; only the customer opening their link counts as opened.
    if (request.query.from !== 'qr' && !invitation.openedAt) await invites.markOpened(invitation.id);
    const profile = await business.profile(invitation.businessId);
    return {
      data: {
        clientId: invitation.businessId,
        customerName: invitation.customerName,
        jobDescription: invitation.jobDescription,
        jobLocation: invitation.jobLocation,
        businessName: profile?.businessName ?? null,
        teamMembers: JSON.stringify(invitation.teamMembers),
      },
    };
  });

  // The QR code, drawn by Korero (no third-party image service sees the customer's link).
  app.get('/invites/token/:token/qr.svg', { schema: { params: tokenParams }, config: PUBLIC_LIMIT }, async (request, reply) => {
    const invitation = await invites.byToken(request.params.token);
    if (!invitation) throw notFound('Review invitation not found or has expired.');
    const svg = await QRCode.toString(invites.reviewUrl(invitation.token), { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1c1917', light: '#ffffff' } });
    return reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
  });
}
