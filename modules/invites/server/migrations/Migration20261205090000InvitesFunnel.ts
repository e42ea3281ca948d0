import { Migration } from '@korero/core/sdk';

/** The customer's way through an invitation, for the owner's analytics: how they arrived, and when they started. */
export class Migration20261205090000InvitesFunnel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "opened_via" varchar(10) null, add column "started_at" timestamptz null;`);
    // Invitations opened before this was recorded came by their link or its QR code; they are counted as links.
    this.addSql(`update "invites_invitation" set "opened_via" = 'link' where "opened_at" is not null;`);
  }
}
