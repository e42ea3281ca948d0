import { Migration } from '@mikro-orm/migrations';

export class Migration20261123050801CoreOutboxTransactional extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "core_outbox_message" add "transactional" boolean not null default false;`);
  }
}
