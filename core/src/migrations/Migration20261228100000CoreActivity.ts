import { Migration } from '@mikro-orm/migrations';

/**
 * Who did what in a business (issue 36, docs/decisions/0028): invitations, replies, follow-ups, settings changes and
 * deletions, each with the person who did it, for the owners' activity list. Exported and deleted with the business.
 */
export class Migration20261228100000CoreActivity extends Migration {
  override async up(): Promise<void> {
    await this.execute(
      `create table "core_activity" ("id" uuid not null, "business_id" uuid not null, "account_id" uuid null, "action" varchar(60) not null, "subject" varchar(120) null, "sentence" varchar(300) not null, "at" timestamptz not null, primary key ("id"))`,
    );
    await this.execute(`create index "core_activity_business_at_index" on "core_activity" ("business_id", "at")`);
  }
}
