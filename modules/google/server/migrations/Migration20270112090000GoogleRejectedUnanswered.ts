import { Migration } from '@korero/core/sdk';

/**
 * A reply Google rejected is not shown, so the review still waits for an answer (review-rows.ts, UNANSWERED): the
 * index of reviews waiting for one takes them too, its condition written as the queries write it.
 */
export class Migration20270112090000GoogleRejectedUnanswered extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "google_review_unanswered_index";`);
    this.addSql(
      `create index "google_review_unanswered_index" on "google_review" ("business_id", "created_at" desc) where ("reply_comment" is null or "reply_state" is not distinct from 'rejected') and "removed_at" is null;`,
    );
  }
}
