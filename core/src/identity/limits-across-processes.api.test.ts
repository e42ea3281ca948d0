/**
 * Limits that must hold however many Korero processes share the database: the sign-in lock-out, the per-client
 * rate limits and the first-admin setup. On PostgreSQL, two kernels on one database stand for two processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, testDatabaseKind, type TestKernel } from '@korero/core/testing';

const CODE = 'SETUP-CODE-FOR-RACES';
let a: TestKernel;
let b: TestKernel | undefined;
beforeAll(async () => {
  a = await startTestKernel({ modules: [], env: { ADMIN_SETUP_TOKEN: CODE } });
  // A second process where the database allows one; on PGlite the same kernel takes both roles.
  if (testDatabaseKind() === 'postgresql') b = await startTestKernel({ modules: [], env: { ADMIN_SETUP_TOKEN: CODE }, sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const other = () => b ?? a;

describe('limits shared by every process', () => {
  it('makes exactly one administrator of 20 racing setups, spread over both processes', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other() : a).signUp(`racer${i}`)));
    const answers = await Promise.all(racers.map((r) => r.post('/api/admin-setup', { code: CODE })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const admins = await a.kernel.db.withContext(() =>
      a.kernel.db.em.execute<Array<{ n: string }>>('select count(*) as n from core_user where is_admin'),
    );
    expect(Number(admins[0]!.n)).toBe(1);
    expect(await a.kernel.db.withContext(() => a.kernel.adminSetupCode())).toBeNull();
  });

  it('locks an account after 10 failures counted across processes, before the password is checked', async () => {
    await a.signUp('shared', 'the right password');
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? other() : a).anonymous().post('/api/login', { username: 'shared', password: `guess ${i}` });
      expect(res.status).toBe(401);
    }
    for (const kernel of [a, other()]) {
      expect((await kernel.anonymous().post('/api/login', { username: 'shared', password: 'the right password' })).status).toBe(429);
    }
  });

  it('counts a client address against the sign-in ceiling in every process', async () => {
    // POST /api/login allows 100 a client address per 15 minutes, whatever names it types; the same address reaches
    // both processes.
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const agent = (i % 2 ? other() : a).anonymous();
      agent.remoteAddress = '10.200.0.1';
      statuses.push((await agent.post('/api/login', { username: `someone${i}`, password: 'x' })).status);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it('lets the setup code work again once the only administrator has deleted their account', async () => {
    const fresh = await startTestKernel({ modules: [], env: { ADMIN_SETUP_TOKEN: CODE } });
    try {
      const first = await fresh.signUp('firstone', 'long enough pw');
      expect((await first.post('/api/admin-setup', { code: CODE })).status).toBe(200);
      expect((await first.delete('/api/account', { password: 'long enough pw', confirm: 'DELETE' })).status).toBe(200);
      const next = await fresh.signUp('nextone');
      expect((await next.post('/api/admin-setup', { code: CODE })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
