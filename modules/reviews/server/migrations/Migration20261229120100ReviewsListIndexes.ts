import { Migration } from '@korero/core/sdk';

/**
 * The Reviews list at scale (issue 38, decision 0032): its order (newest first, id breaking ties) as one index, which
 * a keyset page reads from its cursor on, replacing the (business, created) one it extends; the team member filter's
 * `team_members @> […]` over GIN; a 1–2 character search over the start of the customer's first and second name; and
 * the drafts' retention by age.
 */
export class Migration20261229120100ReviewsListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "reviews_submission_business_order_index" on "reviews_submission" ("business_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`drop index if exists "reviews_submission_business_created_index";`);
    this.addSql(`create index "reviews_submission_team_members_index" on "reviews_submission" using gin ("team_members" jsonb_path_ops);`);
    this.addSql(
      `create index "reviews_submission_name_prefix_index" on "reviews_submission" ("business_id", lower("customer_name") text_pattern_ops);`,
    );
    this.addSql(
      `create index "reviews_submission_second_name_prefix_index" on "reviews_submission" ("business_id", split_part(lower("customer_name"), ' ', 2) text_pattern_ops);`,
    );
    this.addSql(`create index "reviews_draft_created_index" on "reviews_draft" ("created_at");`);
  }
}
