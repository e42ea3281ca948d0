/**
 * The invites module's HTTP contract: request and answer schemas (the server validates and serializes with them),
 * their types, and the one mapping of an invitation to what its customer's page is sent. Zod only, so any front
 * end may import it. teamMembers is the spec's JSON text in the invitation answer; `client.ts` parses it once.
 */
import { z } from 'zod';
import {
  deliveryAnswer,
  isoDate,
  jsonText,
  languageChoice,
  messageDelivery,
  jsonTextAnswer,
  normalisePhone,
  paginationAnswer,
  requiredText,
} from '@korero/core/contract';
import { privacySourceSentence } from './contact-source.ts';
import type { InvitationSummary } from './index.ts';

const EMAIL = z.email();

export const inviteBody = z
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
    facebookUserId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    messageChannel: z.enum(['sms', 'messenger']).default('sms'),
    /** What the invitation is for in another system or module (e.g. "compliance-job:<id>"); passed on in invites.created. */
    reference: z
      .string()
      .trim()
      .max(120, 'reference must be at most 120 characters')
      .nullish()
      .transform((v) => v || null),
    jobDescription: requiredText('Job description is required', 200),
    jobLocation: requiredText('Job location is required', 200),
    sendSms: z.boolean().default(false),
    sendEmail: z.boolean().default(false),
    sendMessenger: z.boolean().default(false),
    /** A list of names, or the spec's JSON text of one. */
    teamMembers: jsonText(
      z.array(z.string().trim().min(1).max(80, 'Keep each team member name under 80 characters')).max(20, 'Credit at most 20 team members'),
      'teamMembers',
    ).default([]),
    /**
     * The owner confirms the customer agreed to be contacted on the chosen channels. Required (true or false) when an
     * API key sends the invitation: a job system must say so each time, not inherit a default.
     */
    consent: z.boolean().optional(),
    /** The language the customer is asked in (issue 48); without it, the business's choice in Settings. */
    language: languageChoice.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.sendSms && !v.customerPhone) || (v.sendEmail && !v.customerEmail) || (v.sendMessenger && !v.facebookUserId)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Please ensure required fields are filled for selected contact methods' });
    }
  });
export type InviteInput = z.input<typeof inviteBody>;

export const tokenParams = z.object({ token: z.string().max(64) });
export const tokenQuery = z.object({ from: z.string().max(10).optional() });

// ---- answers

/**
 * `Idempotency-Key`: a client's own name for one invitation (a random UUID, say), so a request sent again after a lost
 * answer (a technician's ask queued offline) answers the invitation already made (200) instead of making a second.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key is empty: send a new random value (a UUID) with each invitation, or leave the header out.')
    .max(200, 'Idempotency-Key is too long: at most 200 characters (a UUID is 36).')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key may hold only visible ASCII characters, such as a UUID.')
    .optional(),
});

export const createdInviteAnswer = z.strictObject({
  data: z.strictObject({
    inviteToken: z.string(),
    customerPhone: z.string().nullable(),
    customerEmail: z.string().nullable(),
    facebookUserId: z.string().nullable(),
    reviewUrl: z.string(),
    /** What became of each message sent with it (none for a link-only invitation). */
    deliveries: z.array(deliveryAnswer),
  }),
});
export type CreatedInvite = z.infer<typeof createdInviteAnswer>['data'];

const channel = z.enum(['sms', 'email', 'messenger']);

export const inviteRowAnswer = z
  .strictObject({
    id: z.string(),
    token: z.string(),
    reviewUrl: z.string(),
    customerName: z.string(),
    customerEmail: z.string().nullable(),
    customerPhone: z.string().nullable(),
    jobDescription: z.string(),
    jobLocation: z.string(),
    teamMembers: z.array(z.string()),
    createdAt: isoDate,
    openedAt: isoDate.nullable(),
    completedAt: isoDate.nullable(),
    /** The owner cancelled it: its link has closed and no reminder goes. */
    cancelledAt: isoDate.nullable(),
    consent: z.strictObject({ at: isoDate, channels: z.array(z.string()) }).nullable(),
    /** Its reminders: off, scheduled (nextAt), sent, skipped (reason), done (the customer finished) or cancelled. */
    reminder: z.strictObject({
      state: z.enum(['off', 'scheduled', 'sent', 'skipped', 'done', 'cancelled']),
      sent: z.number().int(),
      nextAt: isoDate.nullable(),
      reason: z.string().nullable(),
    }),
    channels: z.array(
      z.strictObject({
        channel,
        status: z.enum(['queued', 'sent', 'held', 'failed', 'refused']),
        delivery: messageDelivery,
        error: z.string().nullable(),
        sentAt: isoDate.nullable(),
      }),
    ),
  })
  .meta({ id: 'Invitation' });
export type InviteRow = z.infer<typeof inviteRowAnswer>;
export const inviteListAnswer = z.strictObject({ data: z.array(inviteRowAnswer), pagination: paginationAnswer });
/** GET /api/invites/{id}: one invitation (a technician's own only; another's is a 404). */
export const inviteRowDataAnswer = z.strictObject({ data: inviteRowAnswer });

const figures = { sent: z.number().int(), opened: z.number().int(), completed: z.number().int() };
/**
 * GET /api/invites/stats: the signed-in person's own figures (every role): the invitations they created, this New
 * Zealand month and in all. An owner's include those with no creator (made before staff accounts, or by an API key).
 */
export const ownFiguresAnswer = z.strictObject({
  data: z.strictObject({
    month: z.strictObject({ label: z.string(), ...figures }),
    allTime: z.strictObject(figures),
  }),
});
export type OwnFigures = z.infer<typeof ownFiguresAnswer>['data'];

/** GET and PUT /api/invites/reminders: how many polite reminders follow an unanswered invitation, and after how long. */
export const reminderSettingsBody = z.object({
  reminders: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'reminders must be 0, 1 or 2' }),
  afterDays: z.number({ error: 'afterDays must be a whole number of days from 1 to 14' }).int().min(1).max(14),
});
export const reminderSettingsAnswer = z.strictObject({
  data: z.strictObject({ reminders: z.number().int(), afterDays: z.number().int() }),
});

export const inviteIdParams = z.object({ id: z.uuid({ error: 'id must be an invitation id' }) });

/** GET /api/invites/usage: this New Zealand calendar month's use against the owner's plan, for the /invites page. */
export const usageAnswer = z.strictObject({
  data: z.strictObject({
    /** e.g. "November 2026". */
    month: z.string(),
    /** When the counts start again: midnight on the 1st of next month, New Zealand time. */
    resetsAt: isoDate,
    /** The plan the limits are from, e.g. "Free". */
    planName: z.string(),
    invitesThisMonth: z.number().int(),
    smsThisMonth: z.number().int(),
    /** The owner's plan's monthly limits (config/plans.ts); null is unlimited. */
    invitesLimit: z.number().int().nullable(),
    smsLimit: z.number().int().nullable(),
  }),
});
export type Usage = z.infer<typeof usageAnswer>['data'];

/** GET /api/invites/token/{token}'s data, and the invitation half of the customer page's inlined data. */
export const invitationAnswer = z
  .strictObject({
    clientId: z.string().describe('The business'),
    customerName: z.string(),
    jobDescription: z.string(),
    jobLocation: z.string(),
    businessName: z.string().nullable(),
    teamMembers: jsonTextAnswer("the first names of the people credited (never a team's name)"),
    contactSource: z.string().describe("The privacy notice's sentence on where the business got the customer's details (IPP3A)"),
    language: languageChoice.describe("The language the customer's pages are in: 'en', 'mi' or 'both' (te reo first); ?lang= switches"),
  })
  .meta({ id: 'CustomerInvitation' });
export type InvitationAnswer = z.infer<typeof invitationAnswer>;
export const invitationDataAnswer = z.strictObject({ data: invitationAnswer });

/**
 * The one mapping from an invitation (and its business's name) to what its customer is sent. `credited` is what the
 * customer sees of who did the job: people's first names only, never a team as if it were a person (the server's
 * `creditedFirstNames(invitation.teamMembers, businessName, the business's team names)`).
 */
export function toInvitationAnswer(
  invitation: InvitationSummary,
  businessName: string | null,
  credited: readonly string[],
): InvitationAnswer {
  return {
    clientId: invitation.businessId,
    customerName: invitation.customerName,
    jobDescription: invitation.jobDescription,
    jobLocation: invitation.jobLocation,
    businessName,
    teamMembers: JSON.stringify(credited),
    contactSource: privacySourceSentence(invitation.source, businessName, invitation.language),
    language: invitation.language,
  };
}
