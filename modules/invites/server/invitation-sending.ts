import { randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MessageRecord, OutboundMessage, SessionUser } from '@korero/core/sdk';
import { badRequest, deliveryOf, entitlementOf, forbidden, nzMonth } from '@korero/core/sdk';
import type { DeliveryAnswer } from '@korero/core/contract';
import { inviteSms, smsTemplateIn } from '@korero/module-business/contract';
import { smsPerMonth } from '../contract/entitlements.ts';
import { inviteCreated, saysWhereFrom, sourceSentence, type ContactSource } from '../contract/index.ts';
import { firstTo, sourceOfInvitation } from './contact-history.ts';
import { composeEmail } from './email/invitation-email.ts';
import { madeWithKey, type IdempotencyClaim } from './idempotent-invites.ts';
import { Invitation } from './invitation.entity.ts';
import type { InvitationUsage } from './invitation-usage.ts';
import { composeMessenger } from './invite-messages.ts';
import type { CreateInvite, InvitationLinks, InvitesDeps } from './invites-deps.ts';
import { checkPlan } from './plan-limits.ts';
import { firstReminderAt } from './reminders.ts';

/** A contact who opted out of a channel, as the form is told (the outbox refused the message). */
const OPTED_OUT = {
  messenger: () =>
    forbidden('This person has opted out of Messenger invitations (they replied STOP). Share the review link another way.', {
      fields: { facebookUserId: 'Opted out of Messenger invitations' },
    }),
  sms: () =>
    forbidden('This number has opted out of text messages from Korero (they replied STOP). Share the review link another way.', {
      fields: { customerPhone: 'This number has opted out of text messages' },
    }),
  email: () =>
    forbidden('This email address has unsubscribed from Korero invitations. Share the review link another way.', {
      fields: { customerEmail: 'This address has unsubscribed' },
    }),
};

const CREDITED_AUTOMATICALLY =
  'Your invitations credit you automatically, and only you: leave teamMembers out (a technician cannot credit someone else).';

/**
 * Making an invitation: who it credits, whether each channel may be used (consent, opt-outs, the plan, Messenger's
 * window), and the row, its messages, its event and its activity line in one transaction.
 */
export class InvitationSending {
  readonly #deps: InvitesDeps;
  readonly #links: InvitationLinks;
  readonly #usage: InvitationUsage;

  constructor(deps: InvitesDeps, links: InvitationLinks, usage: InvitationUsage) {
    this.#deps = deps;
    this.#links = links;
    this.#usage = usage;
  }

  /**
   * Whom a technician's invitation credits: the team member their membership names (none when the owner named none,
   * or it has been removed since). Naming anyone else is refused rather than dropped: the person would believe they
   * had credited a colleague, and the owner's figures would say otherwise.
   */
  async #technicianCredit(user: SessionUser, named: readonly string[]): Promise<string[]> {
    const teams = this.#deps.teams();
    const member = user.teamMemberId && teams ? (await teams.members(user.businessId)).find((m) => m.id === user.teamMemberId) : undefined;
    const own = member ? [member.name] : [];
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    if (named.some((name) => !own.some((o) => same(o, name)))) {
      throw forbidden(CREDITED_AUTOMATICALLY, { fields: { teamMembers: CREDITED_AUTOMATICALLY } });
    }
    return own;
  }

  /**
   * The invitation, and what became of each message it sent (so the owner is told the truth at once). A contact who
   * opted out is found by the outbox as it stores the messages, inside this transaction, and refused by rolling it
   * back: so this is called outside any other transaction (a request, a job), as every caller does. `automatic`
   * is an invitation no person made (a job system's, issue 45): its consent is the business's confirmed basis, its
   * first message says where the details came from, and no person's activity line tells of it. With `claim` (an
   * Idempotency-Key), the invitation that key already made is answered instead (`replayed`), never a second one.
   */
  async create(
    user: SessionUser,
    input: CreateInvite,
    automatic?: { source: string },
    claim?: IdempotencyClaim,
  ): Promise<{ invitation: Invitation; deliveries: DeliveryAnswer[]; replayed: boolean }> {
    const businessId = user.businessId;
    if (claim) {
      const earlier = await madeWithKey(this.#deps, businessId, claim);
      if (earlier) return { ...earlier, replayed: true };
    }
    try {
      return { ...(await this.#make(user, input, automatic, claim)), replayed: false };
    } catch (error) {
      // The same key sent twice at once: the other request made it first, and this one's transaction kept nothing.
      if (!claim || !(error instanceof UniqueConstraintViolationException)) throw error;
      const earlier = await madeWithKey(this.#deps, businessId, claim);
      if (!earlier) throw error;
      return { ...earlier, replayed: true };
    }
  }

  async #make(
    user: SessionUser,
    input: CreateInvite,
    automatic: { source: string } | undefined,
    claim: IdempotencyClaim | undefined,
  ): Promise<{ invitation: Invitation; deliveries: DeliveryAnswer[] }> {
    const { db, clock, billing, messaging, business } = this.#deps;
    const businessId = user.businessId;
    const teamMembers = user.role === 'technician' ? await this.#technicianCredit(user, input.teamMembers) : input.teamMembers;
    const wanted = { sms: input.sendSms, email: input.sendEmail, messenger: input.sendMessenger };
    const channels = (['sms', 'email', 'messenger'] as const).filter((c) => wanted[c]);
    if (channels.length && !input.consent && !automatic) {
      throw badRequest('Confirm that the customer agreed to be contacted before Korero messages them.', {
        fields: { consent: 'Confirm the customer agreed to be contacted' },
      });
    }
    const plan = billing.plan(await billing.effectiveTier(businessId));
    if (wanted.messenger) {
      // The plan first (free: 403 naming it), then the connection and Meta's 24-hour window, each with its reason;
      // an opt-out is the outbox's to find, as for every channel (below).
      checkPlan(plan, { invites: 0, sms: 0, label: '' }, { sms: false, email: false, messenger: true });
      // Not run here, or switched off by an administrator: either way Messenger cannot be used.
      const messenger = this.#deps.messenger?.();
      if (!messenger) {
        throw forbidden('Connect your Facebook Page in Settings before sending by Messenger.', {
          fields: { sendMessenger: 'Facebook Not Connected' },
        });
      }
      await messenger.checkRecipient(businessId, input.facebookUserId!);
    }

    // The profile once: its name, logo and what its texts are made from (smsSettings answers from the same read).
    const profile = await business.profile(businessId);
    const businessName = profile?.businessName ?? user.username;
    // The invitation's own choice, else the business's (Settings); the customer's pages and messages follow it.
    const language = input.language ?? profile?.language ?? 'en';
    // Where the details came from (issue 47); a first message to a contact Korero did not get from them says so (IPP3A).
    const source: ContactSource = automatic
      ? { kind: 'job_system', label: automatic.source }
      : await sourceOfInvitation(user, input, this.#deps.contactSources);
    const owed = async (contact: { phone: string | null; email: string | null }) =>
      saysWhereFrom(source) && (await firstTo(db, businessId, contact));
    const id = randomUUID();
    const token = randomBytes(16).toString('base64url');
    const shortCode = randomBytes(12).toString('base64url');
    const link = this.#links.reviewUrl(token);
    // Every message composed before the transaction, in the order the answer lists them: text, Messenger, email.
    const messages: OutboundMessage[] = [];
    // Never refused for its length: the owner's rule says whether a long text is shortened or sent as more texts.
    let sms: { segments: number; split: boolean } | null = null;
    if (wanted.sms) {
      const s = await business.smsSettings(businessId);
      const fitted = inviteSms(
        smsTemplateIn(s, language),
        {
          businessName: s.businessName,
          job: input.jobDescription,
          link: this.#links.shortUrl(shortCode),
          // In the text's own language: 'both' sends the English text (with the te reo greeting), so its English sentence.
          source: (await owed({ phone: input.customerPhone, email: null }))
            ? (sourceSentence('sms', s.businessName, source, language === 'mi' ? 'mi' : 'en') ?? undefined)
            : undefined,
        },
        s.longText,
      );
      sms = { segments: fitted.length.segments, split: s.longText === 'split' };
      messages.push({ channel: 'sms', to: input.customerPhone!, text: fitted.text, businessId, purpose: 'invite', reference: id });
    }
    if (wanted.messenger) {
      const { text, button } = composeMessenger({
        businessName,
        customerName: input.customerName,
        jobDescription: input.jobDescription,
        reviewUrl: link,
        language,
      });
      // A Messenger message's subject is its button's title (the messenger module's provider reads it so).
      messages.push({
        channel: 'messenger',
        to: input.facebookUserId!,
        text,
        subject: button,
        businessId,
        purpose: 'invite',
        reference: id,
      });
    }
    if (wanted.email) {
      const email = await composeEmail({
        businessName,
        customerName: input.customerName,
        jobDescription: input.jobDescription,
        reviewUrl: link,
        logoUrl: profile?.logoUrl ? `${this.#deps.publicUrl}${profile.logoUrl}` : null,
        language,
        unsubscribeUrl: messaging.unsubscribeUrl('email', input.customerEmail!, language),
        source: (await owed({ phone: null, email: input.customerEmail })) ? source : null,
      });
      messages.push({ channel: 'email', to: input.customerEmail!, ...email, businessId, purpose: 'invite', reference: id });
    }

    const now = clock.now();
    const smsLimit = entitlementOf(plan, smsPerMonth);
    let sent: MessageRecord[] = [];
    const invitation = await db.transaction(async (em) => {
      // The business's month, taken (locked until commit) with its invitations so far and its reminder settings: one
      // business's invitations are made one at a time, so two at once cannot both take the last free one.
      const month = await this.#usage.takeMonth(em, businessId, now);
      // Texts so far (every sender's) only when this one is a text the plan counts.
      const smsUsed = wanted.sms && smsLimit ? await messaging.smsUsed(businessId, now) : 0;
      checkPlan(
        plan,
        { invites: month.invites, sms: smsUsed, label: nzMonth(now).label },
        { ...wanted, smsSegments: sms?.segments ?? 0, smsSplit: sms?.split ?? false },
      );
      const row = em.create(Invitation, {
        id,
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
        language,
        sourceKind: source.kind,
        source: source.label.slice(0, 200) || null,
        createdBy: user.apiKey || automatic ? null : user.id,
        sendSms: wanted.sms,
        sendEmail: wanted.email,
        sendMessenger: wanted.messenger,
        smsSegments: sms?.segments ?? null,
        remindAt: firstReminderAt(month.reminders, now, wanted),
        idempotencyKey: claim?.key ?? null,
        requestDigest: claim?.digest ?? null,
        consentBy: channels.length ? user.id : null,
        consentAt: channels.length ? now : null,
        consentChannels: channels.length ? channels : null,
        createdAt: now,
        openedAt: null,
        completedAt: null,
      });
      await em.flush();
      // The outbox reads each contact's opt-out as it stores the messages. One who opted out is refused as before,
      // with the same words: thrown here, so the transaction rolls back and nothing of the invitation is kept.
      sent = await messaging.sendMany(messages);
      for (const channel of ['messenger', 'sms', 'email'] as const) {
        if (sent.some((m) => m.channel === channel && m.status === 'refused')) throw OPTED_OUT[channel]();
      }
      // The record of asking: who was asked, how, and for which job; the customer only as digests (docs/decisions/0045).
      const { chain } = this.#deps;
      await chain.append(businessId, {
        kind: 'invites.sent',
        data: {
          invitationId: row.id,
          channels: channels.length ? [...channels] : ['link'],
          reference: row.reference ?? null,
          automatic: automatic?.source ?? null,
          customer: {
            ...chain.person(row.customerName),
            phone: chain.digest('phone', row.customerPhone),
            email: chain.digest('email', row.customerEmail),
          },
        },
      });
      await this.#deps.events.emit(inviteCreated, {
        inviteId: row.id,
        businessId,
        channels: [...channels],
        createdAt: now.toISOString(),
        reference: row.reference ?? null,
        customerName: row.customerName,
        teamMembers: row.teamMembers,
      });
      if (automatic) return row;
      await this.#deps.activity.record(user, {
        action: 'invites.created',
        subject: row.id,
        sentence: `sent a review invitation to ${row.customerName}${channels.length ? ` (${channels.join(', ')})` : ' (a link)'}`,
      });
      return row;
    });
    const providers = messaging.providers();
    return { invitation, deliveries: sent.map((m) => deliveryOf(m, providers)) };
  }
}
