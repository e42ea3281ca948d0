import { Migration } from '@korero/core/sdk';

export class Migration20261123052319ReviewsInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reviews_draft" ("invite_id" uuid not null, "text" text not null, "created_at" timestamptz not null, primary key ("invite_id"));`,
    );
    this.addSql(
      `create table "reviews_private_feedback" ("id" uuid not null, "submission_id" uuid not null, "business_id" uuid not null, "details" text not null, "email" varchar(254) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "reviews_private_feedback_submission_id_index" on "reviews_private_feedback" ("submission_id");`);
    this.addSql(`create index "reviews_private_feedback_business_id_index" on "reviews_private_feedback" ("business_id");`);
    this.addSql(
      `create table "reviews_review" ("id" uuid not null, "submission_id" uuid not null, "business_id" uuid not null, "ai_generated_text" text not null, "reviewer_approved_text" text not null, "google_review_url" varchar(400) null, "posted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "reviews_review" add constraint "reviews_review_submission_id_unique" unique ("submission_id");`);
    this.addSql(`create index "reviews_review_business_id_index" on "reviews_review" ("business_id");`);
    this.addSql(
      `create table "reviews_submission" ("id" uuid not null, "business_id" uuid not null, "invite_id" uuid null, "source" varchar(10) not null, "star_rating" int not null, "selected_feedback" jsonb not null, "rating_scores" jsonb not null, "reviewer_text" text not null, "satisfaction" varchar(20) null, "destination" varchar(10) not null, "photo_keys" jsonb not null, "customer_name" varchar(120) not null, "job_description" varchar(200) null, "job_location" varchar(200) null, "team_members" jsonb not null, "consent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "reviews_submission" add constraint "reviews_submission_invite_id_unique" unique ("invite_id");`);
    this.addSql(`create index "reviews_submission_business_created_index" on "reviews_submission" ("business_id", "created_at");`);
  }
}
