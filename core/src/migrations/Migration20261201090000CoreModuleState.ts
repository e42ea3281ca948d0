import { Migration } from '@mikro-orm/migrations';

export class Migration20261201090000CoreModuleState extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_module_state" ("module_id" varchar(40) not null, "enabled" boolean not null, "updated_at" timestamptz not null, "updated_by" uuid null, primary key ("module_id"));`,
    );
  }
}
