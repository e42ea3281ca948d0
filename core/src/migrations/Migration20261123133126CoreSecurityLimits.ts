import { Migration } from '@mikro-orm/migrations';

export class Migration20261123133126CoreSecurityLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_attempt" ("key" varchar(64) not null, "hits" int not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "core_attempt_expires_at_index" on "core_attempt" ("expires_at");`);
    this.addSql(
      `create table "core_admin_claim" ("id" int not null, "user_id" uuid not null, "claimed_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "core_admin_claim" add constraint "core_admin_claim_user_id_foreign" foreign key ("user_id") references "core_user" ("id") on update cascade on delete cascade;`,
    );
    // A deployment that already has an administrator has used its setup code.
    this.addSql(
      `insert into "core_admin_claim" ("id", "user_id", "claimed_at") select 1, "id", now() from "core_user" where "is_admin" order by "created_at" limit 1;`,
    );
  }
}
