import { Migration } from '@korero/core/sdk';

/**
 * Why a review is hidden from the widget and page (issue 44): personal-details, offensive or not-about-business. Null
 * for those hidden before reasons were asked; the owner sees them as hidden with no reason given.
 */
export class Migration20261231090000ShowcaseHideReason extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "showcase_hidden" add column "reason" varchar(24) null;`);
  }
}
