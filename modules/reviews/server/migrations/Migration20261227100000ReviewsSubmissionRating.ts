import { Migration } from '@korero/core/sdk';

/**
 * The Reviews screen's star filter at scale (bench: 50,000 submissions for one business): the filtered total is
 * counted from this index alone, and a page of one rating is read in order from it.
 */
export class Migration20261227100000ReviewsSubmissionRating extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "reviews_submission_business_rating_index" on "reviews_submission" ("business_id", "star_rating", "created_at");`,
    );
  }
}
