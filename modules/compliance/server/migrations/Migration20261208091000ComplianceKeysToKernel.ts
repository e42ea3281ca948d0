import { Migration } from '@korero/core/sdk';

/**
 * Job-system keys become the kernel's scoped API keys (scope jobs:write): same hash, so every key already in a job
 * system keeps working. Keys of accounts that no longer exist are dropped with the old table.
 */
export class Migration20261208091000ComplianceKeysToKernel extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "core_api_key" ("id", "business_id", "name", "prefix", "key_hash", "scopes", "created_at", "last_used_at", "revoked_at")
       select k."id", k."business_id", 'Job system', k."prefix", k."key_hash", '["jobs:write"]'::jsonb, k."created_at", k."last_used_at", k."revoked_at"
       from "compliance_api_key" k where k."business_id" in (select "id" from "core_user") on conflict do nothing;`,
    );
    this.addSql(`drop table "compliance_api_key";`);
  }
}
