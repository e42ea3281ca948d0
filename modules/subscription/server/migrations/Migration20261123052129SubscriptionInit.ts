import { Migration } from '@korero/core/sdk';

export class Migration20261123052129SubscriptionInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "subscription_discount_code" ("id" uuid not null, "code" varchar(40) not null, "description" varchar(200) null, "discount_type" varchar(20) not null, "discount_value" int not null default 0, "free_trial_days" int not null default 0, "target_tier" varchar(20) null, "max_uses" int not null default -1, "current_uses" int not null default 0, "is_active" boolean not null default true, "valid_from" timestamptz null, "valid_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "subscription_discount_code" add constraint "subscription_discount_code_code_unique" unique ("code");`);
    this.addSql(
      `create table "subscription_event" ("id" uuid not null, "event_type" varchar(40) not null, "subscription_tier" varchar(20) not null, "user_id" uuid not null, "metadata" jsonb not null, "timestamp" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "subscription_event_user_id_index" on "subscription_event" ("user_id");`);
    this.addSql(`create index "subscription_event_timestamp_index" on "subscription_event" ("timestamp");`);
    this.addSql(
      `create table "subscription_redemption" ("id" uuid not null, "discount_code_id" uuid not null, "business_id" uuid not null, "checkout_session_id" varchar(255) not null, "tier" varchar(20) not null, "counted" boolean not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "subscription_redemption_discount_code_id_index" on "subscription_redemption" ("discount_code_id");`);
    this.addSql(`create index "subscription_redemption_business_id_index" on "subscription_redemption" ("business_id");`);
    this.addSql(
      `alter table "subscription_redemption" add constraint "subscription_redemption_checkout_session_id_unique" unique ("checkout_session_id");`,
    );
  }
}
