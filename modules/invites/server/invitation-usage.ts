import type { SessionUser } from '@korero/core/sdk';
import { entitlementOf, nzMonth } from '@korero/core/sdk';
import { invitesPerMonth, smsPerMonth } from '../contract/entitlements.ts';
import { Invitation } from './invitation.entity.ts';
import type { InvitesDeps } from './invites-deps.ts';
import type { MonthUsage } from './plan-limits.ts';

/** This month's invitations and texts against the plan's limits, and a person's own figures. */
export class InvitationUsage {
  readonly #deps: Pick<InvitesDeps, 'db' | 'clock' | 'billing' | 'reminders'>;

  constructor(deps: Pick<InvitesDeps, 'db' | 'clock' | 'billing' | 'reminders'>) {
    this.#deps = deps;
  }

  /** This month's usage with the owner's plan's limits (null: unlimited), for the page's notices. */
  async usageWithLimits(businessId: string) {
    const plan = this.#deps.billing.plan(await this.#deps.billing.effectiveTier(businessId));
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
    const month = nzMonth(this.#deps.clock.now());
    const window = { businessId, createdAt: { $gte: month.start, $lt: month.end } };
    const [invites, sms] = await Promise.all([
      this.#deps.db.em.count(Invitation, window),
      // Invitation texts and reminder texts: a reminder by text counts against the limit like any text.
      this.#deps.reminders.smsUsed(businessId),
    ]);
    return { invites, sms, label: month.label, start: month.start, end: month.end };
  }

  /**
   * The signed-in person's own figures: the invitations they created (an owner's include those with no creator: made
   * before staff accounts, or by an API key), this New Zealand month and in all.
   */
  async ownFigures(user: SessionUser) {
    const month = nzMonth(this.#deps.clock.now());
    const mine = user.role === 'owner' ? '(created_by = ? or created_by is null)' : 'created_by = ?';
    const rows = await this.#deps.db.em.execute<Array<Record<string, string | number>>>(
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
}
