import { Migration } from '@korero/core/sdk';

/**
 * The Reviews screen's text search (`q`, `ilike '%…%'`) over trigram indexes, decision 0028: every column it searches,
 * each table's on its own (OwnerService's submissionFilter asks each table for its matches and joins them). Without
 * them it read every submission of the business and its review and feedback (1.2 s at 50,000). pg_trgm is created by
 * the kernel (Migration20261227105000CoreTrigram), which runs first.
 */
export class Migration20261227110000ReviewsSearchIndexes extends Migration {
  override async up(): Promise<void> {
    for (const column of ['customer_name', 'job_description', 'job_location', 'job_reference', 'reviewer_text']) {
      this.addSql(`create index "reviews_submission_${column}_trgm_index" on "reviews_submission" using gin ("${column}" gin_trgm_ops);`);
    }
    this.addSql(
      `create index "reviews_review_approved_text_trgm_index" on "reviews_review" using gin ("reviewer_approved_text" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "reviews_private_feedback_details_trgm_index" on "reviews_private_feedback" using gin ("details" gin_trgm_ops);`,
    );
  }
}
