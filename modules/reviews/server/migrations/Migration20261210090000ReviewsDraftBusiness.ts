import { Migration } from '@korero/core/sdk';

/**
 * A draft named only its invitation, so deleting an account could find the drafts of answered invitations (through
 * their submissions) but not of unanswered ones: the customer's words outlived the business. Each draft now names its
 * business. Drafts of answered invitations get theirs from the submission; the rest (unfinished pages, whose draft is
 * only the last AI wording, made again on the next request) cannot be placed and are removed.
 */
export class Migration20261210090000ReviewsDraftBusiness extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reviews_draft" add column "business_id" uuid null;`);
    this.addSql(
      `update "reviews_draft" d set "business_id" = s."business_id" from "reviews_submission" s where s."invite_id" = d."invite_id";`,
    );
    this.addSql(`delete from "reviews_draft" where "business_id" is null;`);
    this.addSql(`alter table "reviews_draft" alter column "business_id" set not null;`);
    this.addSql(`create index "reviews_draft_business_index" on "reviews_draft" ("business_id");`);
  }
}
