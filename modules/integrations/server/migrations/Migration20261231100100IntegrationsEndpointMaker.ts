import { Migration } from '@korero/core/sdk';

/**
 * Who made each webhook (issue 44): it stops when they leave the business or no longer own it. Null for those made
 * before this was recorded: they count as the business's earliest owner's (auth.memberLeft says who that was).
 */
export class Migration20261231100100IntegrationsEndpointMaker extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "integrations_endpoint" add column "created_by" uuid null;`);
  }
}
