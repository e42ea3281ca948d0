import { Migration } from '@korero/core/sdk';

/**
 * Issue 47: Google's moderation of the business's reply (ReviewReplyState and PolicyViolation, which the reviews
 * API returns since 2026) kept with the synced review; and, per connection, the newest one-star review of the last
 * rush the owner was emailed about, so one rush of one-star reviews is emailed once, whichever process syncs.
 */
export class Migration20261231130000GoogleReplyModeration extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "google_review" add column "reply_state" varchar(20) null, add column "reply_policy_violation" varchar(500) null;`,
    );
    this.addSql(`alter table "google_connection" add column "rush_alerted_through" timestamptz null;`);
  }
}
