import { Migration } from '@korero/core/sdk';

/**
 * Job systems (issue 45): the business's rules for asking from a job system's jobs, with the consent basis an owner
 * confirmed; and every event a system sent, stored once by provider and event key (whatever the retries, replays or
 * instances), before anything acts on it.
 */
export class Migration20270101090000JobSystemsInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "jobsystems_rules" ("business_id" uuid not null, "trigger" varchar(16) not null, "delay_minutes" int not null, "cooldown_days" int not null, "minimum_value" numeric(12,2) null, "exclude_tag" varchar(100) null, "channel" varchar(16) not null, "consent_by" uuid null, "consent_at" timestamptz null, "consent_words" text null, "updated_at" timestamptz not null, primary key ("business_id"));`,
    );
    this.addSql(
      `create table "jobsystems_event" ("provider" varchar(16) not null, "event_key" varchar(200) not null, "tenant_id" varchar(100) null, "business_id" uuid null, "payload" jsonb not null, "received_at" timestamptz not null, "handled_at" timestamptz null, primary key ("provider", "event_key"));`,
    );
    this.addSql(`create index "jobsystems_event_business_idx" on "jobsystems_event" ("business_id", "received_at");`);
  }
}
