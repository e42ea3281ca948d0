import type { Database } from '@korero/core/sdk';
import { iso, type FollowUpRow } from './rows.ts';

const TABLES = ['followups_message', 'followups_note', 'followups_link', 'followups_follow_up'] as const;

/** Everything of a business's in this module's tables, for the owner's export (links are hashes: left out). */
export async function exportBusiness(db: Database, businessId: string) {
  const rows = await db.em.execute<FollowUpRow[]>('select * from followups_follow_up where business_id = ? order by created_at, id', [
    businessId,
  ]);
  const messages = await db.em.execute<
    Array<{ id: string; follow_up_id: string; sender: string; channel: string; body: string; created_at: Date }>
  >('select id, follow_up_id, sender, channel, body, created_at from followups_message where business_id = ? order by created_at, id', [
    businessId,
  ]);
  const notes = await db.em.execute<Array<{ id: string; follow_up_id: string; body: string; author_name: string; created_at: Date }>>(
    'select id, follow_up_id, body, author_name, created_at from followups_note where business_id = ? order by created_at, id',
    [businessId],
  );
  return {
    followUps: rows.map((r) => ({
      id: r.id,
      submissionId: r.submission_id,
      customerName: r.customer_name,
      customerEmail: r.customer_email,
      customerPhone: r.customer_phone,
      starRating: Number(r.star_rating),
      status: r.status,
      outcome: r.outcome,
      assigneeId: r.assignee_id,
      assigneeAccountId: r.assignee_account_id,
      stoppedAt: iso(r.stopped_at),
      firstAnsweredAt: iso(r.first_answered_at),
      resolvedAt: iso(r.resolved_at),
      remindedAt: iso(r.reminded_at),
      createdAt: iso(r.created_at),
      messages: messages
        .filter((m) => m.follow_up_id === r.id)
        .map((m) => ({ id: m.id, from: m.sender, channel: m.channel, body: m.body, createdAt: iso(m.created_at) })),
      notes: notes
        .filter((n) => n.follow_up_id === r.id)
        .map((n) => ({ id: n.id, body: n.body, author: n.author_name, createdAt: iso(n.created_at) })),
    })),
  };
}

export async function deleteBusiness(db: Database, businessId: string): Promise<void> {
  await db.transaction(async (em) => {
    for (const table of TABLES) await em.execute(`delete from ${table} where business_id = ?`, [businessId], 'run');
  });
}
