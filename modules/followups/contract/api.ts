/**
 * The followups module's HTTP contract: every route's request and answer schema (the server validates and serializes
 * with them, the OpenAPI document is built from them) and their types. Zod only, so any front end may import it.
 *
 * Owner routes (signed in): /api/follow-ups… · customer routes (no account, the token is the capability):
 * /api/follow-up/{token}…
 */
import { z } from 'zod';
import { isoDate, languageChoice, messageDelivery } from '@korero/core/contract';
import {
  CUSTOMER_BODY_MAX,
  EMAIL_BODY_MAX,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_PAGE_PATH,
  FOLLOW_UP_SHORT_PATH,
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_TOKEN,
  NOTE_MAX,
  SMS_WORDS_MAX,
  type FollowUpOutcome,
  type FollowUpStatus,
} from './words.ts';

// ---- words shared by both sides (their values live in words.ts, which has no zod, for the screens)

export {
  CUSTOMER_BODY_MAX,
  EMAIL_BODY_MAX,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_PAGE_PATH,
  FOLLOW_UP_SHORT_PATH,
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_TOKEN,
  NOTE_MAX,
  SMS_WORDS_MAX,
  type FollowUpOutcome,
  type FollowUpStatus,
};
export { smsReplyText } from './words.ts';

export const followUpStatus = z.enum(FOLLOW_UP_STATUSES);
export const followUpOutcome = z.enum(FOLLOW_UP_OUTCOMES);

/** The channels a business reply can go by (whichever the customer gave and has not opted out of). */
export const replyChannel = z.enum(['email', 'sms']);
export type ReplyChannel = z.infer<typeof replyChannel>;

/**
 * Where a message came through: email or sms (a business reply, or the customer's text back) · page (the customer
 * wrote on their follow-up page) · feedback (what the customer sent privately with their answer: the conversation's
 * opening words).
 */
export const messageChannel = z.enum(['email', 'sms', 'page', 'feedback']);
export type FollowUpMessageChannel = z.infer<typeof messageChannel>;

// ---- requests: the owner's

export const followUpIdParams = z.object({ id: z.string().max(64) });

export const followUpListQuery = z.object({
  status: followUpStatus.optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
  /**
   * newest (default): the newest follow-up first · oldest-waiting: the one that has waited longest in its status
   * first (by waitingSince; resolved ones, which wait for nobody, last).
   */
  sort: z.enum(['newest', 'oldest-waiting']).default('newest'),
});
export type FollowUpListQuery = z.input<typeof followUpListQuery>;

export const replyBody = z.object(
  {
    channel: replyChannel.describe('email or sms: one the customer gave, and has not opted out of'),
    // Trimmed here; the empty and over-long checks are the server's, so the message can name the channel's limit.
    body: z.string({ error: 'Write a message to send' }).trim().max(20_000, 'The message is too long'),
  },
  { error: 'Send a channel and a message body' },
);
export type ReplyInput = z.input<typeof replyBody>;

export const followUpChange = z
  .object({
    /** resolved needs an outcome (here or already set); open or waiting clears the outcome. */
    status: followUpStatus.optional(),
    /** Setting an outcome resolves the follow-up. */
    outcome: followUpOutcome.optional(),
    /**
     * One of GET /api/follow-ups/assignees (a team member's id, or the account id of a person who signs in and is no
     * team member), or null to unassign. Owners and managers only.
     */
    assigneeId: z.string().max(64).nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send a status, an outcome or an assignee to change');
export type FollowUpChangeInput = z.input<typeof followUpChange>;

export const noteBody = z.object({
  body: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`),
});
export type NoteInput = z.input<typeof noteBody>;

export const statsQuery = z.object({ timeRange: z.enum(['1m', '3m', '6m', '1y']).default('3m') });
export type StatsQuery = z.input<typeof statsQuery>;

// ---- requests: the customer's

export const tokenParams = z.object({ token: z.string().max(64) });

export const customerMessageBody = z.object({
  body: z
    .string({ error: 'Write a message to send' })
    .trim()
    .min(1, 'Write a message to send')
    .max(CUSTOMER_BODY_MAX, `A message is at most ${CUSTOMER_BODY_MAX} characters`),
});
export type CustomerMessageInput = z.input<typeof customerMessageBody>;

// ---- answers: the owner's

export const assigneeAnswer = z
  .strictObject({
    id: z.string().describe("The team member's id, or the account id of a person who signs in and is no team member"),
    name: z.string().describe("The team member's name, or the person's username"),
    /** member: a team member (who may also sign in) · person: someone who signs in and is no team member. */
    kind: z.enum(['member', 'person']),
    /** Someone signs in as this assignee: they see the follow-up and are emailed when it is assigned to them. */
    signsIn: z.boolean(),
  })
  .meta({ id: 'FollowUpAssignee' });
export type FollowUpAssignee = z.infer<typeof assigneeAnswer>;

/** Whom follow-ups can be assigned to: the team members, then the people who sign in and are no team member. */
export const assigneesAnswer = z.strictObject({ data: z.array(assigneeAnswer) });

/** One follow-up in the owner's list. */
export const followUpSummary = z
  .strictObject({
    id: z.string(),
    /** The submission (GET /api/submissions/{id}) this follow-up is about. */
    submissionId: z.string(),
    /** As the customer was named on the invitation ("A customer" for the review link's form). */
    customerName: z.string(),
    /** The stars the customer gave (1–5): for the owner only, never shown to the customer. */
    starRating: z.number().int(),
    status: followUpStatus,
    /** How it ended; null unless resolved. */
    outcome: followUpOutcome.nullable(),
    /** The team member or person it is assigned to, or null. */
    assignee: assigneeAnswer.nullable(),
    /** Assigned to the signed-in person (to them, or to the team member they are). */
    assignedToYou: z.boolean(),
    /** The latest message of either side (the customer's opening words count); null with none yet. */
    lastMessageAt: isoDate.nullable(),
    /**
     * Since when it has waited in its status: open → since the customer last wrote (or since it was opened), the
     * business owes an answer · waiting → since the business last wrote · resolved → null.
     */
    waitingSince: isoDate.nullable(),
    /** The customer stopped the conversation (their page's button, or STOP by text): nothing more can be sent. */
    stopped: z.boolean(),
    createdAt: isoDate,
  })
  .meta({ id: 'FollowUp' });
export type FollowUpSummary = z.infer<typeof followUpSummary>;

export const followUpsAnswer = z.strictObject({ data: z.array(followUpSummary), total: z.number().int().describe('Matching follow-ups') });

/** The submissions of one page of the Reviews screen (at most 50 ids, comma-separated). */
export const ofSubmissionsQuery = z.object({
  ids: z
    .string({ error: 'Send ids: the submissions, comma-separated' })
    .max(50 * 37, 'At most 50 submission ids')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('Each id is a submission id (a UUID)')).max(50, 'At most 50 submission ids')),
});
/** The follow-up of each of those submissions that has one: its state, for the Reviews screen's cards. */
export const ofSubmissionsAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      submissionId: z.string(),
      id: z.string(),
      status: followUpStatus,
      waitingSince: isoDate.nullable(),
    }),
  ),
});
export type SubmissionFollowUp = z.infer<typeof ofSubmissionsAnswer>['data'][number];

/** A message as the owner sees it. */
export const ownerMessageAnswer = z
  .strictObject({
    id: z.string(),
    from: z.enum(['business', 'customer']),
    body: z.string(),
    channel: messageChannel,
    /**
     * A business message's delivery (core's messageDelivery: sending · waiting · sent · failed · refused);
     * "received" for every customer message.
     */
    status: z.union([messageDelivery, z.literal('received')]),
    /** Why a business message failed or was refused; null otherwise. */
    reason: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'FollowUpMessage' });

export const noteAnswer = z
  .strictObject({
    id: z.string(),
    body: z.string(),
    /** The signed-in user who wrote it (their username). */
    author: z.string(),
    createdAt: isoDate,
  })
  .meta({ id: 'FollowUpNote' });
export type FollowUpNote = z.infer<typeof noteAnswer>;

/** One follow-up with its conversation, notes, and how the customer can be reached. */
export const followUpDetail = followUpSummary
  .extend({
    /** The customer's email and phone as they gave them (null when not given): the channels a reply can use. */
    contact: z.strictObject({ email: z.string().nullable(), phone: z.string().nullable() }),
    /**
     * Per reply channel: can a reply go there now? false with the reason (not given, opted out, conversation
     * stopped) so the screen can disable it and say why.
     */
    channels: z.strictObject({
      email: z.strictObject({ available: z.boolean(), reason: z.string().nullable() }),
      sms: z.strictObject({ available: z.boolean(), reason: z.string().nullable() }),
    }),
    /**
     * What a text to this customer starts with before the business's name: Korero's greeting in te reo when the
     * customer is asked in te reo or both (issue 48), else ''. The reply box counts it (`smsReplyText`).
     */
    smsGreeting: z.string(),
    /** When the business first answered; null before. */
    firstAnsweredAt: isoDate.nullable(),
    resolvedAt: isoDate.nullable(),
    /** Oldest first. */
    messages: z.array(ownerMessageAnswer),
    /** Private notes, oldest first: never shown to the customer. */
    notes: z.array(noteAnswer),
  })
  .meta({ id: 'FollowUpDetail' });
export type FollowUpDetail = z.infer<typeof followUpDetail>;

export const followUpAnswer = z.strictObject({ data: followUpDetail });
export const ownerMessageCreated = z.strictObject({ data: ownerMessageAnswer });
export const noteCreated = z.strictObject({ data: noteAnswer });

export const countsAnswer = z.strictObject({
  data: z.strictObject({ open: z.number().int(), waiting: z.number().int(), resolved: z.number().int() }),
});
export type FollowUpCounts = z.infer<typeof countsAnswer>['data'];

/** Figures over one group of follow-ups (those opened in the range). */
const figures = {
  /** Follow-ups opened. */
  total: z.number().int(),
  /** Of those, answered by the business at least once. */
  answered: z.number().int(),
  resolved: z.number().int(),
  /** resolved ÷ total (0–1); null with none. */
  resolvedShare: z.number().nullable(),
  /** Median minutes (wall-clock) from opening to the business's first answer, over those answered; null with none. */
  medianMinutesToFirstAnswer: z.number().nullable(),
};

export const statsAnswer = z.strictObject({
  data: z.strictObject({
    /** The range, [from, to). */
    from: isoDate,
    to: isoDate,
    ...figures,
    /** New Zealand calendar months ("2026-09"), only those with follow-ups, oldest first. */
    byMonth: z.array(z.strictObject({ month: z.string(), ...figures })),
    /** Per assignee (null: unassigned), most follow-ups first. */
    byMember: z.array(z.strictObject({ assignee: assigneeAnswer.nullable(), ...figures })),
  }),
});
export type FollowUpStats = z.infer<typeof statsAnswer>['data'];

// ---- answers: the customer's

/** What the customer's page shows: the conversation, without notes, assignee, ratings or internal ids. */
export const customerConversationAnswer = z.strictObject({
  data: z.strictObject({
    businessName: z.string().nullable(),
    /** The business's logo, as the review page shows it; null without one. */
    logoUrl: z.string().nullable(),
    customerName: z.string(),
    /** The customer stopped the conversation: the page says so and offers no reply box (writing again restarts it). */
    stopped: z.boolean(),
    /** The business marked it handled; the customer may still write (that reopens it). */
    resolved: z.boolean(),
    /** The language Korero's words are in (the invitation's, else the business's; issue 48): ?lang= on the page switches. */
    language: languageChoice,
    /** Oldest first. */
    messages: z.array(
      z.strictObject({
        from: z.enum(['business', 'customer']),
        body: z.string(),
        channel: messageChannel,
        createdAt: isoDate,
      }),
    ),
  }),
});
export type CustomerConversation = z.infer<typeof customerConversationAnswer>['data'];
