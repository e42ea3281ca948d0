import { Migration } from '@korero/core/sdk';

/**
 * A business's showcase (issue 37): its widget key (128 random bits, base64url, kept as it is: Settings shows the
 * snippet again), whether it is on (off until the owner switches it on), its look, and its public page's address;
 * and the reviews the owner hid from it, by source and id.
 */
export class Migration20261229090000ShowcaseInit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "showcase_settings" ("business_id" uuid not null, "widget_key" varchar(22) not null, "enabled" boolean not null default false, "theme" varchar(10) not null default 'light', "layout" varchar(10) not null default 'carousel', "slug" varchar(60) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("business_id"));`,
    );
    this.addSql(`create unique index "showcase_settings_widget_key_unique" on "showcase_settings" ("widget_key");`);
    this.addSql(`create unique index "showcase_settings_slug_unique" on "showcase_settings" ("slug");`);
    this.addSql(
      `create table "showcase_hidden" ("business_id" uuid not null, "source" varchar(10) not null, "review_id" uuid not null, "hidden_at" timestamptz not null, primary key ("business_id", "source", "review_id"));`,
    );
  }
}
