import { Migration } from '@mikro-orm/migrations';

export class Migration20261123051823CoreBillingCheckouts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_billing_checkout" ("id" varchar(255) not null, "provider" varchar(10) not null, "business_id" uuid not null, "tier" varchar(20) not null, "yearly" boolean not null, "amount" int not null, "amount_due" int not null, "discount" jsonb null, "url" text not null, "success_url" text not null, "cancel_url" text not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "core_billing_checkout_business_id_index" on "core_billing_checkout" ("business_id");`);
    this.addSql(
      `create table "core_billing_webhook_event" ("id" varchar(255) not null, "type" varchar(100) not null, "business_id" uuid null, "handled" boolean not null, "received_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "core_billing_webhook_event_business_id_index" on "core_billing_webhook_event" ("business_id");`);
    this.addSql(
      `alter table "core_billing_account" add "billing_interval" varchar(10) null, add "checkout_id" varchar(255) null, add "last_event_id" varchar(255) null;`,
    );
    this.addSql(
      `alter table "core_billing_account" add constraint "core_billing_account_checkout_id_foreign" foreign key ("checkout_id") references "core_billing_checkout" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "core_billing_account" add constraint "core_billing_account_last_event_id_foreign" foreign key ("last_event_id") references "core_billing_webhook_event" ("id") on update cascade on delete set null;`,
    );
  }
}
