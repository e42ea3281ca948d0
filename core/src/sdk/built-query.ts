import type { QueryBuilder, SqlEntityManager } from '@mikro-orm/sql';
import type { Database } from '../ports/database.port.ts';

// Stands in for a value while the builder writes the SQL; never a value a caller could pass.
const marker = (i: number) => `\u0000korero-value-${i}\u0000`;

/**
 * A read the query builder writes once and the route runs many times: `build` gets a stand-in for each value and
 * returns the builder; each call runs the SQL it wrote with the values given, on the current unit of work (inside a
 * transaction, the transaction's). Building a query cost a list route more than running it. Rows come back as the
 * database names its columns (`created_at`), since no entity mapping runs. Only for values a column stores as they
 * are (ids, text, numbers): a value its column type rewrites is refused when the query is first built.
 */
export function builtQuery<Row, Values extends unknown[]>(
  db: Database,
  build: (em: SqlEntityManager, ...values: string[]) => QueryBuilder<any, any, any, any>,
): (...values: Values) => Promise<Row[]> {
  let built: { sql: string; params: readonly unknown[]; slots: Array<number | null> } | null = null;
  return async (...values) => {
    if (!built) {
      const markers = values.map((_value, i) => marker(i));
      const qb = build(db.em, ...markers);
      const params = qb.getParams();
      // Which value each parameter is (its index), or null for the builder's own constants.
      const slots = params.map((p) => (typeof p === 'string' && markers.includes(p) ? markers.indexOf(p) : null));
      for (let i = 0; i < markers.length; i++)
        if (slots.filter((slot) => slot === i).length !== 1) throw new Error(`builtQuery: value ${i} does not reach the SQL unchanged.`);
      built = { sql: qb.getQuery(), params, slots };
    }
    const { sql, params, slots } = built;
    return db.em.execute<Row[]>(
      sql,
      params.map((p, i) => (slots[i] === null ? p : values[slots[i]!])),
      'all',
    );
  };
}
