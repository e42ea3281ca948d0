import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A review invitation. The token is the customer's capability (their link); the owner can always see it again. The
 * owner's confirmation that the customer agreed to be contacted is kept beside it (who, when, which channels).
 */
export const Invitation = defineEntity({
  name: 'InvitesInvitation',
  tableName: 'invites_invitation',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessId: p.uuid(),
    token: p.string().length(22).unique(),
    /** The short link's code (/r/{code}, 96 random bits) that texts carry; null on invitations made before it. */
    shortCode: p.string().length(16).nullable().unique(),
    customerName: p.string().length(120),
    customerEmail: p.string().length(254).nullable(),
    customerPhone: p.string().length(20).nullable(),
    facebookUserId: p.string().length(100).nullable(),
    messageChannel: p.string().length(10),
    jobDescription: p.string().length(200),
    jobLocation: p.string().length(200),
    teamMembers: p.json<string[]>(),
    /** What it is for elsewhere (e.g. "compliance-job:<id>"), as the creator gave it. */
    reference: p.string().length(120).nullable(),
    /**
     * Where the customer's details came from (issue 47, IPP3A): person, csv, api_key, job_system (ContactSourceKind);
     * null on invitations made before it was kept.
     */
    sourceKind: p.string().length(12).nullable(),
    /** What names that source (ContactSource.label): the person, the file and when, the API key, the job system. */
    source: p.string().length(200).nullable(),
    /** The language its customer is asked in (issue 48): 'en', 'mi' or 'both'; null on older ones (English). */
    language: p.string().length(4).nullable(),
    sendSms: p.boolean().default(false),
    sendEmail: p.boolean().default(false),
    sendMessenger: p.boolean().default(false),
    /** How many carrier segments its text took (the plan's SMS allowance counts these); null: one, or no text. */
    smsSegments: p.integer().nullable(),
    /** The person who created it (their account); null for an API key's and for those made before staff accounts. */
    createdBy: p.uuid().nullable(),
    consentBy: p.uuid().nullable(),
    consentAt: p.datetime().nullable(),
    consentChannels: p.json<string[]>().nullable(),
    createdAt: p.datetime(),
    openedAt: p.datetime().nullable(),
    /** How the customer first arrived: "qr" when they scanned the invitation's QR code, else "link". */
    openedVia: p.string().length(10).nullable(),
    /** When the customer first had a review drafted (they chose stars and what went well). */
    startedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    /** The owner cancelled it: no reminders, and its link says it has closed. */
    cancelledAt: p.datetime().nullable(),
    /** When its next reminder is due; null when none will go (reminders.ts keeps it). */
    remindAt: p.datetime().nullable(),
    /** The client's Idempotency-Key, when it sent one: the same key again answers this invitation. */
    idempotencyKey: p.string().length(200).nullable(),
    /** SHA-256 (hex) of the request that key came with, so the same key with another request is refused. */
    requestDigest: p.string().length(64).nullable(),
  },
  indexes: [
    {
      name: 'invites_invitation_remind_index',
      expression: `create index "invites_invitation_remind_index" on "invites_invitation" ("remind_at", "business_id") where "remind_at" is not null and "completed_at" is null and "cancelled_at" is null`,
    },
    {
      name: 'invites_invitation_business_remind_index',
      expression: `create index "invites_invitation_business_remind_index" on "invites_invitation" ("business_id", "remind_at") where "remind_at" is not null and "completed_at" is null and "cancelled_at" is null`,
    },
    { name: 'invites_invitation_business_created_index', properties: ['businessId', 'createdAt'] },
    { name: 'invites_invitation_business_creator_created_index', properties: ['businessId', 'createdBy', 'createdAt'] },
    {
      name: 'invites_invitation_idempotency_index',
      expression: `create unique index "invites_invitation_idempotency_index" on "invites_invitation" ("business_id", "idempotency_key") where "idempotency_key" is not null`,
    },
  ],
});
export type Invitation = InferEntity<typeof Invitation>;
