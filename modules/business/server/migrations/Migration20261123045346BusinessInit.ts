import { Migration } from '@korero/core/sdk';

export class Migration20261123045346BusinessInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "business_profile" ("business_id" uuid not null, "business_name" varchar(120) null, "email" varchar(254) null, "business_phone" varchar(30) null, "google_place_id" varchar(300) null, "logo_key" varchar(200) null, "service_types" jsonb not null, "business_type" varchar(30) not null, "custom_criteria" jsonb null, "personal_experience_prompt" varchar(500) null, "personal_experience_placeholder" varchar(500) null, "custom_sms_message" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("business_id"));`,
    );
    this.addSql(
      `create table "business_upload_ticket" ("id" varchar(64) not null, "business_id" uuid not null, "object_key" varchar(200) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "business_upload_ticket_business_id_index" on "business_upload_ticket" ("business_id");`);
    this.addSql(`alter table "business_upload_ticket" add constraint "business_upload_ticket_object_key_unique" unique ("object_key");`);
  }
}
