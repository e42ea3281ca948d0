import { Migration } from '@korero/core/sdk';

/**
 * A business's Google Business Profile connection (the refresh token sealed with SECRETS_KEY; the location chosen, or
 * the ones to choose from; sync state and the last error Google gave), sign-ins in flight (the state's hash, single
 * use, 10 minutes), the location's reviews as last synced (kept, marked removed, when Google stops showing them), and
 * which Korero submission each review was matched to.
 */
export class Migration20261227090000GoogleInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "google_connection" ("business_id" uuid not null, "connected_by" uuid not null, "refresh_token_sealed" text not null, "account_name" varchar(120) null, "location_name" varchar(120) null, "location_title" varchar(300) null, "place_id" varchar(200) null, "locations_sealed" text null, "average_rating" real null, "total_reviews" int not null default 0, "connected_at" timestamptz not null, "last_sync_at" timestamptz null, "next_sync_at" timestamptz null, "backoff_until" timestamptz null, "error" varchar(500) null, "error_reconnect" boolean not null default false, "error_at" timestamptz null, "notify_low_ratings" boolean not null default true, "notify_daily_digest" boolean not null default false, "last_digest_at" timestamptz null, primary key ("business_id"));`,
    );
    this.addSql(`create index "google_connection_next_sync_index" on "google_connection" ("next_sync_at");`);
    this.addSql(
      `create table "google_login" ("state_hash" varchar(64) not null, "business_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "used_at" timestamptz null, primary key ("state_hash"));`,
    );
    this.addSql(
      `create table "google_review" ("id" uuid not null, "business_id" uuid not null, "google_name" varchar(300) not null, "reviewer" varchar(300) not null, "star_rating" smallint not null, "comment" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "reply_comment" text null, "reply_updated_at" timestamptz null, "first_seen_at" timestamptz not null, "last_seen_at" timestamptz not null, "removed_at" timestamptz null, "notified_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create unique index "google_review_name_unique" on "google_review" ("business_id", "google_name");`);
    this.addSql(`create index "google_review_business_created_index" on "google_review" ("business_id", "created_at" desc, "id" desc);`);
    this.addSql(
      `create index "google_review_unanswered_index" on "google_review" ("business_id", "created_at" desc) where "reply_comment" is null and "removed_at" is null;`,
    );
    this.addSql(
      `create table "google_match" ("submission_id" uuid not null, "business_id" uuid not null, "google_review_id" uuid not null, "score" real not null, "matched_at" timestamptz not null, primary key ("submission_id"));`,
    );
    this.addSql(`create unique index "google_match_review_unique" on "google_match" ("google_review_id");`);
    this.addSql(`create index "google_match_business_index" on "google_match" ("business_id");`);
  }
}
