import { Migration } from '@korero/core/sdk';

/**
 * The weekly report (issue 48): each person's choice per business (no row: their role's default), and one row per
 * person, business and week sent, written in the transaction that puts the email in the outbox: its primary key is
 * what keeps a retry or a second process from sending a week twice. The row keeps the hash of the email's
 * unsubscribe token. And one row per week swept: only the first sweep after Monday 8:00, in any process, queues the
 * week's jobs.
 */
export class Migration20270105090000WeeklyInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "weekly_preference" ("business_id" uuid not null, "account_id" uuid not null, "enabled" boolean not null, "updated_at" timestamptz not null, primary key ("business_id", "account_id"));`,
    );
    this.addSql(
      `create table "weekly_sent" ("business_id" uuid not null, "account_id" uuid not null, "week" date not null, "kind" varchar(12) not null, "token_hash" varchar(64) not null, "sent_at" timestamptz not null, primary key ("account_id", "business_id", "week"));`,
    );
    this.addSql(`create unique index "weekly_sent_token_hash_unique" on "weekly_sent" ("token_hash");`);
    this.addSql(`create table "weekly_week" ("week" date not null, "swept_at" timestamptz not null, primary key ("week"));`);
    this.addSql(`create index "weekly_sent_business_week_index" on "weekly_sent" ("business_id", "week");`);
  }
}
