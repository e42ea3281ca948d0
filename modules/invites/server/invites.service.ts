import type { SessionUser } from '@korero/core/sdk';
import { conflict, notFound } from '@korero/core/sdk';
import { languageChoiceOf, type DeliveryAnswer } from '@korero/core/contract';
import {
  INVITE_TOKEN,
  SHORT_CODE,
  SHORT_LINK_PATH,
  type AutomaticInvite,
  type InvitationContact,
  type InvitationSummary,
  type InvitesDirectory,
} from '../contract/index.ts';
import type { IdempotencyClaim } from './idempotent-invites.ts';
import { BY_TOKEN_SQL, summaryOf, type TokenRow } from './invitation-by-token.ts';
import { Invitation } from './invitation.entity.ts';
import { invitationPage } from './invitation-list.ts';
import { InvitationSending } from './invitation-sending.ts';
import { InvitationUsage } from './invitation-usage.ts';
import type { CreateInvite, InvitesDeps } from './invites-deps.ts';
import type { MonthUsage } from './plan-limits.ts';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

/** How long a review link works. */
const LINK_DAYS = 180;

/** Invitations: created with their messages in one transaction, within the plan's limits, and read by token. */
export class InvitesService implements InvitesDirectory {
  private readonly deps: InvitesDeps;

  readonly #usage: InvitationUsage;
  readonly #sending: InvitationSending;

  constructor(deps: InvitesDeps) {
    this.deps = deps;
    this.#usage = new InvitationUsage(deps);
    this.#sending = new InvitationSending(deps, this, this.#usage);
  }

  reviewUrl(token: string): string {
    return `${this.deps.publicUrl}${reviewsPage('/review/:token', { token })}`;
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
  usageWithLimits(businessId: string) {
    return this.#usage.usageWithLimits(businessId);
  }

  /** This month's invitations and SMS, counted the way the limits count them. */
  usage(businessId: string): Promise<MonthUsage & { start: Date; end: Date }> {
    return this.#usage.usage(businessId);
  }

  /**
   * The invitation, and what became of each message it sent (so the owner is told the truth at once). With an
   * Idempotency-Key, the invitation the key already made (`replayed`) rather than a second one.
   */
  create(
    user: SessionUser,
    input: CreateInvite,
    claim?: IdempotencyClaim,
  ): Promise<{ invitation: Invitation; deliveries: DeliveryAnswer[]; replayed: boolean }> {
    return this.#sending.create(user, input, undefined, claim);
  }

  /**
   * An invitation no person made (a job system's, issue 45): made as the owner who confirmed the business's consent
   * basis (their consent, not a form's tick), with the same plan, opt-out and message rules as the form's.
   */
  createAutomatic(businessId: string, input: AutomaticInvite): Promise<{ invitation: Invitation; deliveries: DeliveryAnswer[] }> {
    const owner: SessionUser = {
      id: input.consentBy,
      username: '',
      email: '',
      isAdmin: false,
      businessId,
      role: 'owner',
      teamMemberId: null,
    };
    const sms = input.channel === 'sms';
    return this.#sending.create(
      owner,
      {
        customerName: input.customerName,
        customerEmail: sms ? null : input.customerEmail,
        customerPhone: sms ? input.customerPhone : null,
        facebookUserId: null,
        messageChannel: 'sms',
        jobDescription: input.jobDescription,
        jobLocation: input.jobLocation,
        sendSms: sms,
        sendEmail: !sms,
        sendMessenger: false,
        teamMembers: input.teamMembers,
        reference: input.reference,
      },
      { source: input.source },
    );
  }

  /** A page of the invitations `user` may see (a technician's own), newest first; one of them by id with `id`. */
  list(user: SessionUser, page: number, limit: number, id?: string) {
    return invitationPage(this.deps, this, user, page, limit, id);
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
    const [row] = await this.deps.db.em.execute<TokenRow[]>(BY_TOKEN_SQL, [token]);
    return summaryOf(row, this.deps.clock.now().getTime() - LINK_DAYS * 86_400_000);
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
      { fields: ['id', 'customerEmail', 'customerPhone', 'language'] },
    );
    return rows.map((r) => ({
      inviteId: r.id,
      email: r.customerEmail ?? null,
      phone: r.customerPhone ?? null,
      language: languageChoiceOf(r.language),
    }));
  }

  /** The signed-in person's own figures (see InvitationUsage.ownFigures). */
  ownFigures(user: SessionUser) {
    return this.#usage.ownFigures(user);
  }

  async countAll(businessId: string): Promise<number> {
    return this.deps.db.em.count(Invitation, { businessId });
  }

  /** Invitations their customer answered with a review (kept if the owner later deletes that review). */
  async countAnswered(businessId: string): Promise<number> {
    return this.deps.db.em.count(Invitation, { businessId, completedAt: { $ne: null } });
  }
}
