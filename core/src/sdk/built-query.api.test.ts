import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../identity/user.entity.ts';
import { startTestKernel, type TestKernel } from '../testing/index.ts';
import { builtQuery } from './built-query.ts';

let t: TestKernel;

beforeAll(async () => {
  t = await startTestKernel();
  await t.signUp('aroha');
  await t.signUp('rangi');
});
afterAll(async () => {
  await t.close();
});

const inContext = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

describe('a query built once', () => {
  it('writes its SQL once and runs it with each call’s values', async () => {
    let builds = 0;
    const byName = builtQuery<{ username: string; is_admin: boolean }, [string]>(t.kernel.db, (em, name) => {
      builds++;
      return em.createQueryBuilder(User, 'u').select(['u.username', 'u.isAdmin']).where({ usernameKey: name });
    });
    expect(await inContext(() => byName('aroha'))).toEqual([{ username: 'aroha', is_admin: false }]);
    expect(await inContext(() => byName('rangi'))).toEqual([{ username: 'rangi', is_admin: false }]);
    // A value is a value, never SQL.
    expect(await inContext(() => byName("x' or '1'='1"))).toEqual([]);
    expect(builds).toBe(1);
  });

  it('keeps the builder’s own constants and puts each value in its place', async () => {
    const named = builtQuery<{ username: string }, [string, string]>(t.kernel.db, (em, first, second) =>
      em
        .createQueryBuilder(User, 'u')
        .select(['u.username'])
        .where({ isAdmin: false, usernameKey: { $in: [first, second] } })
        .orderBy({ usernameKey: 'desc' }),
    );
    expect(await inContext(() => named('aroha', 'rangi'))).toEqual([{ username: 'rangi' }, { username: 'aroha' }]);
    expect(await inContext(() => named('aroha', 'nobody'))).toEqual([{ username: 'aroha' }]);
  });

  it('reads inside the caller’s transaction, seeing what it has written', async () => {
    const byName = builtQuery<{ username: string }, [string]>(t.kernel.db, (em, name) =>
      em.createQueryBuilder(User, 'u').select(['u.username']).where({ usernameKey: name }),
    );
    const seen = await inContext(() =>
      t.kernel.db
        .transaction(async (em) => {
          await em.execute(`update core_user set username = 'Aroha K' where username_key = 'aroha'`);
          const inside = await byName('aroha');
          throw Object.assign(new Error('roll back'), { inside });
        })
        .catch((error: { inside: unknown }) => error.inside),
    );
    expect(seen).toEqual([{ username: 'Aroha K' }]);
    expect(await inContext(() => byName('aroha'))).toEqual([{ username: 'aroha' }]);
  });

  it('refuses, when first built, a value that does not reach the SQL as it was given', async () => {
    const twice = builtQuery<unknown, [string]>(t.kernel.db, (em, name) =>
      em
        .createQueryBuilder(User, 'u')
        .select(['u.id'])
        .where({ usernameKey: 'fixed' })
        .andWhere({ email: { $ne: name.trim() + '!' } }),
    );
    await expect(inContext(() => twice('aroha'))).rejects.toThrow(/value 0 does not reach the SQL unchanged/);
  });
});
