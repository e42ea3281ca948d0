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

describe('a transaction PostgreSQL rolls back for a deadlock', () => {
  // PGlite has one connection: its transactions take turns and cannot deadlock.
  it.runIf(process.env.TEST_DB !== 'pglite')('runs again, so both transactions that met are stored, each once', async () => {
    const { db } = t.kernel;
    await db.withContext(async () => {
      await db.em.execute('create table if not exists korero_test_deadlock (id int primary key, n int not null)', [], 'run');
      await db.em.execute('delete from korero_test_deadlock', [], 'run');
      await db.em.execute('insert into korero_test_deadlock (id, n) values (1, 0), (2, 0)', [], 'run');
    });
    // Each locks its first row, waits until the other has too, then asks for the other's: PostgreSQL finds the
    // deadlock after deadlock_timeout and rolls one back. Only the first attempts wait for each other.
    const runs = { a: 0, b: 0 };
    let release!: () => void;
    const bothLocked = new Promise<void>((resolve) => (release = resolve));
    let locked = 0;
    const lockInTurn = (name: 'a' | 'b', first: number, second: number) =>
      db.withContext(() =>
        db.transaction(async (em) => {
          runs[name] += 1;
          await em.execute('update korero_test_deadlock set n = n + 1 where id = ?', [first], 'run');
          if (runs[name] === 1) {
            if (++locked === 2) release();
            await bothLocked;
          }
          await em.execute('update korero_test_deadlock set n = n + 1 where id = ?', [second], 'run');
          return name;
        }),
      );
    await expect(Promise.all([lockInTurn('a', 1, 2), lockInTurn('b', 2, 1)])).resolves.toEqual(['a', 'b']);
    // One of them ran twice; each is stored once: both rows moved by exactly two.
    expect(runs.a + runs.b).toBe(3);
    const rows = await db.withContext(() => db.em.execute<Array<{ n: number }>>('select n from korero_test_deadlock order by id'));
    expect(rows.map((r) => Number(r.n))).toEqual([2, 2]);
    await db.withContext(() => db.em.execute('drop table korero_test_deadlock', [], 'run'));
  });
});
