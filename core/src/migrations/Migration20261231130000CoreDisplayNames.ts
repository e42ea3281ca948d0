import { Migration } from '@mikro-orm/migrations';

/**
 * A person's display name (issue 44): invitation emails and staff lists name "Aroha Ngata", not a username. And when
 * a staff invitation's link was last sent, for the owner's list of pending invitations (Resend makes a new link).
 */
export class Migration20261231130000CoreDisplayNames extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "core_user" add column "display_name" varchar(80) null;`);
    this.addSql(`alter table "core_staff_invitation" add column "sent_at" timestamptz null;`);
    this.addSql(`update "core_staff_invitation" set "sent_at" = "created_at" where "sent_at" is null;`);
  }
}
