import { Migration } from '@mikro-orm/migrations';

/**
 * The record of asking (issue 47, docs/decisions/0044): one chain of hashed entries per business (and the kernel's
 * own), and each chain's head, whose row lock makes appends one at a time per chain across every process. A trigger
 * refuses UPDATE and DELETE of entries, as for the audit log; whoever holds the database could still change a row,
 * and verification then names it.
 */
export class Migration20270105090000CoreRecordChain extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "core_record_chain" ("chain" varchar(36) not null, "seq" bigint not null, "at" timestamptz not null, "kind" varchar(60) not null, "data" jsonb not null, "prev" char(64) not null, "hash" char(64) not null, primary key ("chain", "seq"));`,
    );
    this.addSql(
      `create table "core_record_chain_head" ("chain" varchar(36) not null, "seq" bigint not null, "hash" char(64) not null, "at" timestamptz null, primary key ("chain"));`,
    );
    this.addSql(
      `create function core_record_chain_append_only() returns trigger language plpgsql as $$
       begin raise exception 'core_record_chain is append-only'; end $$;`,
    );
    this.addSql(
      `create trigger core_record_chain_append_only before update or delete on "core_record_chain"
       for each row execute function core_record_chain_append_only();`,
    );
  }
}
