import { Migration } from '@korero/core/sdk';

/**
 * Follow-ups (one per submission that needs one), their messages both ways, the owner's private notes, and the
 * customer's page links (only each token's SHA-256). Rows of one business carry its id, for export and deletion.
 */
export class Migration20261227100000FollowupsInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "followups_follow_up" ("id" uuid not null, "business_id" uuid not null, "submission_id" uuid not null, "invite_id" uuid null, "customer_name" varchar(120) not null, "star_rating" int not null, "status" varchar(10) not null default 'open', "outcome" varchar(12) null, "assignee_id" varchar(64) null, "customer_email" varchar(254) null, "customer_phone" varchar(20) null, "stopped_at" timestamptz null, "waiting_since" timestamptz null, "last_message_at" timestamptz null, "first_answered_at" timestamptz null, "resolved_at" timestamptz null, "reminded_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"), constraint "followups_follow_up_submission_unique" unique ("submission_id"));`,
    );
    this.addSql(`create index "followups_follow_up_business_created_index" on "followups_follow_up" ("business_id", "created_at");`);
    this.addSql(
      `create index "followups_follow_up_business_status_index" on "followups_follow_up" ("business_id", "status", "waiting_since");`,
    );
    this.addSql(`create index "followups_follow_up_phone_index" on "followups_follow_up" ("customer_phone");`);
    this.addSql(
      `create table "followups_message" ("id" uuid not null, "follow_up_id" uuid not null, "business_id" uuid not null, "sender" varchar(10) not null, "channel" varchar(10) not null, "body" text not null, "author_id" uuid null, "source_key" varchar(120) null, "created_at" timestamptz not null, primary key ("id"), constraint "followups_message_source_unique" unique ("source_key"));`,
    );
    this.addSql(`create index "followups_message_follow_up_index" on "followups_message" ("follow_up_id", "created_at");`);
    this.addSql(`create index "followups_message_business_index" on "followups_message" ("business_id");`);
    this.addSql(
      `create table "followups_note" ("id" uuid not null, "follow_up_id" uuid not null, "business_id" uuid not null, "body" text not null, "author_id" uuid not null, "author_name" varchar(120) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "followups_note_follow_up_index" on "followups_note" ("follow_up_id", "created_at");`);
    this.addSql(`create index "followups_note_business_index" on "followups_note" ("business_id");`);
    this.addSql(
      `create table "followups_link" ("token_hash" varchar(64) not null, "follow_up_id" uuid not null, "business_id" uuid not null, "created_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "followups_link_follow_up_index" on "followups_link" ("follow_up_id");`);
    this.addSql(`create index "followups_link_business_index" on "followups_link" ("business_id");`);
  }
}
