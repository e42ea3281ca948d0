import type { Database } from '../ports/database.port.ts';
import { nzDay } from './nz-time.ts';

/**
 * Per-business, per-New-Zealand-day figures kept in a table of the module's own (`<table>`: business_id, day, gen,
 * payload, payload_gen), so a year of figures is 365 small rows rather than every row behind them.
 *
 * A trigger on the source table bumps `gen` for each day a write touches (made by the migration's `dailyRollupSql`),
 * whatever code made the write. A day's payload is good while `payload_gen = gen`; otherwise it is computed again from the
 * source rows and stored only if no write came in meanwhile (`gen` unchanged), so a stale figure is never kept.
 */
export class DailyRollup<P> {
  readonly #db: Database;
  readonly #table: string;
  readonly #compute: (businessId: string, days: string[]) => Promise<Map<string, P>>;

  constructor(db: Database, table: string, compute: (businessId: string, days: string[]) => Promise<Map<string, P>>) {
    if (!/^[a-z][a-z0-9_]*$/.test(table)) throw new Error(`"${table}" is not a table name`);
    this.#db = db;
    this.#table = table;
    this.#compute = compute;
  }

  /** The payloads of the days from `firstDay` to `lastDay` (YYYY-MM-DD, both included) that have any data. */
  async days(businessId: string, firstDay: string, lastDay: string): Promise<Map<string, P>> {
    const em = this.#db.em;
    const rows = await em.execute<Array<{ day: string; gen: number; payload: P | null; payload_gen: number | null }>>(
      `select to_char(day, 'YYYY-MM-DD') as day, gen, payload, payload_gen from ${this.#table}
        where business_id = ? and day >= ?::date and day <= ?::date`,
      [businessId, firstDay, lastDay],
    );
    const result = new Map<string, P>();
    const stale: Array<{ day: string; gen: number }> = [];
    for (const row of rows) {
      if (row.payload !== null && row.payload_gen === row.gen) result.set(row.day, row.payload);
      else stale.push({ day: row.day, gen: row.gen });
    }
    if (stale.length === 0) return result;
    const fresh = await this.#compute(
      businessId,
      stale.map((s) => s.day),
    );
    const computed: Array<{ day: string; gen: number; payload: P }> = [];
    for (const { day, gen } of stale) {
      const payload = fresh.get(day);
      if (payload === undefined) continue;
      result.set(day, payload);
      computed.push({ day, gen, payload });
    }
    // One statement for all the days (a week's report computes seven): each its own write and commit cost the weekly
    // sweep more than the figures. A day a write touched meanwhile (gen moved on) is left stale, as before.
    if (computed.length)
      await em.execute(
        `update ${this.#table} t set payload = c.payload, payload_gen = c.gen
           from jsonb_to_recordset(?::jsonb) as c(day date, gen int, payload jsonb)
          where t.business_id = ? and t.day = c.day and t.gen = c.gen`,
        [JSON.stringify(computed), businessId],
        'run',
      );
    return result;
  }
}

/** The instants a list of New Zealand days spans, for a query that computes them: [start of the first, end of the last). */
export function daysSpan(days: string[]): { from: Date; to: Date } {
  const sorted = [...days].sort();
  return { from: nzDay(sorted[0]!).start, to: nzDay(sorted[sorted.length - 1]!).end };
}

/** The New Zealand day a source row belongs to: its `dayColumn` (a date, or YYYY-MM-DD text), or the day of its `created_at`. */
const dayOf = (row: string, dayColumn?: string) =>
  dayColumn ? `${row}${dayColumn}::date` : `(${row}created_at at time zone 'Pacific/Auckland')::date`;

/**
 * SQL for a migration: the rollup table, a trigger on `source` (which has business_id, and created_at or the date
 * column `dayColumn`) that bumps the generation of every day an INSERT, UPDATE or DELETE touches, and a row for every
 * day the source already has (see `dailyRollupBackfillSql`). `name` prefixes the function and trigger.
 */
export function dailyRollupSql(table: string, source: string, name: string, dayColumn?: string): string[] {
  return [
    `create table "${table}" ("business_id" uuid not null, "day" date not null, "gen" int not null default 1, "payload" jsonb null, "payload_gen" int null, primary key ("business_id", "day"));`,
    `create function ${name}_touch() returns trigger language plpgsql as $$
     begin
       if tg_op in ('INSERT', 'UPDATE') then
         insert into "${table}" (business_id, day) values (new.business_id, ${dayOf('new.', dayColumn)})
           on conflict (business_id, day) do update set gen = "${table}".gen + 1;
       end if;
       if tg_op in ('UPDATE', 'DELETE') then
         insert into "${table}" (business_id, day) values (old.business_id, ${dayOf('old.', dayColumn)})
           on conflict (business_id, day) do update set gen = "${table}".gen + 1;
       end if;
       return null;
     end $$;`,
    `create trigger ${name}_touch after insert or update or delete on "${source}" for each row execute function ${name}_touch();`,
    dailyRollupBackfillSql(table, source, dayColumn),
  ];
}

/**
 * A row (to be computed) for every day `source` has rows on: the trigger only sees writes made after it exists, so
 * rows already there when the rollup arrives would otherwise never be counted. Safe to run again.
 */
export function dailyRollupBackfillSql(table: string, source: string, dayColumn?: string): string {
  return `insert into "${table}" (business_id, day) select distinct business_id, ${dayOf('', dayColumn)} from "${source}" on conflict (business_id, day) do nothing;`;
}

/** The median of a tally (value → how many), as PostgreSQL's percentile_cont(0.5) gives it; null when empty. */
export function medianOf(tally: Record<string, number>): number | null {
  const values = Object.entries(tally)
    .map(([k, v]) => [Number(k), v] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = values.reduce((sum, [, c]) => sum + c, 0);
  if (total === 0) return null;
  const at = (index: number) => {
    let seen = 0;
    for (const [value, count] of values) {
      seen += count;
      if (index < seen) return value;
    }
    return values[values.length - 1]![0];
  };
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}
