import { Migration } from '@korero/core/sdk';

/** Each system's calls per account and minute, shared by every instance, so Korero stays under each API's limit. */
export class Migration20270102120000JobSystemsCallBudget extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "jobsystems_call_budget" ("provider" varchar(16) not null, "account_id" varchar(100) not null, "minute" timestamptz not null, "calls" int not null, primary key ("provider", "account_id", "minute"));`,
    );
    this.addSql(`create index "jobsystems_call_budget_minute_idx" on "jobsystems_call_budget" ("minute");`);
  }
}
