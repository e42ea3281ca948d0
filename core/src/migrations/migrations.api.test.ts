/**
 * Test kernels start from a template database the migrations made once per schema (core/src/testing/test-database.ts).
 * Here the migrations run on an empty database, as a new deployment's do, on this suite's database (and, in the PGlite
 * set, on PGlite): each applies once, and the schema they make is the template's, table by table and index by index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

let empty: TestKernel;
let copied: TestKernel;
beforeAll(async () => {
  empty = await startTestKernel({ emptyDatabase: true, logLines: [] });
  copied = await startTestKernel();
});
afterAll(async () => {
  await empty?.close();
  await copied?.close();
});

/** Every column, constraint, index and trigger of the public schema, as text to compare. */
async function schemaOf(t: TestKernel): Promise<string[]> {
  const rows = async (sql: string) =>
    (await t.kernel.db.direct<Array<Record<string, unknown>>>(sql, [])).map((r) => Object.values(r).join(' | '));
  return [
    ...(await rows(
      `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
    )),
    ...(await rows(`select conrelid::regclass::text, conname, pg_get_constraintdef(oid) from pg_constraint
        where connamespace = 'public'::regnamespace order by 1, 2`)),
    ...(await rows(`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`)),
    ...(await rows(`select tgrelid::regclass::text, tgname from pg_trigger where not tgisinternal order by 1, 2`)),
  ];
}

describe('migrations from an empty database', () => {
  it('apply each migration once, and make the schema test kernels start from', async () => {
    const [counted] = await empty.kernel.db.direct<Array<{ n: number; names: number }>>(
      'select count(*)::int as n, count(distinct name)::int as names from core_migrations',
      [],
    );
    const { n, names } = counted!;
    expect(n).toBeGreaterThan(40);
    expect(names).toBe(n);
    const [copiedCount] = await copied.kernel.db.direct<Array<{ n: number }>>('select count(*)::int as n from core_migrations', []);
    expect(copiedCount?.n).toBe(n);
    const [made, template] = [await schemaOf(empty), await schemaOf(copied)];
    expect(made.length).toBeGreaterThan(300);
    expect(template).toEqual(made);
  });

  it('leave the attempt counters unlogged (no WAL, no flush on a customer page load) and every other table logged', async () => {
    const rows = await empty.kernel.db.direct<Array<{ relname: string }>>(
      `select relname from pg_class where relkind = 'r' and relpersistence = 'u' and relnamespace = 'public'::regnamespace`,
      [],
    );
    expect(rows.map((r) => r.relname)).toEqual(['core_attempt']);
  });

  it('works as a database after them: an owner signs up', async () => {
    expect((await empty.signUp('first-on-empty')).userId).toBeTruthy();
  });
});
