import { dailyRollupSql, Migration } from '@korero/core/sdk';

/**
 * Coverage a day at a time: compliance_stats_day holds each job date's figures (every job once, and per technician),
 * counted again when a trigger says one of that date's jobs changed.
 */
export class Migration20261206091000ComplianceStatsDays extends Migration {
  override async up(): Promise<void> {
    for (const sql of dailyRollupSql('compliance_stats_day', 'compliance_job', 'compliance_stats', 'job_date')) this.addSql(sql);
  }
}
