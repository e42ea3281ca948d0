import { Migration } from '@korero/core/sdk';

/** System alerts. At most one open (unresolved, real) alert per type, so a breach that lasts raises one alert. */
export class Migration20261204100000AdminAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin_alert" ("id" uuid not null, "title" varchar(120) not null, "message" text not null, "severity" varchar(10) not null, "alert_type" varchar(40) not null, "is_read" boolean not null default false, "is_resolved" boolean not null default false, "resolved_at" timestamptz null, "resolved_by" varchar(20) null, "is_demo" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_alert_created_index" on "admin_alert" ("created_at");`);
    this.addSql(`create unique index "admin_alert_open_unique" on "admin_alert" ("alert_type") where not "is_resolved" and not "is_demo";`);
  }
}
