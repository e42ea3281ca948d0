import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { positional } from './database.ts';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [] });
});
afterAll(() => t?.close());

describe('database contexts', () => {
  it('gives work started inside a transaction but run after it a fresh context of its own', async () => {
    const { db } = t.kernel;
    let later: Promise<unknown> | undefined;
    await db.withContext(() =>
      db.transaction(async (em) => {
        await em.execute('select 1');
        // A timer made inside the transaction runs after the commit, as a job worker's wake-up does.
        later = new Promise((resolve, reject) =>
          setTimeout(() => db.withContext(() => db.em.execute('select 2 as n')).then(resolve, reject), 30),
        );
      }),
    );
    await expect(later).resolves.toEqual([{ n: 2 }]);
  });
});

describe('prepared statements (the session lookup)', () => {
  it('answers as plain SQL does, with $n in any order and used twice, again and again on one name', async () => {
    const { db } = t.kernel;
    const sql = 'select $2::text as b, $1::int + $1::int as twice';
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      // More calls than PostgreSQL's five custom plans, so its generic plan answers too.
      const rows = await db.withContext(() => db.prepared<{ b: string; twice: number }>('korero_test_prepared', sql, [n, `run ${n}`]));
      expect(rows).toEqual([{ b: `run ${n}`, twice: 2 * n }]);
    }
  });

  it('turns $n into the ORM form with the values in order of appearance', () => {
    expect(positional('select $2, $1, $2', ['a', 'b'])).toEqual(['select ?, ?, ?', ['b', 'a', 'b']]);
  });
});
