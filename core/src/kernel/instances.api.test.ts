/**
 * Several Korero processes on one PostgreSQL, as behind a load balancer: started at the same moment on an empty
 * database they all come up (one runs the migrations, the others wait for it), and without ADMIN_SETUP_TOKEN they
 * all accept the one first-admin code, whichever printed it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestKernel, testDatabaseKind, type TestDatabase, type TestKernel } from '@korero/core/testing';

describe.runIf(testDatabaseKind() === 'postgresql')('three processes on one empty PostgreSQL database', () => {
  let database: TestDatabase;
  let kernels: TestKernel[] = [];
  const logs: string[][] = [[], [], []];

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
    // Released together: each kernel opens the database and migrates at once.
    const started = await Promise.allSettled(logs.map((logLines) => startTestKernel({ onDatabase: database.target, logLines })));
    kernels = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    if (failed.length) throw failed[0];
  }, 120_000);
  afterAll(async () => {
    for (const k of kernels) await k.close();
    await database?.drop();
  });

  it('all come up and answer /api/health, and the schema was migrated once', async () => {
    expect(kernels).toHaveLength(3);
    for (const k of kernels) expect((await k.anonymous().get('/api/health')).status).toBe(200);
    const migrated = logs.filter((lines) => lines.some((line) => line.includes('"database migrated"')));
    expect(migrated).toHaveLength(1);
    const [row] = await kernels[0]!.kernel.db.withContext(() =>
      kernels[0]!.kernel.db.em.execute<Array<{ n: string; distinct_names: string }>>(
        'select count(*) as n, count(distinct name) as distinct_names from core_migrations',
      ),
    );
    expect(Number(row!.n)).toBe(Number(row!.distinct_names));
  });

  it('accept the same setup code, whichever process made and printed it', async () => {
    const [a, b, c] = kernels as [TestKernel, TestKernel, TestKernel];
    const codes = await Promise.all(kernels.map((k) => k.kernel.db.withContext(() => k.kernel.adminSetupCode())));
    expect(codes[0]).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new Set(codes).size).toBe(1);
    expect(a.kernel.adminSetupCodeGenerated).toBe(true);
    // Someone reads the code a printed, signs up through c and enters it there.
    const owner = await c.signUp('firstadmin');
    expect((await owner.post('/api/admin-setup', { code: 'WRNG-CODE-HERE' })).status).toBe(403);
    const claimed = await owner.post('/api/admin-setup', { code: codes[0] });
    expect(claimed.status).toBe(200);
    expect(claimed.body.isAdmin).toBe(true);
    expect(await b.kernel.db.withContext(() => b.kernel.adminSetupCode())).toBeNull();
  });
});
