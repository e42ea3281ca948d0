import { Migration } from '@korero/core/sdk';

/**
 * Reminders: each business's choice (how many, after how many days), each reminder sent or skipped (with why), and
 * an invitation the owner cancelled (its link closes).
 */
export class Migration20261207100000InvitesReminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "cancelled_at" timestamptz null;`);
    this.addSql(
      `create table "invites_reminder_settings" ("business_id" uuid not null, "reminders" int not null default 1, "after_days" int not null default 3, primary key ("business_id"));`,
    );
    this.addSql(
      `create table "invites_reminder" ("id" uuid not null, "invitation_id" uuid not null, "business_id" uuid not null, "number" int not null, "status" varchar(10) not null, "channels" jsonb not null, "sms" boolean not null default false, "reason" varchar(300) null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create unique index "invites_reminder_invitation_number_unique" on "invites_reminder" ("invitation_id", "number");`);
    this.addSql(`create index "invites_reminder_business_at_index" on "invites_reminder" ("business_id", "at");`);
  }
}
