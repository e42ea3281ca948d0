import { Migration } from '@korero/core/sdk';

/**
 * A review link's jobId was stored as the job's description, so the owner read "A customer · job-44". It now has its
 * own column, and the rows that had one are moved across.
 */
export class Migration20261203080000ReviewsJobReference extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reviews_submission" add column "job_reference" varchar(120) null;`);
    this.addSql(`update "reviews_submission" set "job_reference" = "job_description", "job_description" = null where "source" = 'simple';`);
  }
}
