import { Migration } from '@korero/core/sdk';

/** The hourly sweep asks which businesses have jobs in the last 7 days: answered from this index, not the table. */
export class Migration20261229100000ComplianceSweepIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "compliance_job_date_business_index" on "compliance_job" ("job_date", "business_id");`);
  }
}
