import { Migration } from '@mikro-orm/migrations';

/**
 * Repeated events (a signed-in owner knocking on admin routes) are one entry with a count, per actor, target and
 * window, so a burst cannot bury the administrators' own actions. The append-only trigger still refuses every
 * delete and every change, except raising an existing burst entry's count and its last time.
 */
export class Migration20261210090000CoreAuditBursts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "core_audit_log" add column "repeats" int not null default 1, add column "last_at" timestamptz null, add column "burst_key" varchar(64) null;`,
    );
    this.addSql(`create unique index "core_audit_log_burst_key_unique" on "core_audit_log" ("burst_key");`);
    this.addSql(
      `create or replace function core_audit_log_append_only() returns trigger language plpgsql as $$
       begin
         if tg_op = 'UPDATE' and old.burst_key is not null
            and (new.id, new.action, new.target_type, new.target_id, new.details, new.admin_user_id, new.ip_address, new.created_at, new.burst_key)
                is not distinct from
                (old.id, old.action, old.target_type, old.target_id, old.details, old.admin_user_id, old.ip_address, old.created_at, old.burst_key)
            and new.repeats > old.repeats and new.last_at >= coalesce(old.last_at, old.created_at) then
           return new;
         end if;
         raise exception 'core_audit_log is append-only';
       end $$;`,
    );
  }
}
