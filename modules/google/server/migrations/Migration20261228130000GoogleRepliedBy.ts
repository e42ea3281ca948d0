import { Migration } from '@korero/core/sdk';

/**
 * Who answered a review from Korero (issue 36): the person's account. Null for a reply from before, and for one
 * written at Google itself (a sync that finds the reply changed there clears it).
 */
export class Migration20261228130000GoogleRepliedBy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "google_review" add column "replied_by" uuid null;`);
  }
}
