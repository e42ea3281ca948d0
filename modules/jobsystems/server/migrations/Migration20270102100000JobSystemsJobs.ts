import { Migration } from '@korero/core/sdk';

/**
 * What each connection did (issue 45): every job a system told of, once per business, system and job, with what the
 * rules made of it (asked, held until its time, or skipped and why) and the ledger job and invitation it made; the
 * systems' workers matched to the business's team members; and each connection's current access token (sealed,
 * with its expiry), so instances share one rather than each refreshing Xero's rotating tokens.
 */
export class Migration20270102100000JobSystemsJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "jobsystems_job" ("business_id" uuid not null, "provider" varchar(16) not null, "external_id" varchar(100) not null, "label" varchar(100) not null, "customer_name" varchar(120) not null, "outcome" varchar(10) not null, "reason" varchar(40) null, "note" varchar(300) null, "channel" varchar(10) null, "send_at" timestamptz null, "ledger_job_id" uuid null, "invitation_id" uuid null, "record" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("business_id", "provider", "external_id"));`,
    );
    this.addSql(`create index "jobsystems_job_feed_idx" on "jobsystems_job" ("business_id", "updated_at");`);
    this.addSql(`create index "jobsystems_job_held_idx" on "jobsystems_job" ("send_at") where "outcome" = 'held';`);
    this.addSql(
      `create table "jobsystems_person" ("business_id" uuid not null, "provider" varchar(16) not null, "external_id" varchar(100) not null, "name" varchar(120) not null, "team_member_id" uuid null, "seen_at" timestamptz not null, primary key ("business_id", "provider", "external_id"));`,
    );
    this.addSql(
      `alter table "jobsystems_connection" add column "access_token_sealed" text null, add column "access_expires_at" timestamptz null;`,
    );
  }
}
