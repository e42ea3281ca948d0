import { Migration } from '@korero/core/sdk';

/**
 * When the owner was told that Google stopped showing a review (the email naming it as evidence for Google's support):
 * claimed in the same transaction as the email is queued, so one removal is told once.
 */
export class Migration20261227093400GoogleNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "google_review" add column "removal_notified_at" timestamptz null;`);
  }
}
