import { Migration } from '@korero/core/sdk';

/** The name texts use, in plain letters (issue 44); null: the business name. */
export class Migration20261231120000BusinessSmsName extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "business_profile" add column "sms_name" varchar(60) null;`);
  }
}
