import { dailyRollupBackfillSql, Migration } from '@korero/core/sdk';

/**
 * The days that already had rows when invites_stats_day arrived: its trigger only sees later writes, so without a row to compute
 * those days the analytics would leave them out.
 */
export class Migration20261206090500InvitesStatsBackfill extends Migration {
  override async up(): Promise<void> {
    this.addSql(dailyRollupBackfillSql('invites_stats_day', 'invites_invitation'));
  }
}
