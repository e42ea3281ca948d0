import type { Database, SessionUser } from '@korero/core/sdk';
import { entitlementOf, nzMonth } from '@korero/core/sdk';
import { invitesPerMonth, smsPerMonth } from '../contract/entitlements.ts';
import type { InvitesDeps } from './invites-deps.ts';
import type { MonthUsage } from './plan-limits.ts';
import { DEFAULT_REMINDERS, type ReminderSettings } from './reminders.ts';

/** The New Zealand month (its first day) of the instant bound to its `?`, as invites_usage_month keys it. */
const MONTH_OF = `date_trunc('month', ?::timestamptz at time zone 'Pacific/Auckland')::date`;

/** This month's invitations and texts against the plan's limits, and a person's own figures. */
export class InvitationUsage {
  readonly #deps: Pick<InvitesDeps, 'db' | 'clock' | 'billing' | 'messaging'>;

  constructor(deps: Pick<InvitesDeps, 'db' | 'clock' | 'billing' | 'messaging'>) {
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

  /** This month's invitations and SMS (every sender's texts, in carrier segments), counted the way the limits count them. */
  async usage(businessId: string): Promise<MonthUsage & { start: Date; end: Date }> {
    const now = this.#deps.clock.now();
    const month = nzMonth(now);
    const [row] = await this.#deps.db.em.execute<Array<{ invitations: number }>>(
      `select invitations from invites_usage_month where business_id = ? and month = ${MONTH_OF}`,
      [businessId, now],
    );
    const sms = await this.#deps.messaging.smsUsed(businessId, now);
    return { invites: Number(row?.invitations ?? 0), sms, label: month.label, start: month.start, end: month.end };
  }

  /**
   * Takes the business's row for this month, inside the caller's transaction, and answers its invitations so far and
   * its reminder settings, in one statement. The row stays locked until the transaction ends: a second invitation of
   * the business waits here and then sees the first's (in READ COMMITTED the upsert acts on the row's newest version),
   * so two at once cannot both take the last free one.
   */
  async takeMonth(em: Database['em'], businessId: string, now: Date): Promise<{ invites: number; reminders: ReminderSettings }> {
    const [row] = await em.execute<Array<{ invitations: number; reminders: number | null; after_days: number | null }>>(
      `insert into invites_usage_month (business_id, month, invitations) values (?, ${MONTH_OF}, 0)
       on conflict (business_id, month) do update set invitations = invites_usage_month.invitations
       returning invitations,
         (select s.reminders from invites_reminder_settings s where s.business_id = invites_usage_month.business_id) as reminders,
         (select s.after_days from invites_reminder_settings s where s.business_id = invites_usage_month.business_id) as after_days`,
      [businessId, now],
    );
    return {
      invites: Number(row!.invitations),
      reminders: row!.reminders === null ? DEFAULT_REMINDERS : { reminders: Number(row!.reminders), afterDays: Number(row!.after_days) },
    };
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
