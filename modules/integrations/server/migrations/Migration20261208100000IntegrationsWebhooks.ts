import { Migration } from '@korero/core/sdk';

/** Outgoing webhooks: each business's endpoints, and every delivery with its attempts (the delivery log). */
export class Migration20261208100000IntegrationsWebhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "integrations_endpoint" ("id" uuid not null, "business_id" uuid not null, "url" varchar(500) not null, "description" varchar(100) null, "events" jsonb not null, "secret" varchar(80) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "integrations_endpoint_business_index" on "integrations_endpoint" ("business_id");`);
    this.addSql(
      `create table "integrations_delivery" ("id" varchar(40) not null, "endpoint_id" uuid not null references "integrations_endpoint" ("id") on delete cascade, "business_id" uuid not null, "event_id" varchar(80) not null, "type" varchar(40) not null, "payload" text not null, "status" varchar(10) not null, "attempts" int not null default 0, "response_code" int null, "error" varchar(300) null, "created_at" timestamptz not null, "last_attempt_at" timestamptz null, "next_attempt_at" timestamptz null, primary key ("id"));`,
    );
    // An event handler may run twice (at least once): one delivery per endpoint and event all the same.
    this.addSql(`create unique index "integrations_delivery_event_unique" on "integrations_delivery" ("endpoint_id", "event_id");`);
    this.addSql(`create index "integrations_delivery_log_index" on "integrations_delivery" ("endpoint_id", "created_at");`);
  }
}
