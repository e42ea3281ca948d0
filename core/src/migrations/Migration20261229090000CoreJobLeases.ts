import { Migration } from '@mikro-orm/migrations';

/**
 * Job leases (a claimed job is its worker's until `lease_until`, renewed while it runs), and indexes that fit the
 * worker's two statements: the claim reads queued rows of the kinds the process runs, due first; the reclaim reads
 * running rows whose lease lapsed. Neither walks finished jobs or a switched-off module's waiting ones. The old
 * (status, run_at) index goes: the planner took it for the claim and then read every due row of every kind, held
 * ones included. Pruning finished jobs gets an index of its own.
 */
export class Migration20261229090000CoreJobLeases extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "core_job" add column "lease_until" timestamptz null;`);
    // Runs in flight when this deploys keep the old ten minutes.
    this.addSql(`update "core_job" set "lease_until" = "locked_at" + interval '10 minutes' where "status" = 'running';`);
    this.addSql(`create index "core_job_claim_index" on "core_job" ("name", "run_at") where "status" = 'queued';`);
    this.addSql(`create index "core_job_lease_index" on "core_job" ("lease_until") where "status" = 'running';`);
    this.addSql(`create index "core_job_finished_index" on "core_job" ("finished_at") where "status" in ('done', 'failed');`);
    this.addSql(`drop index "core_job_due_index";`);
  }
}
