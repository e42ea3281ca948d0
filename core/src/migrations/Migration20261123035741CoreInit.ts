import { Migration } from '@mikro-orm/migrations';

export class Migration20261123035741CoreInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_billing_account" ("business_id" uuid not null, "tier" varchar(20) not null, "status" varchar(20) not null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "customer_id" varchar(100) null, "subscription_id" varchar(100) null, "updated_at" timestamptz not null, primary key ("business_id"));`,
    );
    this.addSql(`create index "core_billing_account_subscription_id_index" on "core_billing_account" ("subscription_id");`);
    this.addSql(
      `create table "core_job" ("id" uuid not null, "name" varchar(100) not null, "payload" jsonb not null, "status" varchar(10) not null, "attempts" int not null default 0, "max_attempts" int not null, "backoff_seconds" int not null, "run_at" timestamptz not null, "locked_at" timestamptz null, "last_error" text null, "dedupe_key" varchar(200) null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "core_job_due_index" on "core_job" ("status", "run_at");`);
    this.addSql(`create unique index "core_job_dedupe_key_unique" on "core_job" ("dedupe_key") where "status" in ('queued', 'running');`);
    this.addSql(
      `create table "core_opt_out" ("id" uuid not null, "channel" varchar(10) not null, "address" varchar(254) not null, "source" varchar(40) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "core_opt_out" add constraint "core_opt_out_channel_address_unique" unique ("channel", "address");`);
    this.addSql(
      `create table "core_outbox_message" ("id" uuid not null, "channel" varchar(10) not null, "recipient" varchar(254) not null, "subject" varchar(300) null, "body_text" text not null, "body_html" text null, "status" varchar(10) not null, "error" text null, "attempts" int not null default 0, "business_id" uuid null, "purpose" varchar(40) not null, "reference" varchar(100) null, "provider" varchar(20) null, "provider_id" varchar(100) null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "core_outbox_message_business_id_index" on "core_outbox_message" ("business_id");`);
    this.addSql(`create index "core_outbox_message_reference_index" on "core_outbox_message" ("reference");`);
    this.addSql(`create index "core_outbox_message_created_at_index" on "core_outbox_message" ("created_at");`);
    this.addSql(
      `create table "core_session" ("id" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "core_session_user_id_index" on "core_session" ("user_id");`);
    this.addSql(
      `create table "core_user" ("id" uuid not null, "username" varchar(50) not null, "username_key" varchar(50) not null, "email" varchar(254) not null, "email_key" varchar(254) not null, "password_hash" text not null, "is_admin" boolean not null default false, "created_at" timestamptz not null, "last_login_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "core_user" add constraint "core_user_username_key_unique" unique ("username_key");`);
    this.addSql(`alter table "core_user" add constraint "core_user_email_key_unique" unique ("email_key");`);
  }
}
