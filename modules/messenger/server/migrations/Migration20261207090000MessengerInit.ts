import { Migration } from '@korero/core/sdk';

/**
 * A business's connected Facebook Page (its token sealed with SECRETS_KEY), the sign-in attempts in flight (state,
 * single use, 10 minutes; the Pages to choose from, sealed), the people who have written to a Page (for the 24-hour
 * messaging window), and the webhook messages already handled (Meta delivers at least once).
 */
export class Migration20261207090000MessengerInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "messenger_connection" ("business_id" uuid not null, "page_id" varchar(40) not null, "page_name" varchar(200) not null, "token_sealed" text not null, "status" varchar(10) not null default 'connected', "problem" varchar(300) null, "connected_at" timestamptz not null, primary key ("business_id"));`,
    );
    this.addSql(`create index "messenger_connection_page_index" on "messenger_connection" ("page_id");`);
    this.addSql(
      `create table "messenger_login" ("state_hash" varchar(64) not null, "business_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "used_at" timestamptz null, "pages_sealed" text null, primary key ("state_hash"));`,
    );
    this.addSql(
      `create table "messenger_contact" ("page_id" varchar(40) not null, "psid" varchar(40) not null, "name" varchar(200) null, "last_message_at" timestamptz not null, primary key ("page_id", "psid"));`,
    );
    this.addSql(`create table "messenger_seen" ("mid" varchar(200) not null, "seen_at" timestamptz not null, primary key ("mid"));`);
  }
}
