import { Migration } from '@korero/core/sdk';

/**
 * A business's connection to each job system (issue 45): who connected it, its refresh token sealed with SECRETS_KEY,
 * the organisation (Xero's tenant) whose events are the business's, and its health. And the sign-ins in flight: the
 * OAuth state's hash, taken once.
 */
export class Migration20270101100000JobSystemsConnections extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "jobsystems_connection" ("business_id" uuid not null, "provider" varchar(16) not null, "connected_by" uuid not null, "refresh_token_sealed" text not null, "tenant_id" varchar(100) null, "organisation" varchar(300) null, "connected_at" timestamptz not null, "last_event_at" timestamptz null, "problem" varchar(300) null, primary key ("business_id", "provider"));`,
    );
    // One organisation is one business's: its events name the tenant, and the tenant names the business.
    this.addSql(`create unique index "jobsystems_connection_tenant_idx" on "jobsystems_connection" ("provider", "tenant_id");`);
    this.addSql(
      `create table "jobsystems_login" ("state_hash" varchar(64) not null, "provider" varchar(16) not null, "business_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "used_at" timestamptz null, primary key ("state_hash"));`,
    );
  }
}
