import { Migration } from '@mikro-orm/migrations';

/** The deployment's system settings, one row per setting an administrator changed (no row: the default). */
export class Migration20261202100000CoreSystemSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_setting" ("key" varchar(60) not null, "value" jsonb not null, "updated_at" timestamptz not null, "updated_by" uuid null, primary key ("key"));`,
    );
  }
}
