import { dailyRollupSql, Migration } from '@korero/core/sdk';

/**
 * The owner's analytics, a day at a time: invites_stats_day holds the figures of the invitations sent each New Zealand
 * day (what became of them), recomputed when a trigger says one of them changed (opened, started, finished).
 */
export class Migration20261205093000InvitesStatsDays extends Migration {
  override async up(): Promise<void> {
    for (const sql of dailyRollupSql('invites_stats_day', 'invites_invitation', 'invites_stats')) this.addSql(sql);
  }
}
