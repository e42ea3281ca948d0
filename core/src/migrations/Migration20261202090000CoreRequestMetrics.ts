import { Migration } from '@mikro-orm/migrations';

/**
 * Requests per minute, shared by every process on the database: each adds its own counts to the minute's row, so two
 * processes report one total. h0–h9 count response times up to 5, 10, 25, 50, 100, 250, 500, 1000, 2500 ms and above.
 * `beats` counts the processes' writes in the minute, with or without traffic (a process that is up says so).
 */
export class Migration20261202090000CoreRequestMetrics extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_request_minute" ("minute" timestamptz not null, "requests" integer not null default 0, "errors" integer not null default 0, "total_ms" double precision not null default 0, "h0" integer not null default 0, "h1" integer not null default 0, "h2" integer not null default 0, "h3" integer not null default 0, "h4" integer not null default 0, "h5" integer not null default 0, "h6" integer not null default 0, "h7" integer not null default 0, "h8" integer not null default 0, "h9" integer not null default 0, "beats" integer not null default 0, primary key ("minute"));`,
    );
  }
}
