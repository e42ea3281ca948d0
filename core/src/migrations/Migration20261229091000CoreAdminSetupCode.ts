import { Migration } from '@mikro-orm/migrations';

/** The first-admin setup code Korero makes, kept where every process on the database finds the same one. */
export class Migration20261229091000CoreAdminSetupCode extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_admin_setup_code" ("id" int not null, "code" varchar(40) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
  }
}
