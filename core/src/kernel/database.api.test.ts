import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

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
