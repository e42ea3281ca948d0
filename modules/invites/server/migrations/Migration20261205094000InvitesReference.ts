import { Migration } from '@korero/core/sdk';

/** A reference the creator gives an invitation (the compliance module's job it was sent for), passed on in invites.created. */
export class Migration20261205094000InvitesReference extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "reference" varchar(120) null;`);
  }
}
