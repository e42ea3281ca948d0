import { Migration } from '@korero/core/sdk';

export class Migration20261123133313ReviewsCustomerCapabilities extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reviews_public_link" ("business_id" uuid not null, "key" varchar(64) not null, "enabled" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("business_id"));`,
    );
    this.addSql(`alter table "reviews_public_link" add constraint "reviews_public_link_key_unique" unique ("key");`);
    this.addSql(`alter table "reviews_submission" add "edit_token_hash" varchar(64) null, add "edit_token_expires_at" timestamptz null;`);
  }
}
