import { Migration } from '@korero/core/sdk';

/** Seen message ids by age, for their retention (decision 0032). */
export class Migration20261229120400MessengerRetention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "messenger_seen_seen_at_index" on "messenger_seen" ("seen_at");`);
  }
}
