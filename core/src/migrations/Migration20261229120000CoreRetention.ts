import { Migration } from '@mikro-orm/migrations';

/**
 * Retention (decision 0032) and the admin's active-session count, each over an index that fits: sessions by when
 * they were last used (the count reads the recent end, housekeeping the old end), messages whose words are still
 * kept (cleared ones drop out of it, so each run starts where the last ended). Finished jobs are pruned over
 * core_job_finished_index, which Migration20261229090000CoreJobLeases makes.
 */
export class Migration20261229120000CoreRetention extends Migration {
  override async up(): Promise<void> {
    await this.execute(`create index "core_session_last_seen_index" on "core_session" ("last_seen_at")`);
    await this.execute(
      `create index "core_outbox_message_body_kept_index" on "core_outbox_message" ("created_at") where "body_text" <> ''`,
    );
  }
}
