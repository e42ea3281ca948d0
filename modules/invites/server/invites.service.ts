import { randomBytes } from 'node:crypto';
import type {
  ActivityPort,
  BillingPort,
  ClockPort,
  Database,
  EventsPort,
  MessageChannel,
  MessageRecord,
  MessagingPort,
  SessionUser,
} from '@korero/core/sdk';
import { badRequest, conflict, deliveryOf, entitlementOf, forbidden, notFound, pagination } from '@korero/core/sdk';
import type { DeliveryAnswer } from '@korero/core/contract';
import { inviteSms, type BusinessDirectory } from '@korero/module-business/contract';
import type { MessengerInvites } from '@korero/module-messenger/contract';
import type { TeamsDirectory } from '@korero/module-teams/contract';
import {
  inviteCreated,
  INVITE_TOKEN,
  SHORT_CODE,
  SHORT_LINK_PATH,
  type InvitationContact,
  type InvitationSummary,
  type InvitesDirectory,
} from '../contract/index.ts';
import { Invitation } from './invitation.entity.ts';
import { composeEmail } from './email/invitation-email.ts';
import { composeMessenger } from './invite-messages.ts';
import { nzMonth } from '@korero/core/sdk';
import { checkPlan, type MonthUsage } from './plan-limits.ts';
import type { ReminderService } from './reminders.ts';
import { invitesPerMonth, smsPerMonth } from '../contract/entitlements.ts';

/** How long a review link works. */
const LINK_DAYS = 180;

export interface CreateInvite {
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  facebookUserId: string | null;
  messageChannel: 'sms' | 'messenger';
  jobDescription: string;
  jobLocation: string;
  sendSms: boolean;
  sendEmail: boolean;
  sendMessenger: boolean;
  teamMembers: string[];
  consent?: boolean | undefined;
  reference?: string | null;
}

export interface InvitesDeps {
  db: Database;
  clock: ClockPort;
  billing: BillingPort;
  messaging: MessagingPort;
  events: EventsPort;
  business: BusinessDirectory;
  publicUrl: string;
  /** The messenger module's check, when it runs here (null: Messenger cannot be used). */
  messenger?: MessengerInvites | null;
  reminders: ReminderService;
  /** The business's team members (when the teams module runs): a technician's invitation credits theirs. */
  teams: TeamsDirectory | null;
  activity: ActivityPort;
}

/** Who may see an invitation: a technician their own; owners and managers (and API keys) every one of the business's. */
export const visibleTo = (user: SessionUser) =>
  user.role === 'technician' ? { businessId: user.businessId, createdBy: user.id } : { businessId: user.businessId };

const CREDITED_AUTOMATICALLY =
  'Your invitations credit you automatically, and only you: leave teamMembers out (a technician cannot credit someone else).';

/** Invitations: created with their messages in one transaction, within the plan's limits, and read by token. */
export class InvitesService implements InvitesDirectory {
  private readonly deps: InvitesDeps;

  constructor(deps: InvitesDeps) {
    this.deps = deps;
  }

  reviewUrl(token: string): string {
    return `${this.deps.publicUrl}/review/${token}`;
  }

  /** The short link a text carries: /r/{code} leads to /review/{token}. */
  shortUrl(code: string): string {
    return `${this.deps.publicUrl}${SHORT_LINK_PATH}${code}`;
  }

  /** How long every short link is on this Korero (its PUBLIC_URL), so a form can count a text before it exists. */
  shortUrlLength(): number {
    return this.shortUrl('x'.repeat(16)).length;
  }

  /** Where a short link leads: its invitation's token (whatever became of it: the review page tells), or null. */
  async tokenOfShortCode(code: string): Promise<string | null> {
    if (!SHORT_CODE.test(code)) return null;
    const row = await this.deps.db.em.findOne(Invitation, { shortCode: code }, { fields: ['token'] });
    return row?.token ?? null;
  }

  /** This month's usage with the owner's plan's limits (null: unlimited), for the page's notices. */
  async usageWithLimits(businessId: string) {
    const plan = this.deps.billing.plan(await this.deps.billing.effectiveTier(businessId));
    const usage = await this.usage(businessId);
    return {
      ...usage,
      planName: plan.name,
      invitesLimit: entitlementOf(plan, invitesPerMonth),
      smsLimit: entitlementOf(plan, smsPerMonth),
    };
  }

  /** This month's invitations and SMS, counted the way the limits count them. */
  async usage(businessId: string): Promise<MonthUsage & { start: Date; end: Date }> {
    const month = nzMonth(this.deps.clock.now());
    const window = { businessId, createdAt: { $gte: month.start, $lt: month.end } };
    const [invites, sms] = await Promise.all([
      this.deps.db.em.count(Invitation, window),
      // Invitation texts and reminder texts: a reminder by text counts against the limit like any text.
      this.deps.reminders.smsUsed(businessId),
    ]);
    return { invites, sms, label: month.label, start: month.start, end: month.end };
  }

  /** The invitation, and what became of each message it sent (so the owner is told the truth at once). */
  /**
   * Whom a technician's invitation credits: the team member their membership names (none when the owner named none,
   * or it has been removed since). Naming anyone else is refused rather than dropped: the person would believe they
   * had credited a colleague, and the owner's figures would say otherwise.
   */
  async #technicianCredit(user: SessionUser, named: readonly string[]): Promise<string[]> {
    const member =
      user.teamMemberId && this.deps.teams
        ? (await this.deps.teams.members(user.businessId)).find((m) => m.id === user.teamMemberId)
        : undefined;
    const own = member ? [member.name] : [];
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    if (named.some((name) => !own.some((o) => same(o, name)))) {
      throw forbidden(CREDITED_AUTOMATICALLY, { fields: { teamMembers: CREDITED_AUTOMATICALLY } });
    }
    return own;
  }

  async create(user: SessionUser, input: CreateInvite): Promise<{ invitation: Invitation; deliveries: DeliveryAnswer[] }> {
    const { db, clock, billing, messaging, business } = this.deps;
    const businessId = user.businessId;
    const teamMembers = user.role === 'technician' ? await this.#technicianCredit(user, input.teamMembers) : input.teamMembers;
    const wanted = { sms: input.sendSms, email: input.sendEmail, messenger: input.sendMessenger };
    const channels = (['sms', 'email', 'messenger'] as const).filter((c) => wanted[c]);
    if (channels.length && !input.consent) {
      throw badRequest('Confirm that the customer agreed to be contacted before Korero messages them.', {
        fields: { consent: 'Confirm the customer agreed to be contacted' },
      });
    }
    const plan = billing.plan(await billing.effectiveTier(businessId));
    if (wanted.messenger) {
      // The plan first (free: 403 naming it), then the connection and Meta's 24-hour window, each with its reason.
      checkPlan(plan, { invites: 0, sms: 0, label: '' }, { sms: false, email: false, messenger: true });
      if (!this.deps.messenger) {
        throw forbidden('Connect your Facebook Page in Settings before sending by Messenger.', {
          fields: { sendMessenger: 'Facebook Not Connected' },
        });
      }
      await this.deps.messenger.checkRecipient(businessId, input.facebookUserId!);
      if (await messaging.isOptedOut('messenger', input.facebookUserId!)) {
        throw forbidden('This person has opted out of Messenger invitations (they replied STOP). Share the review link another way.', {
          fields: { facebookUserId: 'Opted out of Messenger invitations' },
        });
      }
    }
    if (wanted.sms && (await messaging.isOptedOut('sms', input.customerPhone!))) {
      throw forbidden('This number has opted out of text messages from Korero (they replied STOP). Share the review link another way.', {
        fields: { customerPhone: 'This number has opted out of text messages' },
      });
    }
    if (wanted.email && (await messaging.isOptedOut('email', input.customerEmail!))) {
      throw forbidden('This email address has unsubscribed from Korero invitations. Share the review link another way.', {
        fields: { customerEmail: 'This address has unsubscribed' },
      });
    }

    const profile = await business.profile(businessId);
    const businessName = profile?.businessName ?? user.username;
    const token = randomBytes(16).toString('base64url');
    const shortCode = randomBytes(12).toString('base64url');
    const link = this.reviewUrl(token);
    // Never refused for its length: the owner's rule says whether a long text is shortened or sent as more texts.
    let sms: { text: string; segments: number; split: boolean } | null = null;
    if (wanted.sms) {
      const s = await business.smsSettings(businessId);
      const fitted = inviteSms(
        s.template,
        { businessName: s.businessName, job: input.jobDescription, link: this.shortUrl(shortCode) },
        s.longText,
      );
      sms = { text: fitted.text, segments: fitted.length.segments, split: s.longText === 'split' };
    }

    const now = clock.now();
    const remindAt = await this.deps.reminders.firstAt(businessId, now, wanted);
    const sent: MessageRecord[] = [];
    const invitation = await db.transaction(async (em) => {
      // One business's invitations are created one at a time, so two at once cannot both take the last free one.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [businessId]);
      checkPlan(plan, await this.usage(businessId), { ...wanted, smsSegments: sms?.segments ?? 0, smsSplit: sms?.split ?? false });
      const row = em.create(Invitation, {
        businessId,
        token,
        shortCode,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        facebookUserId: input.facebookUserId,
        messageChannel: input.messageChannel,
        jobDescription: input.jobDescription,
        jobLocation: input.jobLocation,
        teamMembers,
        reference: input.reference ?? null,
        createdBy: user.apiKey ? null : user.id,
        sendSms: wanted.sms,
        sendEmail: wanted.email,
        sendMessenger: wanted.messenger,
        smsSegments: sms?.segments ?? null,
        remindAt,
        consentBy: channels.length ? user.id : null,
        consentAt: channels.length ? now : null,
        consentChannels: channels.length ? channels : null,
        createdAt: now,
        openedAt: null,
        completedAt: null,
      });
      await em.flush();
      if (sms) {
        sent.push(
          await messaging.send({
            channel: 'sms',
            to: input.customerPhone!,
            text: sms.text,
            businessId,
            purpose: 'invite',
            reference: row.id,
          }),
        );
      }
      if (wanted.messenger) {
        const text = composeMessenger({
          businessName,
          customerName: input.customerName,
          jobDescription: input.jobDescription,
          reviewUrl: link,
        });
        sent.push(
          await messaging.send({ channel: 'messenger', to: input.facebookUserId!, text, businessId, purpose: 'invite', reference: row.id }),
        );
      }
      if (wanted.email) {
        const email = await composeEmail({
          businessName,
          customerName: input.customerName,
          jobDescription: input.jobDescription,
          reviewUrl: link,
          logoUrl: profile?.logoUrl ? `${this.deps.publicUrl}${profile.logoUrl}` : null,
          unsubscribeUrl: messaging.unsubscribeUrl('email', input.customerEmail!),
        });
        sent.push(
          await messaging.send({ channel: 'email', to: input.customerEmail!, ...email, businessId, purpose: 'invite', reference: row.id }),
        );
      }
      await this.deps.events.emit(inviteCreated, {
        inviteId: row.id,
        businessId,
        channels: [...channels],
        createdAt: now.toISOString(),
        reference: row.reference ?? null,
        customerName: row.customerName,
        teamMembers: row.teamMembers,
      });
      await this.deps.activity.record(user, {
        action: 'invites.created',
        subject: row.id,
        sentence: `sent a review invitation to ${row.customerName}${channels.length ? ` (${channels.join(', ')})` : ' (a link)'}`,
      });
      return row;
    });
    const providers = messaging.providers();
    return { invitation, deliveries: sent.map((m) => deliveryOf(m, providers)) };
  }

  /** A page of the invitations `user` may see (a technician's own), newest first; one of them by id with `id`. */
  async list(user: SessionUser, page: number, limit: number, id?: string) {
    const businessId = user.businessId;
    const [rows, total] = await this.deps.db.em.findAndCount(Invitation, id ? { ...visibleTo(user), id } : visibleTo(user), {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit,
      offset: (page - 1) * limit,
    });
    const [messages, reminders] = await Promise.all([
      this.deps.messaging.byReferences(rows.map((r) => r.id)),
      this.deps.reminders.states(
        businessId,
        rows.map((r) => ({
          id: r.id,
          createdAt: r.createdAt,
          completedAt: r.completedAt ?? null,
          cancelledAt: r.cancelledAt ?? null,
          messaged: r.sendSms || r.sendEmail,
        })),
      ),
    ]);
    const providers = this.deps.messaging.providers();
    const byInvite = new Map<string, MessageRecord[]>();
    for (const m of messages) if (m.reference) byInvite.set(m.reference, [...(byInvite.get(m.reference) ?? []), m]);
    return {
      data: rows.map((r) => ({
        id: r.id,
        token: r.token,
        reviewUrl: this.reviewUrl(r.token),
        customerName: r.customerName,
        customerEmail: r.customerEmail ?? null,
        customerPhone: r.customerPhone ?? null,
        jobDescription: r.jobDescription,
        jobLocation: r.jobLocation,
        teamMembers: r.teamMembers,
        createdAt: r.createdAt.toISOString(),
        openedAt: r.openedAt?.toISOString() ?? null,
        completedAt: r.completedAt?.toISOString() ?? null,
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        reminder: reminders.get(r.id)!,
        consent: r.consentAt ? { at: r.consentAt.toISOString(), channels: r.consentChannels ?? [] } : null,
        channels: (byInvite.get(r.id) ?? []).map((m) => ({
          channel: m.channel as MessageChannel,
          status: m.status,
          delivery: deliveryOf(m, providers).delivery,
          error: m.error,
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
      })),
      pagination: pagination(page, limit, total),
    };
  }

  /** The owner cancelled the invitation this link names (so the customer is told it has closed, not that it never was). */
  async cancelledByToken(token: string): Promise<{ businessId: string } | null> {
    if (!INVITE_TOKEN.test(token)) return null;
    const row = await this.deps.db.em.findOne(Invitation, { token }, { fields: ['cancelledAt', 'businessId'] });
    return row?.cancelledAt ? { businessId: row.businessId } : null;
  }

  /** Cancels an invitation the customer has not answered: no reminders, and its link closes. 404 for another's. */
  /** Answers the customer's name when this call cancelled it, null when it already was. */
  async cancel(businessId: string, id: string): Promise<string | null> {
    const row = await this.deps.db.em.findOne(Invitation, { id, businessId });
    if (!row) throw notFound('Invitation not found.');
    if (row.completedAt) throw conflict('The customer has already answered this invitation, so it cannot be cancelled.');
    if (row.cancelledAt) return null;
    row.cancelledAt = this.deps.clock.now();
    await this.deps.db.em.flush();
    return row.customerName;
  }

  async byToken(token: string): Promise<InvitationSummary | null> {
    if (!INVITE_TOKEN.test(token)) return null;
    const row = await this.deps.db.em.findOne(Invitation, { token });
    if (!row || row.cancelledAt || row.createdAt.getTime() + LINK_DAYS * 86_400_000 < this.deps.clock.now().getTime()) return null;
    return {
      id: row.id,
      token: row.token,
      businessId: row.businessId,
      customerName: row.customerName,
      jobDescription: row.jobDescription,
      jobLocation: row.jobLocation,
      teamMembers: row.teamMembers,
      createdAt: row.createdAt,
      openedAt: row.openedAt ?? null,
      completedAt: row.completedAt ?? null,
    };
  }

  /** The customer opened their link: remember the first time (the owner sees it in the list). */
  async markOpened(inviteId: string, via: 'qr' | 'link' = 'link'): Promise<void> {
    await this.deps.db.em.nativeUpdate(Invitation, { id: inviteId, openedAt: null }, { openedAt: this.deps.clock.now(), openedVia: via });
  }

  async markStarted(inviteId: string): Promise<void> {
    await this.deps.db.em.nativeUpdate(Invitation, { id: inviteId, startedAt: null }, { startedAt: this.deps.clock.now() });
  }

  async markCompleted(inviteId: string, at: Date): Promise<void> {
    await this.deps.db.em.nativeUpdate(Invitation, { id: inviteId, completedAt: null }, { completedAt: at });
  }

  async contacts(businessId: string, inviteIds: readonly string[]): Promise<InvitationContact[]> {
    if (inviteIds.length === 0) return [];
    const rows = await this.deps.db.em.find(
      Invitation,
      { businessId, id: { $in: [...new Set(inviteIds)] } },
      { fields: ['id', 'customerEmail', 'customerPhone'] },
    );
    return rows.map((r) => ({ inviteId: r.id, email: r.customerEmail ?? null, phone: r.customerPhone ?? null }));
  }

  /**
   * The signed-in person's own figures: the invitations they created (an owner's include those with no creator: made
   * before staff accounts, or by an API key), this New Zealand month and in all.
   */
  async ownFigures(user: SessionUser) {
    const month = nzMonth(this.deps.clock.now());
    const mine = user.role === 'owner' ? '(created_by = ? or created_by is null)' : 'created_by = ?';
    const rows = await this.deps.db.em.execute<Array<Record<string, string | number>>>(
      `select count(*) as sent, count(opened_at) as opened, count(completed_at) as completed,
              count(*) filter (where created_at >= ? and created_at < ?) as month_sent,
              count(opened_at) filter (where created_at >= ? and created_at < ?) as month_opened,
              count(completed_at) filter (where created_at >= ? and created_at < ?) as month_completed
         from invites_invitation where business_id = ? and ${mine}`,
      [month.start, month.end, month.start, month.end, month.start, month.end, user.businessId, user.id],
    );
    const r = rows[0] ?? {};
    const n = (v: unknown) => Number(v ?? 0);
    return {
      month: { label: month.label, sent: n(r.month_sent), opened: n(r.month_opened), completed: n(r.month_completed) },
      allTime: { sent: n(r.sent), opened: n(r.opened), completed: n(r.completed) },
    };
  }

  async countAll(businessId: string): Promise<number> {
    return this.deps.db.em.count(Invitation, { businessId });
  }

  /** Invitations their customer answered with a review (kept if the owner later deletes that review). */
  async countAnswered(businessId: string): Promise<number> {
    return this.deps.db.em.count(Invitation, { businessId, completedAt: { $ne: null } });
  }
}
