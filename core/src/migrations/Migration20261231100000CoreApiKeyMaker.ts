import { Migration } from '@mikro-orm/migrations';

/**
 * Who made each API key (issue 44): it stops when they leave the business or no longer own it. Keys made before this
 * was recorded count as the business's earliest owner's.
 */
export class Migration20261231100000CoreApiKeyMaker extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "core_api_key" add column "created_by" uuid null;`);
    this.addSql(
      `update "core_api_key" k set "created_by" = (select m."account_id" from "core_membership" m
         where m."business_id" = k."business_id" and m."role" = 'owner' order by m."created_at", m."id" limit 1)
       where k."created_by" is null;`,
    );
  }
}
