import { Migration } from '@korero/core/sdk';

/**
 * Short review links for texts (/r/{code}, beside the long /review/{token} that every link already sent keeps), and
 * how many carrier segments each text took, so the plan's SMS allowance counts what carriers charge.
 */
export class Migration20261208093300InvitesShortLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "short_code" varchar(16) null, add column "sms_segments" int null;`);
    this.addSql(`alter table "invites_invitation" add constraint "invites_invitation_short_code_unique" unique ("short_code");`);
    this.addSql(`alter table "invites_reminder" add column "sms_segments" int null;`);
  }
}
