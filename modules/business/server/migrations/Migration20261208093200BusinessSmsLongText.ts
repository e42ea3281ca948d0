import { Migration } from '@korero/core/sdk';

/** The owner's rule for a text longer than one segment (null: shorten the job to keep one text). */
export class Migration20261208093200BusinessSmsLongText extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "business_profile" add column "sms_long_text" varchar(10) null;`);
  }
}
