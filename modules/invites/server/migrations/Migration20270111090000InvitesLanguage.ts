import { Migration } from '@korero/core/sdk';

/** The language the invitation asks its customer in (issue 48): 'en', 'mi' or 'both'; null on older ones: English. */
export class Migration20270111090000InvitesLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "language" varchar(4) null;`);
  }
}
