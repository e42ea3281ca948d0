import { Migration } from '@korero/core/sdk';

/**
 * A sync's lease on its business (two Korero processes on one database never sync one business at once: a sync takes
 * the lease, and one that died leaves it to expire), and when the owner last asked for a sync (Refresh, once a minute).
 */
export class Migration20261227091500GoogleSyncLease extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "google_connection" add column "sync_lease_until" timestamptz null, add column "refresh_requested_at" timestamptz null;`,
    );
  }
}
