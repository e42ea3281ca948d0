import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { StaffInvitationPreview, StaffInvitationSummary } from '../contract/staff.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import type { SharedAttempts } from '../kernel/shared-attempts.ts';
import { accountCreated, type Role, type SessionUser } from '../ports/auth.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import type { MessagingPort } from '../ports/messaging.port.ts';
import { badRequest, conflict, type HttpError, notFound } from '../sdk/errors.ts';
import type { Activity } from './activity.ts';
import { passwordField, usernameField } from './auth.routes.ts';
import { StaffInvitation } from './membership.entity.ts';
import type { Memberships } from './memberships.ts';
import { nameOf } from './display-names.ts';
import { hashPassword } from './passwords.ts';
import { sessionUserOf } from './sign-ins.service.ts';
import { INVITATION_DAYS, invitationEmail, invitedHolderEmail, staffInvitationReference } from './staff-invitation.email.ts';
import { usernameKey } from './usernames.ts';
import { User } from './user.entity.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const HOLDER_EMAILS_PER_HOUR = 3;
export const NO_INVITATION = 'No such invitation in this business: it may have been accepted or withdrawn.';
/**
 * POST /api/staff/accept's answer (202) when the invited address already has an account: the same for everyone, as
 * sign-up's is (docs/decisions/0020); the address's owner is emailed how to join with the account they have.
 */
export const ACCEPT_CHECK_EMAIL = "Check your email: we've sent the next step to the invited address.";
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
  attempts: SharedAttempts;
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
    const { db, clock, memberships } = this.d;
    // Another business's team member, or one that is gone, is not a team member of this one.
    if (input.teamMemberId && !(await memberships.isTeamMember(user.businessId, input.teamMemberId))) {
      throw notFound('No such team member in this business. Choose one from Settings → Team, or leave it out.');
    }
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000);
    const acceptUrl = `${this.d.publicUrl}/staff/accept?token=${token}`;
    const businessName = await this.businessName(user.businessId);
    const inviter = await this.#nameOfAccount(user.id, user.username);
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
          sentAt: now,
          expiresAt,
          acceptedAt: null,
          acceptedBy: null,
        });
        await db.em.flush();
        await this.#email(
          { id, email: input.email, businessId: user.businessId, role: input.role },
          { businessName, inviter, link: acceptUrl },
        );
      },
      {
        action: 'staff.invited',
        subject: id,
        sentence: `invited ${input.email} to join as ${input.role === 'manager' ? 'a manager' : 'a technician'}`,
      },
    );
    return { id, acceptUrl, expiresAt: expiresAt.toISOString() };
  }

  async #email(
    invitation: { id: string; email: string; businessId: string; role: string },
    words: { businessName: string; inviter: string; link: string },
  ): Promise<void> {
    await this.d.messaging.send({
      channel: 'email',
      to: invitation.email,
      ...invitationEmail({ ...words, role: invitation.role as Role }),
      businessId: invitation.businessId,
      purpose: 'staff-invitation',
      reference: staffInvitationReference(invitation.id),
      // An account email: its link is a key to the business, hidden wherever the outbox is shown.
      transactional: true,
    });
  }

  async #nameOfAccount(id: string, fallback: string): Promise<string> {
    const row = await this.d.db.em.findOne(User, { id }, { fields: ['id', 'username', 'displayName'] });
    return row ? nameOf(row) : fallback;
  }

  /** The business's invitations not yet accepted, newest first (expired ones too: the owner may send them again). */
  async list(businessId: string): Promise<StaffInvitationSummary[]> {
    const { db, clock } = this.d;
    const rows = await db.em.find(StaffInvitation, { businessId, acceptedAt: null }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    const inviterIds = [...new Set(rows.flatMap((r) => (r.invitedBy ? [r.invitedBy] : [])))];
    const inviters = await db.em.find(User, { id: { $in: inviterIds } }, { fields: ['id', 'username', 'displayName'] });
    const names = new Map(inviters.map((u) => [u.id, nameOf(u)]));
    const now = clock.now();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role as StaffInvitationSummary['role'],
      invitedBy: (r.invitedBy && names.get(r.invitedBy)) ?? null,
      createdAt: r.createdAt.toISOString(),
      sentAt: (r.sentAt ?? r.createdAt).toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      expired: r.expiresAt <= now,
    }));
  }

  async #pending(businessId: string, id: string): Promise<StaffInvitation> {
    const row = await this.d.db.em.findOne(StaffInvitation, { id, businessId, acceptedAt: null });
    if (!row) throw notFound(NO_INVITATION);
    return row;
  }

  /**
   * Sends an invitation again with a new link, valid for another INVITATION_DAYS: only the token's hash is kept, so
   * the old link stops working. Answers the new link, as creating does.
   */
  async resend(user: SessionUser, id: string) {
    const { db, clock } = this.d;
    const invitation = await this.#pending(user.businessId, id);
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000);
    const acceptUrl = `${this.d.publicUrl}/staff/accept?token=${token}`;
    const words = {
      businessName: await this.businessName(user.businessId),
      inviter: await this.#nameOfAccount(user.id, user.username),
      link: acceptUrl,
    };
    await this.d.activity.together(
      user,
      async () => {
        // Conditional: an invitation accepted meanwhile is not re-opened.
        const changed = await db.em.nativeUpdate(
          StaffInvitation,
          { id, businessId: user.businessId, acceptedAt: null },
          { tokenHash: hashToken(token), sentAt: now, expiresAt },
        );
        if (changed !== 1) throw notFound(NO_INVITATION);
        await this.#email(invitation, words);
      },
      { action: 'staff.invitation_resent', subject: id, sentence: `sent the invitation to ${invitation.email} again` },
    );
    return { id, acceptUrl, expiresAt: expiresAt.toISOString() };
  }

  /** Withdraws an invitation not yet accepted: its link then answers "not valid". */
  async revoke(user: SessionUser, id: string): Promise<void> {
    const { db } = this.d;
    const invitation = await this.#pending(user.businessId, id);
    await this.d.activity.together(
      user,
      async () => {
        const removed = await db.em.nativeDelete(StaffInvitation, { id, businessId: user.businessId, acceptedAt: null });
        if (removed !== 1) throw notFound(NO_INVITATION);
      },
      { action: 'staff.invitation_withdrawn', subject: id, sentence: `withdrew the invitation to ${invitation.email}` },
    );
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
      ? await this.d.db.em.findOne(User, { id: invitation.invitedBy }, { fields: ['id', 'username', 'displayName'] })
      : null;
    return {
      businessName: await this.businessName(invitation.businessId),
      // Invitations are made for these two roles only (another owner is made by changing a role).
      role: invitation.role as StaffInvitationPreview['role'],
      inviter: inviter ? nameOf(inviter) : null,
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

  /**
   * Signed out: a new account with the invited address (it owns no business of its own). When the address already has
   * an account, nothing is made and the answer is null, as sign-up's is: the link's holder is not told whether the
   * address has an account; the address's owner is emailed to sign in and open the link again.
   */
  async acceptAsNew(
    invitation: StaffInvitation,
    given: { username?: string | undefined; password?: string | undefined; displayName?: string | null | undefined },
    link: string,
  ): Promise<SessionUser | null> {
    const { db, clock, events } = this.d;
    const username = usernameField.safeParse(given.username ?? '');
    if (!username.success) throw badRequest(username.error.issues[0]!.message, { fields: { username: username.error.issues[0]!.message } });
    const password = passwordField.safeParse(given.password ?? '');
    if (!password.success) throw badRequest(password.error.issues[0]!.message, { fields: { password: password.error.issues[0]!.message } });
    const key = usernameKey(username.data);
    // Hashed before any lookup, so an address with an account takes as long to answer as one without.
    const passwordHash = await hashPassword(password.data);
    if (await db.em.count(User, { usernameKey: key })) throw conflict('That username is taken. Choose another.');
    const holder = await db.em.findOne(User, { emailKey: invitation.email }, { fields: ['id', 'username'] });
    if (holder) return this.#tellHolder(invitation, holder.username, link);
    try {
      const created = await db.transaction(async (em) => {
        const now = clock.now();
        const row = em.create(User, {
          id: randomUUID(),
          username: username.data,
          usernameKey: key,
          email: invitation.email,
          emailKey: invitation.email,
          displayName: given.displayName ?? null,
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
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      db.em.clear();
      if (await db.em.count(User, { usernameKey: key })) throw conflict('That username was just taken. Choose another.');
      const raced = await db.em.findOne(User, { emailKey: invitation.email }, { fields: ['id', 'username'] });
      if (!raced) throw error;
      return this.#tellHolder(invitation, raced.username, link);
    }
  }

  /** Emails the invited address's account: sign in with it, then open the link again (a few an hour at most). */
  async #tellHolder(invitation: StaffInvitation, username: string, link: string): Promise<null> {
    if ((await this.d.attempts.hit(`invited-holder:${invitation.id}`, 3600_000)).hits > HOLDER_EMAILS_PER_HOUR) return null;
    await this.d.messaging.send({
      channel: 'email',
      to: invitation.email,
      ...invitedHolderEmail({
        username,
        businessName: await this.businessName(invitation.businessId),
        link,
        signIn: `${this.d.publicUrl}/auth`,
      }),
      businessId: invitation.businessId,
      purpose: 'staff-invitation',
      reference: staffInvitationReference(invitation.id),
      transactional: true,
    });
    return null;
  }

  #membershipOf(invitation: StaffInvitation) {
    return { businessId: invitation.businessId, role: invitation.role as Role, teamMemberId: invitation.teamMemberId ?? null };
  }
}
