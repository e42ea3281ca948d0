import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { StaffInvitationPreview } from '../contract/staff.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import { accountCreated, type Role, type SessionUser } from '../ports/auth.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import { badRequest, conflict, type HttpError, notFound } from '../sdk/errors.ts';
import type { Activity } from './activity.ts';
import { passwordField, usernameField } from './auth.routes.ts';
import { StaffInvitation } from './membership.entity.ts';
import type { Memberships } from './memberships.ts';
import { hashPassword } from './passwords.ts';
import { sessionUserOf } from './sign-ins.service.ts';
import { INVITATION_DAYS, invitationEmail, staffInvitationReference } from './staff-invitation.email.ts';
import { usernameKey } from './usernames.ts';
import { User } from './user.entity.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const UNNAMED_BUSINESS = 'Business without a name yet';

const NOT_VALID = 'This invitation link is not valid. Ask the owner who invited you for a new one.';
const USED = 'This invitation has already been used. Ask the owner for a new one if you need it.';
const EXPIRED = 'This invitation has expired. Ask the owner who invited you for a new one.';

export interface StaffInvitationsDeps {
  db: OpenedDatabase;
  memberships: Memberships;
  clock: ClockPort;
  events: EventsPort;
  messaging: MessagingPort;
  publicUrl: string;
  activity: Activity;
}

/**
 * Staff invitations (docs/decisions/0026): made by an owner, read by their link's holder, accepted once. The token's
 * SHA-256 is all that is stored.
 */
export class StaffInvitations {
  private readonly d: StaffInvitationsDeps;

  constructor(deps: StaffInvitationsDeps) {
    this.d = deps;
  }

  async businessName(businessId: string): Promise<string> {
    return (await this.d.memberships.names([businessId])).get(businessId) ?? UNNAMED_BUSINESS;
  }

  /** Stores an invitation, emails its link and records it, in one transaction; answers the link for the owner too. */
  async create(user: SessionUser, input: { email: string; role: 'manager' | 'technician'; teamMemberId: string | null }) {
    const { db, clock, memberships, messaging } = this.d;
    // Another business's team member, or one that is gone, is not a team member of this one.
    if (input.teamMemberId && !(await memberships.isTeamMember(user.businessId, input.teamMemberId))) {
      throw notFound('No such team member in this business. Choose one from Settings → Team, or leave it out.');
    }
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000);
    const acceptUrl = `${this.d.publicUrl}/staff/accept?token=${token}`;
    const businessName = await this.businessName(user.businessId);
    const id = randomUUID();
    // The invitation, its email in the outbox and its activity line stand or fall together.
    await this.d.activity.together(
      user,
      async () => {
        db.em.create(StaffInvitation, {
          id,
          businessId: user.businessId,
          email: input.email,
          role: input.role,
          teamMemberId: input.teamMemberId,
          tokenHash: hashToken(token),
          invitedBy: user.id,
          createdAt: now,
          expiresAt,
          acceptedAt: null,
          acceptedBy: null,
        });
        await db.em.flush();
        await messaging.send({
          channel: 'email',
          to: input.email,
          ...invitationEmail({ businessName, inviter: user.username, role: input.role, link: acceptUrl }),
          businessId: user.businessId,
          purpose: 'staff-invitation',
          reference: staffInvitationReference(id),
          // An account email: its link is a key to the business, hidden wherever the outbox is shown.
          transactional: true,
        });
      },
      {
        action: 'staff.invited',
        subject: id,
        sentence: `invited ${input.email} to join as ${input.role === 'manager' ? 'a manager' : 'a technician'}`,
      },
    );
    return { id, acceptUrl, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The invitation a link holds, while it can still be accepted; else an error that says why and what to do: 404 for
   * a link that never was, and `ended`'s answer for one used or expired (accepting answers those 409, as before).
   */
  async open(token: string, ended: (message: string) => HttpError = notFound): Promise<StaffInvitation> {
    const invitation = await this.d.db.em.findOne(StaffInvitation, { tokenHash: hashToken(token) });
    if (!invitation) throw notFound(NOT_VALID);
    if (invitation.acceptedAt) throw ended(USED);
    if (invitation.expiresAt <= this.d.clock.now()) throw ended(EXPIRED);
    return invitation;
  }

  /** The accept page's heading: the business's name, the role, the inviter's name and the expiry. */
  async preview(token: string): Promise<StaffInvitationPreview> {
    const invitation = await this.open(token);
    const inviter = invitation.invitedBy
      ? await this.d.db.em.findOne(User, { id: invitation.invitedBy }, { fields: ['id', 'username'] })
      : null;
    return {
      businessName: await this.businessName(invitation.businessId),
      // Invitations are made for these two roles only (another owner is made by changing a role).
      role: invitation.role as StaffInvitationPreview['role'],
      inviter: inviter?.username ?? null,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /** Claimed with a conditional update in the transaction that adds the membership: one link, one person. */
  async #claim(invitation: StaffInvitation, accountId: string): Promise<void> {
    const { db, clock, memberships } = this.d;
    const now = clock.now();
    const claimed = await db.em.nativeUpdate(
      StaffInvitation,
      { id: invitation.id, acceptedAt: null, expiresAt: { $gt: now } },
      { acceptedAt: now, acceptedBy: accountId },
    );
    if (claimed !== 1) throw conflict(USED);
    memberships.add(db.em, {
      accountId,
      businessId: invitation.businessId,
      role: invitation.role as Role,
      teamMemberId: invitation.teamMemberId ?? null,
    });
    await db.em.flush();
  }

  /**
   * Signed in: the membership joins this account, whatever address the link was sent to (the link is the invitation;
   * the owner may have sent it by hand to the address the person signs in with).
   */
  async acceptSignedIn(invitation: StaffInvitation, signedIn: SessionUser): Promise<SessionUser> {
    if (await this.d.memberships.find(signedIn.id, invitation.businessId)) {
      throw conflict('You already belong to this business. Switch to it from the business menu.');
    }
    await this.d.db.transaction(() => this.#claim(invitation, signedIn.id));
    return sessionUserOf(signedIn, this.#membershipOf(invitation));
  }

  /** Signed out: a new account with the invited address (it owns no business of its own). */
  async acceptAsNew(invitation: StaffInvitation, given: { username?: string | undefined; password?: string | undefined }) {
    const { db, clock, events } = this.d;
    const username = usernameField.safeParse(given.username ?? '');
    if (!username.success) throw badRequest(username.error.issues[0]!.message, { fields: { username: username.error.issues[0]!.message } });
    const password = passwordField.safeParse(given.password ?? '');
    if (!password.success) throw badRequest(password.error.issues[0]!.message, { fields: { password: password.error.issues[0]!.message } });
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
        await this.#claim(invitation, row.id);
        await events.emit(accountCreated, { accountId: row.id, username: row.username, email: row.email });
        return row;
      });
      return sessionUserOf(created, this.#membershipOf(invitation));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw conflict('That username or email address was just taken. Choose another username.');
      }
      throw error;
    }
  }

  #membershipOf(invitation: StaffInvitation) {
    return { businessId: invitation.businessId, role: invitation.role as Role, teamMemberId: invitation.teamMemberId ?? null };
  }
}
