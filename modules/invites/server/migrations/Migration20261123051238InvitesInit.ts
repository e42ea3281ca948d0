import { Migration } from '@korero/core/sdk';

export class Migration20261123051238InvitesInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "invites_invitation" ("id" uuid not null, "business_id" uuid not null, "token" varchar(22) not null, "customer_name" varchar(120) not null, "customer_email" varchar(254) null, "customer_phone" varchar(20) null, "facebook_user_id" varchar(100) null, "message_channel" varchar(10) not null, "job_description" varchar(200) not null, "job_location" varchar(200) not null, "team_members" jsonb not null, "send_sms" boolean not null default false, "send_email" boolean not null default false, "send_messenger" boolean not null default false, "consent_by" uuid null, "consent_at" timestamptz null, "consent_channels" jsonb null, "created_at" timestamptz not null, "opened_at" timestamptz null, "completed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "invites_invitation" add constraint "invites_invitation_token_unique" unique ("token");`);
    this.addSql(`create index "invites_invitation_business_created_index" on "invites_invitation" ("business_id", "created_at");`);
  }
}
