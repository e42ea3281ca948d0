import { Migration } from '@korero/core/sdk';

/** An owner's own invitation text in te reo (issue 48), beside the English one; null: none. */
export class Migration20270201090000BusinessSmsTeReo extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "business_profile" add column "custom_sms_message_mi" varchar(200) null;`);
  }
}
