import { Migration } from '@mikro-orm/migrations';

export class Migration20261123051230CorePasswordReset extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_password_reset" ("id" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "core_password_reset_user_id_index" on "core_password_reset" ("user_id");`);
  }
}
