import { Migration } from '@korero/core/sdk';

/** Whether the owner is emailed the record of asking's head each week (issue 47): a row only once they change it (on by default). */
export class Migration20270105091000ComplianceHeadEmail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "compliance_head_email" ("business_id" uuid not null, "weekly" boolean not null, "changed_at" timestamptz not null, primary key ("business_id"));`,
    );
  }
}
