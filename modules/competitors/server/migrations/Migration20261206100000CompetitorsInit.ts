import { Migration } from '@korero/core/sdk';

/**
 * A business's latest competitor analysis (one row: the stored result, the run in progress or its failure), and the
 * owner's choices: competitors removed from Google's list, added from a search, or entered by hand.
 */
export class Migration20261206100000CompetitorsInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "competitors_analysis" ("business_id" uuid not null, "status" varchar(10) not null, "radius_km" int not null default 10, "requested_at" timestamptz null, "finished_at" timestamptz null, "error" varchar(300) null, "result" jsonb null, "analysed_at" timestamptz null, primary key ("business_id"));`,
    );
    this.addSql(
      `create table "competitors_choice" ("id" uuid not null, "business_id" uuid not null, "kind" varchar(10) not null, "place_id" varchar(300) null, "name" varchar(200) not null, "rating" numeric(2,1) null, "total_reviews" int null, "as_of" varchar(10) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "competitors_choice_business_index" on "competitors_choice" ("business_id");`);
  }
}
