import { Migration } from '@korero/core/sdk';

/** The language the business's customers are asked in (issue 48): 'en', 'mi' or 'both'; null: English. */
export class Migration20270101090000BusinessCustomerLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "business_profile" add column "customer_language" varchar(4) null;`);
  }
}
