import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log. A trigger refuses UPDATE and DELETE, so no route, bug or module can rewrite history; TRUNCATE is left
 * to whoever holds the database itself.
 */
export class Migration20261203090000CoreAuditLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_audit_log" ("id" uuid not null, "action" varchar(80) not null, "target_type" varchar(40) not null, "target_id" varchar(120) null, "details" jsonb not null, "admin_user_id" uuid null, "ip_address" varchar(64) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "core_audit_log_created_index" on "core_audit_log" ("created_at");`);
    this.addSql(`create index "core_audit_log_action_created_index" on "core_audit_log" ("action", "created_at");`);
    this.addSql(
      `create function core_audit_log_append_only() returns trigger language plpgsql as $$
       begin raise exception 'core_audit_log is append-only'; end $$;`,
    );
    this.addSql(
      `create trigger core_audit_log_append_only before update or delete on "core_audit_log"
       for each row execute function core_audit_log_append_only();`,
    );
  }
}
