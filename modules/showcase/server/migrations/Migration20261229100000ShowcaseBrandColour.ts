import { Migration } from '@korero/core/sdk';

/** The "brand" theme's colour (#rrggbb), chosen by the owner; null draws Korero's teal. */
export class Migration20261229100000ShowcaseBrandColour extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "showcase_settings" add column "brand_colour" varchar(7) null;`);
  }
}
