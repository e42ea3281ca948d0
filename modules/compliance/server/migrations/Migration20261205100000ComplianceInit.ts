import { Migration } from '@korero/core/sdk';

export class Migration20261205100000ComplianceInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "compliance_job" ("id" uuid not null, "business_id" uuid not null, "external_id" varchar(120) null, "job_date" varchar(10) not null, "customer_name" varchar(120) not null, "customer_phone" varchar(30) null, "customer_email" varchar(254) null, "description" varchar(200) not null, "location" varchar(200) null, "technicians" jsonb not null, "outcome" varchar(10) not null, "invite_id" uuid null, "invited_at" timestamptz null, "invite_channels" jsonb null, "skip_reason" varchar(40) null, "skip_note" varchar(300) null, "skipped_by" uuid null, "skipped_at" timestamptz null, "source" varchar(10) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "compliance_job_business_date_index" on "compliance_job" ("business_id", "job_date");`);
    this.addSql(
      `create unique index "compliance_job_external_unique" on "compliance_job" ("business_id", "external_id") where "external_id" is not null;`,
    );
    // A technician alerted for low coverage, until it recovers: one email per fall.
    this.addSql(
      `create table "compliance_alert" ("business_id" uuid not null, "technician" varchar(100) not null, "alerted_at" timestamptz not null, primary key ("business_id", "technician"));`,
    );
  }
}
