import { Migration } from '@korero/core/sdk';

/**
 * A connection's webhook secret, hashed (ServiceM8 signs nothing: its callback address carries the secret, and an
 * event with an unknown one is refused); and where Fergus's polling got to (the newest job it has read).
 */
export class Migration20270102110000JobSystemsHooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "jobsystems_connection" add column "hook_hash" varchar(64) null, add column "poll_mark" timestamptz null;`);
    this.addSql(`create unique index "jobsystems_connection_hook_idx" on "jobsystems_connection" ("provider", "hook_hash");`);
  }
}
