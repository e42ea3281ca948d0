import { Migration } from '@korero/core/sdk';

/** Keys a job system posts completed jobs with: a hash of each, never the key. */
export class Migration20261205101000ComplianceApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "compliance_api_key" ("id" uuid not null, "business_id" uuid not null, "prefix" varchar(12) not null, "key_hash" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create unique index "compliance_api_key_hash_unique" on "compliance_api_key" ("key_hash");`);
    this.addSql(`create index "compliance_api_key_business_index" on "compliance_api_key" ("business_id");`);
  }
}
