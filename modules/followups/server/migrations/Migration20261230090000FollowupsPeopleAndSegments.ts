import { Migration } from '@korero/core/sdk';

/**
 * A follow-up may be assigned to a person who signs in (their account) when they are no team member; and a text
 * reply keeps how many carrier segments it took, which the business's SMS allowance counts (docs/decisions/0035).
 */
export class Migration20261230090000FollowupsPeopleAndSegments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "followups_follow_up" add column "assignee_account_id" uuid null;`);
    this.addSql(`alter table "followups_message" add column "sms_segments" int null;`);
    this.addSql(
      `create index "followups_message_business_sms_index" on "followups_message" ("business_id", "created_at") where "channel" = 'sms' and "sender" = 'business';`,
    );
  }
}
