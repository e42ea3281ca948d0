import { Migration } from '@korero/core/sdk';

export class Migration20261123040311TeamsInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "teams_member" ("id" uuid not null, "business_id" uuid not null, "team_id" uuid not null, "name" varchar(100) not null, "role" varchar(100) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "teams_member_business_id_index" on "teams_member" ("business_id");`);
    this.addSql(`create index "teams_member_team_id_index" on "teams_member" ("team_id");`);
    this.addSql(
      `create table "teams_team" ("id" uuid not null, "business_id" uuid not null, "name" varchar(100) not null, "description" varchar(500) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "teams_team_business_id_index" on "teams_team" ("business_id");`);
  }
}
