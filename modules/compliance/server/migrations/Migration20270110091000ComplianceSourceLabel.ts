import { Migration } from '@korero/core/sdk';

/**
 * What names where each job's customer came from (issue 47), beside its source: the person who typed it, the CSV
 * file and when it was imported, the API key, the job system. Older jobs have none; their source still says the kind.
 */
export class Migration20270110091000ComplianceSourceLabel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "compliance_job" add column "source_label" varchar(200) null;`);
  }
}
