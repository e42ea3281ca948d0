import type { Database } from '@korero/core/sdk';
import { Invitation } from './invitation.entity.ts';

interface ReminderRow {
  id: string;
  invitation_id: string;
  number: number;
  status: string;
  channels: unknown;
  sms: boolean;
  reason: string | null;
  at: Date | string;
}

const list = (value: unknown): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[]));
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A business's invitations in its data export, and their deletion with the account (whether or not invites is on):
 * the invitations, each reminder sent or skipped, the reminder settings and the analytics' days. Every table this
 * module keeps a business's rows in is named here.
 */
export class InvitationData {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async exportBusiness(businessId: string) {
    const em = this.db.em;
    const rows = await em.find(Invitation, { businessId }, { orderBy: { createdAt: 'asc' } });
    const [settings] = await em.execute<Array<{ reminders: number; after_days: number }>>(
      'select reminders, after_days from invites_reminder_settings where business_id = ?',
      [businessId],
    );
    const reminders = await em.execute<ReminderRow[]>(
      `select id, invitation_id, number, status, channels, sms, reason, at from invites_reminder
        where business_id = ? order by at, invitation_id, number`,
      [businessId],
    );
    return {
      // The token is the customer's key to their review page: the export says an invitation was made, not how to open it.
      invitations: rows.map(({ businessId: _b, token: _t, ...r }) => r),
      reminderSettings: settings ? { reminders: settings.reminders, afterDays: settings.after_days } : null,
      reminders: reminders.map((r) => ({
        id: r.id,
        invitationId: r.invitation_id,
        number: r.number,
        status: r.status,
        channels: list(r.channels),
        sms: r.sms,
        reason: r.reason,
        at: iso(r.at),
      })),
    };
  }

  async deleteBusiness(businessId: string): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.execute('delete from invites_reminder where business_id = ?', [businessId], 'run');
      await em.execute('delete from invites_reminder_settings where business_id = ?', [businessId], 'run');
      await em.nativeDelete(Invitation, { businessId });
      // Derived figures (the analytics' days, the months' counts), last: deleting the invitations above touched the days.
      await em.execute('delete from invites_stats_day where business_id = ?', [businessId], 'run');
      await em.execute('delete from invites_usage_month where business_id = ?', [businessId], 'run');
    });
  }
}
