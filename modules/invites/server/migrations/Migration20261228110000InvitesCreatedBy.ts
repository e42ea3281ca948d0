import { Migration } from '@korero/core/sdk';

/**
 * Who created each invitation (issue 36): the person signed in (a technician sees only their own). Invitations from
 * before, and those an API key sends, have none: they are the owner's.
 */
export class Migration20261228110000InvitesCreatedBy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "created_by" uuid null;`);
    this.addSql(
      `create index "invites_invitation_business_creator_created_index" on "invites_invitation" ("business_id", "created_by", "created_at");`,
    );
  }
}
