import { Migration } from '@mikro-orm/migrations';

/**
 * The attempt counters (rate limits and lock-outs, shared by every process) are written on every public token
 * request. They need no crash safety: after a crash a window simply starts again. An unlogged table writes no WAL
 * and waits for no flush on commit, which had put a disk flush on the p99 of every customer's page load (issue 46,
 * item 9). PostgreSQL truncates it after a crash; it is not copied to replicas, where nothing reads it.
 */
export class Migration20270115090000CoreAttemptsUnlogged extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "core_attempt" set unlogged;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "core_attempt" set logged;`);
  }
}
