import { Migration } from '@korero/core/sdk';

/**
 * Who recorded each job (issue 36): the person signed in (a technician sees only the jobs they recorded). Jobs from
 * before, from a CSV import and from a job system's API key have none: they are the business's.
 */
export class Migration20261228120000ComplianceCreatedBy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "compliance_job" add column "created_by" uuid null;`);
    this.addSql(`create index "compliance_job_business_creator_index" on "compliance_job" ("business_id", "created_by");`);
  }
}
