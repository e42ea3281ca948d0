import { z } from 'zod';
import { requiredText, UUID } from '../sdk/http.ts';
import { isoDate } from './answers.ts';
import { currentUserAnswer } from './kernel.ts';

/** Staff accounts and several businesses (docs/decisions/0026): the kernel's routes under /api/businesses and /api/staff. */

export const roleId = z.enum(['owner', 'manager', 'technician']).meta({ id: 'Role' });
export type RoleId = z.infer<typeof roleId>;
/** The roles an owner gives by invitation (another owner is made by changing a person's role). */
export const staffInviteRole = z.enum(['manager', 'technician'], { error: "Choose the person's role: manager or technician" });

/** A person's name as others read it: trimmed, 1–80 characters, or null (blank) to go by the username. */
export const displayNameField = z
  .string({ error: 'Enter your name as others should read it' })
  .trim()
  .max(80, 'Keep your name to 80 characters')
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** GET and PUT /api/account/profile: the signed-in person's display name. */
export const accountProfileAnswer = z.strictObject({
  data: z.strictObject({ username: z.string(), displayName: z.string().nullable() }).meta({ id: 'AccountProfile' }),
});
export const accountProfileBody = z.strictObject(
  { displayName: displayNameField },
  { error: 'Send your name (displayName), or null to go by your username' },
);

const uuid = (message: string) => z.string({ error: message }).regex(UUID, message);

/** One business the signed-in person belongs to. */
export const businessAnswer = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    role: roleId,
    /** The business this session works in. */
    current: z.boolean(),
  })
  .meta({ id: 'Business' });

/** GET /api/businesses: the person's businesses, the one they own first. */
export const businessesAnswer = z.strictObject({ data: z.array(businessAnswer) });

/** POST /api/businesses: a new business, owned by the caller (the session stays where it was; switch to work in it). */
export const createBusinessBody = z.strictObject(
  { businessName: requiredText("Enter the new business's name", 120) },
  { error: "Send the new business's name (businessName)" },
);
export const createdBusinessAnswer = z.strictObject({ data: businessAnswer });

/** POST /api/businesses/switch: work in another of one's businesses; answers the user as GET /api/user does. */
export const switchBusinessBody = z.strictObject(
  { businessId: z.string({ error: 'Choose the business to switch to (businessId)' }).max(64) },
  { error: 'Send the business to switch to (businessId)' },
);
export const switchBusinessAnswer = currentUserAnswer;

/** POST /api/staff/invitations (owners only). */
export const staffInvitationBody = z.strictObject(
  {
    email: z
      .string({ error: 'Enter the email address to invite' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid email address'))
      .pipe(z.string().max(254)),
    role: staffInviteRole,
    /** The team member this person is (teams module): invitations they send will credit them. */
    teamMemberId: uuid('teamMemberId must be the id of one of your team members').nullish(),
  },
  { error: 'Send the email address and role to invite' },
);
export const staffInvitationAnswer = z.strictObject({
  data: z.strictObject({
    id: z.string(),
    /** The link to accept with: emailed to the person, and here for the owner to send another way. Shown once. */
    acceptUrl: z.string(),
    expiresAt: isoDate,
  }),
});

/**
 * POST /api/staff/invitations/preview (public): what an invitation link is for, so the accept page can say it before
 * the person accepts. The token goes in the body, as on accepting, so it stays out of addresses and request logs.
 */
export const staffInvitationPreviewBody = z.strictObject(
  { token: z.string({ error: 'The invitation link is incomplete: open it again from the email' }).min(1).max(200) },
  { error: 'Send the invitation token' },
);
export const staffInvitationPreviewAnswer = z.strictObject({
  data: z
    .strictObject({
      businessName: z.string(),
      role: staffInviteRole,
      /** The name of the owner who invited (their display name, else their username); null when their account is gone. */
      inviter: z.string().nullable(),
      expiresAt: isoDate,
    })
    .meta({ id: 'StaffInvitationPreview' }),
});
export type StaffInvitationPreview = z.infer<typeof staffInvitationPreviewAnswer>['data'];

/**
 * POST /api/staff/accept: with a username, an email-less new account (the invitation's address) and password; or,
 * signed in, the membership joins the signed-in account. Answers the user, now working in the business joined.
 */
export const staffAcceptBody = z.strictObject(
  {
    token: z.string({ error: 'The invitation link is incomplete: open it again from the email' }).min(1).max(200),
    username: z.string().max(50).optional(),
    password: z.string().max(200).optional(),
    /** A new account's name as others read it ("Aroha Ngata"); optional. */
    displayName: displayNameField.optional(),
  },
  { error: 'Send the invitation token, and a username and password for a new account' },
);
export const staffAcceptAnswer = currentUserAnswer;
/**
 * 202 from POST /api/staff/accept when a new account cannot be made with the invited address: the same answer for
 * everyone, so the link does not tell whether the address has an account; the address's owner learns by email.
 */
export const staffAcceptPendingAnswer = z.strictObject({ message: z.string() });

/** One invitation not yet accepted (owners only): pending, or expired and worth sending again. */
export const staffInvitationSummary = z
  .strictObject({
    id: z.string(),
    email: z.string(),
    role: staffInviteRole,
    /** Who invited, by name; null when their account is gone. */
    invitedBy: z.string().nullable(),
    createdAt: isoDate,
    /** When its link was last emailed. */
    sentAt: isoDate,
    expiresAt: isoDate,
    expired: z.boolean(),
  })
  .meta({ id: 'StaffInvitationSummary' });
/** GET /api/staff/invitations: the invitations not yet accepted, newest first. */
export const staffInvitationsAnswer = z.strictObject({ data: z.array(staffInvitationSummary) });

/** One person of the business. */
export const staffMemberAnswer = z
  .strictObject({
    /** The membership's id: PATCH and DELETE /api/staff/{id} take it. */
    id: z.string(),
    /** Their display name, else their username. */
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: roleId,
    teamMemberId: z.string().nullable(),
    lastSeenAt: isoDate.nullable(),
  })
  .meta({ id: 'StaffMember' });

/** GET /api/staff: the business's people, owners first. */
export const staffAnswer = z.strictObject({ data: z.array(staffMemberAnswer) });

/** PATCH /api/staff/{id} */
export const staffRoleBody = z.strictObject(
  { role: z.enum(['owner', 'manager', 'technician'], { error: 'Choose the role: owner, manager or technician' }) },
  { error: 'Send the new role' },
);
export const staffMemberChangedAnswer = z.strictObject({ data: staffMemberAnswer });
export type StaffInvitationSummary = z.infer<typeof staffInvitationSummary>;
