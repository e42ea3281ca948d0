import { Migration } from '@korero/core/sdk';

/**
 * Simple-form submissions were all stored as "google", whatever their customer then chose on the preview page.
 * Each now says what was chosen: private feedback sent, posted on Google, or neither yet ("undecided").
 */
export class Migration20261123150500ReviewsSimpleDestination extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "reviews_submission" s set "destination" = case
        when exists (select 1 from "reviews_private_feedback" f where f."submission_id" = s."id") then 'private'
        when exists (select 1 from "reviews_review" r where r."submission_id" = s."id" and r."posted_at" is not null) then 'google'
        else 'undecided' end
      where s."source" = 'simple';`,
    );
  }
}
