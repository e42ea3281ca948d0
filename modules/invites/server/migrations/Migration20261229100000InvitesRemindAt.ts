import { Migration } from '@korero/core/sdk';

/**
 * When each invitation's next reminder is due, kept on it, with partial indexes holding only the invitations with a
 * reminder to come: the quarter-hourly sweep reads those, not every invitation. Open invitations get theirs here, as
 * the sweep worked it out until now (reminders.ts keeps it from now on).
 */
export class Migration20261229100000InvitesRemindAt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "remind_at" timestamptz null;`);
    this.addSql(
      `update "invites_invitation" i set "remind_at" =
         coalesce((select max(r.at) from invites_reminder r where r.invitation_id = i.id), i.created_at)
           + make_interval(days => coalesce((select s.after_days from invites_reminder_settings s where s.business_id = i.business_id), 3)::int)
       where (i.send_sms or i.send_email) and i.completed_at is null and i.cancelled_at is null
         and i.created_at > now() - interval '60 days'
         and (select count(*) from invites_reminder r where r.invitation_id = i.id)
             < coalesce((select s.reminders from invites_reminder_settings s where s.business_id = i.business_id), 1);`,
    );
    const open = `where "remind_at" is not null and "completed_at" is null and "cancelled_at" is null`;
    this.addSql(`create index "invites_invitation_remind_index" on "invites_invitation" ("remind_at", "business_id") ${open};`);
    this.addSql(`create index "invites_invitation_business_remind_index" on "invites_invitation" ("business_id", "remind_at") ${open};`);
  }
}
