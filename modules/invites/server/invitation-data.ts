import type { Database } from '@korero/core/sdk';
import { Invitation } from './invitation.entity.ts';

/** A business's invitations in its data export, and their deletion with the account (whether or not invites is on). */
export class InvitationData {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async exportBusiness(businessId: string) {
    const rows = await this.db.em.find(Invitation, { businessId }, { orderBy: { createdAt: 'asc' } });
    // The token is the customer's key to their review page: the export says an invitation was made, not how to open it.
    return rows.map(({ businessId: _b, token: _t, ...r }) => r);
  }

  async deleteBusiness(businessId: string): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.nativeDelete(Invitation, { businessId });
      // Derived figures (the analytics' days), last: deleting the invitations above touched them.
      await em.execute('delete from invites_stats_day where business_id = ?', [businessId], 'run');
    });
  }
}
