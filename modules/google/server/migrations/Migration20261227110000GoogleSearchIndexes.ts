import { Migration } from '@korero/core/sdk';

/**
 * The Reviews screen's text search (`q`: reviewer or comment `ilike '%…%'`) over trigram indexes, decision 0028: without
 * them it read every review of the business (230 ms at 50,000). pg_trgm is created by the kernel
 * (Migration20261227105000CoreTrigram), which runs first.
 */
export class Migration20261227110000GoogleSearchIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "google_review_reviewer_trgm_index" on "google_review" using gin ("reviewer" gin_trgm_ops);`);
    this.addSql(`create index "google_review_comment_trgm_index" on "google_review" using gin ("comment" gin_trgm_ops);`);
  }
}
