import type { Database } from '../ports/database.port.ts';

/** Rows one statement touches, and statements one run makes: each run is bounded, the next one carries on. */
export const RETENTION_BATCH = 1000;
export const RETENTION_BATCHES_PER_RUN = 20;
export const DAY_MS = 86_400_000;

export interface RetentionRule {
  table: string;
  /** The table's key column: batches pick rows by it. */
  key: string;
  /** Which rows are past their term (aliased as the table); an index must serve it with `orderBy`. */
  where: string;
  params: unknown[];
  /** The index's order, oldest first. */
  orderBy: string;
  /** Clears columns instead of deleting the row (`body_text = ''`); the `where` must then stop matching. */
  set?: string;
}

export interface RetentionBounds {
  batch?: number;
  batches?: number;
}

/**
 * Deletes (or with `set`, clears) the rows a retention rule names, oldest first, `batch` at a time and at most
 * `batches` times a run: a short lock each, and a table grown large is worked down over several runs rather than in
 * one long statement. Answers how many rows it touched.
 */
export async function applyRetention(db: Database, rule: RetentionRule, bounds: RetentionBounds = {}): Promise<number> {
  const batch = bounds.batch ?? RETENTION_BATCH;
  const batches = bounds.batches ?? RETENTION_BATCHES_PER_RUN;
  const { table, key } = rule;
  const picked = `select ${key} from ${table} where ${rule.where} order by ${rule.orderBy} limit ?`;
  const change = rule.set ? `update ${table} set ${rule.set}` : `delete from ${table}`;
  let touched = 0;
  for (let i = 0; i < batches; i++) {
    const [row] = await db.em.execute<Array<{ n: number | string }>>(
      `with changed as (${change} where ${key} in (${picked}) returning 1) select count(*) as n from changed`,
      [...rule.params, batch],
    );
    const n = Number(row?.n ?? 0);
    touched += n;
    if (n < batch) break;
  }
  return touched;
}
