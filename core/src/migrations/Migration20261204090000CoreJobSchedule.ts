import { Migration } from '@mikro-orm/migrations';

/** Recurring jobs: one row per schedule, whose next run a process claims with an UPDATE before enqueueing it. */
export class Migration20261204090000CoreJobSchedule extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_job_schedule" ("name" varchar(100) not null, "every_seconds" int not null, "next_run_at" timestamptz not null, "last_run_at" timestamptz null, primary key ("name"));`,
    );
  }
}
