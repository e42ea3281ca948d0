import { Migration } from '@korero/core/sdk';

/** Finished deliveries by age, for their retention (decision 0032): the log's index starts with the endpoint. */
export class Migration20261229120300IntegrationsRetention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "integrations_delivery_created_index" on "integrations_delivery" ("created_at");`);
  }
}
