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
    const em = this.#db.em;
    const { from, to } = daysSpan(days);
    const params = [businessId, from, to, `{${days.join(',')}}`];
    const where = `business_id = ? and created_at >= ? and created_at < ? and ${DAY} = any(?::date[])`;
    const [totals, minutes, channels, members] = await Promise.all([
      em.execute<Row[]>(
        `select ${DAY_TEXT} as day, count(*) as sent, count(opened_at) as opened, count(coalesce(started_at, completed_at)) as started,
                count(completed_at) as completed
           from invites_invitation where ${where} group by 1`,
        params,
      ),
      em.execute<Row[]>(
        `select ${DAY_TEXT} as day, floor(extract(epoch from completed_at - created_at) / 60) as minutes, count(*) as n
           from invites_invitation where ${where} and completed_at is not null group by 1, 2`,
        params,
      ),
      em.execute<Row[]>(
        `select day, channel, count(*) as sent, count(opened_at) as opened, count(completed_at) as completed
           from (select ${DAY_TEXT} as day, opened_at, completed_at, ${CHANNEL_OF} as channel from invites_invitation where ${where}) t
          group by 1, 2`,
        params,
      ),
      em.execute<Row[]>(
        `select day, member, count(*) as sent, count(completed_at) as completed
           from (select ${DAY_TEXT} as day, completed_at, jsonb_array_elements_text(team_members) as member
                   from invites_invitation where ${where}) t
          group by 1, 2`,
        params,
      ),
    ]);
    const out = new Map<string, DayFigures>();
    const day = (key: unknown) =>
      out.get(String(key)) ??
      out.set(String(key), { sent: 0, opened: 0, started: 0, completed: 0, minutes: {}, channels: {}, members: {} }).get(String(key))!;
    for (const r of totals)
      Object.assign(day(r.day), { sent: n(r.sent), opened: n(r.opened), started: n(r.started), completed: n(r.completed) });
    for (const r of minutes) day(r.day).minutes[String(n(r.minutes))] = n(r.n);
    for (const r of channels) day(r.day).channels[String(r.channel)] = [n(r.sent), n(r.opened), n(r.completed)];
    for (const r of members) day(r.day).members[String(r.member)] = [n(r.sent), n(r.completed)];
    return out;
  }
}
