import { Migration } from '@mikro-orm/migrations';

/** Scoped keys for the public API, one business each (its owner's account: they go when it is deleted). */
export class Migration20261208090000CoreApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_api_key" ("id" uuid not null, "business_id" uuid not null references "core_user" ("id") on delete cascade, "name" varchar(60) not null, "prefix" varchar(12) not null, "key_hash" varchar(64) not null, "scopes" jsonb not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create unique index "core_api_key_hash_unique" on "core_api_key" ("key_hash");`);
    this.addSql(`create index "core_api_key_business_index" on "core_api_key" ("business_id");`);
  }
}
