import { dailyRollupBackfillSql, Migration } from '@korero/core/sdk';

/**
 * The days that already had rows when reviews_stats_day arrived: its trigger only sees later writes, so without a row to compute
 * those days the analytics would leave them out.
 */
export class Migration20261206090000ReviewsStatsBackfill extends Migration {
  override async up(): Promise<void> {
    this.addSql(dailyRollupBackfillSql('reviews_stats_day', 'reviews_submission'));
  }
}
