import type { Database } from '@korero/core/sdk';
import type { InvitationFigures, InviteChannel, InvitesStats } from '../contract/index.ts';

type Row = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);

/**
 * The analytics module's figures about invitations, as SQL aggregates over one business's invitations sent in the
 * range: the (business_id, created_at) index bounds every statement, and no row is loaded into memory.
 */
export class InvitationStats implements InvitesStats {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async completion(businessId: string, from: Date, to: Date): Promise<{ sent: number; completed: number }> {
    const [row] = await this.#db.em.execute<Row[]>(
      `select count(*) as sent, count(completed_at) as completed
         from invites_invitation where business_id = ? and created_at >= ? and created_at < ?`,
      [businessId, from, to],
    );
    return { sent: n(row?.sent), completed: n(row?.completed) };
  }

  async figures(businessId: string, from: Date, to: Date): Promise<InvitationFigures> {
    const em = this.#db.em;
    const range = [businessId, from, to];
    const inRange = `from invites_invitation where business_id = ? and created_at >= ? and created_at < ?`;
    const [totals, channels, members] = await Promise.all([
      em.execute<Row[]>(
        `select count(*) as sent, count(opened_at) as opened, count(coalesce(started_at, completed_at)) as started,
                count(completed_at) as completed,
                percentile_cont(0.5) within group (order by extract(epoch from completed_at - created_at) / 3600.0)
                  filter (where completed_at is not null) as median_hours
           ${inRange}`,
        range,
      ),
      // One row per channel an invitation went by: a message channel per flag, else how its customer arrived.
      em.execute<Row[]>(
        `select channel, count(*) as sent, count(opened_at) as opened, count(completed_at) as completed
           from (select opened_at, completed_at, unnest(case
                   when send_sms or send_email or send_messenger then array_remove(array[
                     case when send_sms then 'sms' end, case when send_email then 'email' end,
                     case when send_messenger then 'messenger' end], null)
                   when opened_via = 'qr' then array['qr']
                   else array['link'] end) as channel
                 ${inRange}) sent
          group by channel`,
        range,
      ),
      em.execute<Row[]>(
        `select member as name, count(*) as sent, count(completed_at) as completed
           from (select completed_at, jsonb_array_elements_text(team_members) as member ${inRange}) credited
          group by member order by count(*) desc, member limit 50`,
        range,
      ),
    ]);
    const t = totals[0] ?? {};
    const order: InviteChannel[] = ['sms', 'email', 'messenger', 'link', 'qr'];
    return {
      sent: n(t.sent),
      opened: n(t.opened),
      started: n(t.started),
      completed: n(t.completed),
      medianHoursToComplete: t.median_hours === null || t.median_hours === undefined ? null : Math.round(n(t.median_hours) * 10) / 10,
      byChannel: order.map((channel) => {
        const row = channels.find((c) => c.channel === channel);
        return { channel, sent: n(row?.sent), opened: n(row?.opened), completed: n(row?.completed) };
      }),
      byMember: members.map((m) => ({ name: String(m.name), sent: n(m.sent), completed: n(m.completed) })),
    };
  }
}
