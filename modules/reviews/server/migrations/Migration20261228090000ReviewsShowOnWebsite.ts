import { Migration } from '@korero/core/sdk';

/**
 * Issue 37: whether the customer agreed their review may appear on the business's website (unticked, so false, for
 * every earlier one). The widget reads a business's shown ones newest first, from a partial index of only those.
 */
export class Migration20261228090000ReviewsShowOnWebsite extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reviews_submission" add column "show_on_website" boolean not null default false;`);
    this.addSql(
      `create index "reviews_submission_shown_index" on "reviews_submission" ("business_id", "created_at") where "show_on_website";`,
    );
  }
}
