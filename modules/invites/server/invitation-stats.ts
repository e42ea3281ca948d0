import { DailyRollup, daysSpan, medianOf, nzDate, type Database } from '@korero/core/sdk';
import type { InvitationFigures, InviteChannel, InvitesStats } from '../contract/index.ts';

type Row = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);

/** What became of the invitations sent on one New Zealand day, in sums that add up across days. */
interface DayFigures {
  sent: number;
  opened: number;
  started: number;
  completed: number;
  /** Minutes from sending to finishing → how many (for the median response time). */
  minutes: Record<string, number>;
  /** Channel → [sent, opened, completed]. */
  channels: Record<string, [number, number, number]>;
  /** Credited name → [sent, completed]. */
  members: Record<string, [number, number]>;
}

const CHANNELS: InviteChannel[] = ['sms', 'email', 'messenger', 'link', 'qr'];
const DAY = `(created_at at time zone 'Pacific/Auckland')::date`;
const DAY_TEXT = `to_char(created_at at time zone 'Pacific/Auckland', 'YYYY-MM-DD')`;
/** The channels an invitation went by: each message channel it was sent by, else how its customer arrived. */
const CHANNEL_OF = `unnest(case
  when send_sms or send_email or send_messenger then array_remove(array[
    case when send_sms then 'sms' end, case when send_email then 'email' end, case when send_messenger then 'messenger' end], null)
  when opened_via = 'qr' then array['qr']
  else array['link'] end)`;

/**
 * The analytics module's figures about invitations, as cohorts: the invitations SENT in a range and what became of
 * them since. Each sending day's sums are kept in invites_stats_day and recomputed (with SQL aggregates over that
 * day's invitations) only when a write has touched one of them since.
 */
export class InvitationStats implements InvitesStats {
  readonly #db: Database;
  readonly #rollup: DailyRollup<DayFigures>;

  constructor(db: Database) {
    this.#db = db;
    this.#rollup = new DailyRollup(db, 'invites_stats_day', (businessId, days) => this.#compute(businessId, days));
  }

  async completion(businessId: string, from: Date, to: Date): Promise<{ sent: number; completed: number }> {
    let sent = 0;
    let completed = 0;
    for (const d of (await this.#days(businessId, from, to)).values()) {
      sent += d.sent;
      completed += d.completed;
    }
    return { sent, completed };
  }

  async figures(businessId: string, from: Date, to: Date): Promise<InvitationFigures> {
    const sum: DayFigures = { sent: 0, opened: 0, started: 0, completed: 0, minutes: {}, channels: {}, members: {} };
    for (const d of (await this.#days(businessId, from, to)).values()) {
      sum.sent += d.sent;
      sum.opened += d.opened;
      sum.started += d.started;
      sum.completed += d.completed;
      for (const [k, v] of Object.entries(d.minutes)) sum.minutes[k] = (sum.minutes[k] ?? 0) + v;
      for (const [k, [s, o, c]] of Object.entries(d.channels)) {
        const t = (sum.channels[k] ??= [0, 0, 0]);
        t[0] += s;
        t[1] += o;
        t[2] += c;
      }
      for (const [k, [s, c]] of Object.entries(d.members)) {
        const t = (sum.members[k] ??= [0, 0]);
        t[0] += s;
        t[1] += c;
      }
    }
    const median = medianOf(sum.minutes);
    return {
      sent: sum.sent,
      opened: sum.opened,
      started: sum.started,
      completed: sum.completed,
      medianHoursToComplete: median === null ? null : Math.round((median / 60) * 10) / 10,
      byChannel: CHANNELS.map((channel) => {
        const [sent, opened, completed] = sum.channels[channel] ?? [0, 0, 0];
        return { channel, sent, opened, completed };
      }),
      byMember: Object.entries(sum.members)
        .sort(([a, x], [b, y]) => y[0] - x[0] || a.localeCompare(b))
        .slice(0, 50)
        .map(([name, [sent, completed]]) => ({ name, sent, completed })),
    };
  }

  /** The days of [from, to): from is a New Zealand midnight (the analytics ranges start on the 1st of a month). */
  #days(businessId: string, from: Date, to: Date): Promise<Map<string, DayFigures>> {
    return this.#rollup.days(businessId, nzDate(from), nzDate(new Date(to.getTime() - 1)));
  }

  async #compute(businessId: string, days: string[]): Promise<Map<string, DayFigures>> {
    const { from, to } = daysSpan(days);
    const where = `business_id = ? and created_at >= ? and created_at < ? and ${DAY} = any(?::date[])`;
    // One statement for the four tallies (a kind per row): the weekly sweep computes every business's week, and four
    // statements each cost more than the few rows they count.
    const rows = await this.#db.em.execute<Row[]>(
      `with i as materialized (
         select ${DAY_TEXT} as day, created_at, opened_at, started_at, completed_at, send_sms, send_email, send_messenger, opened_via, team_members
           from invites_invitation where ${where})
       select 'total' as kind, day, null as key, count(*) as a, count(opened_at) as b, count(coalesce(started_at, completed_at)) as c,
              count(completed_at) as d
         from i group by day
       union all
       select 'minutes', day, floor(extract(epoch from completed_at - created_at) / 60)::text, count(*), 0, 0, 0
         from i where completed_at is not null group by 2, 3
       union all
       select 'channel', day, channel, count(*), count(opened_at), count(completed_at), 0
         from (select day, opened_at, completed_at, ${CHANNEL_OF} as channel from i) t group by 2, 3
       union all
       select 'member', day, member, count(*), count(completed_at), 0, 0
         from (select day, completed_at, jsonb_array_elements_text(team_members) as member from i) t group by 2, 3`,
      [businessId, from, to, `{${days.join(',')}}`],
    );
    const out = new Map<string, DayFigures>();
    const day = (key: unknown) =>
      out.get(String(key)) ??
      out.set(String(key), { sent: 0, opened: 0, started: 0, completed: 0, minutes: {}, channels: {}, members: {} }).get(String(key))!;
    for (const r of rows) {
      const d = day(r.day);
      if (r.kind === 'total') Object.assign(d, { sent: n(r.a), opened: n(r.b), started: n(r.c), completed: n(r.d) });
      else if (r.kind === 'minutes') d.minutes[String(n(r.key))] = n(r.a);
      else if (r.kind === 'channel') d.channels[String(r.key)] = [n(r.a), n(r.b), n(r.c)];
      else d.members[String(r.key)] = [n(r.a), n(r.b)];
    }
    return out;
  }
}
