/**
 * A signed-in owner refused on admin routes again and again (500 in a second and a half in the probe) must not bury the
 * administrators' own actions in the append-only log: a burst is one entry with a count, however many processes
 * share the database (on PostgreSQL two kernels on one database stand for two processes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, testDatabaseKind, type TestKernel } from '@korero/core/testing';
import { auditPort } from '../../ports/audit.port.ts';

// Both processes read the same session cookie, as a deployment's processes do.
const env = { SESSION_KEY: Buffer.alloc(32, 7).toString('base64') };
let a: TestKernel;
let b: TestKernel | undefined;
beforeAll(async () => {
  a = await startTestKernel({ modules: [], env });
  if (testDatabaseKind() === 'postgresql') b = await startTestKernel({ modules: [], env, sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});
const other = () => b ?? a;
const audit = () => a.kernel.get(auditPort);
const denials = () =>
  a.kernel.db.withContext(async () => (await audit().list({ page: 1, limit: 100, action: 'security.admin_access_denied' })).rows);

describe('refused admin requests in the audit log', () => {
  it('records a burst once per account and route, with a count, across processes and racing requests', async () => {
    const owner = await a.signUp('knocker');
    const sameOwnerElsewhere = Object.assign(other().anonymous(), { cookie: owner.cookie });
    // 40 one after another, over both processes, then 40 at once.
    for (let i = 0; i < 40; i++) expect((await (i % 2 ? sameOwnerElsewhere : owner).get('/api/outbox')).status).toBe(403);
    const racing = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? sameOwnerElsewhere : owner).get('/api/outbox')));
    expect(racing.every((r) => r.status === 403)).toBe(true);

    const rows = await denials();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetId: 'GET /api/outbox', adminUserId: owner.userId, repeats: 80 });
    expect(rows[0]!.details.message).toBe('A signed-in non-administrator was refused GET /api/outbox.');
    expect(rows[0]!.lastAt!.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());

    // Another account's refusals are their own entry.
    const second = await other().signUp('knocker2');
    expect((await second.get('/api/outbox')).status).toBe(403);
    expect((await denials()).map((r) => r.repeats).sort((x, y) => x - y)).toEqual([1, 80]);
  });

  it("keeps an administrator's action on the first page after a burst", async () => {
    await a.kernel.db.withContext(() =>
      audit().record(null, { action: 'settings.updated', targetType: 'settings', targetId: null, details: { message: 'Changed.' } }),
    );
    const owner = await other().signUp('knocker3');
    for (let i = 0; i < 60; i++) await owner.get('/api/outbox');
    const firstPage = await a.kernel.db.withContext(() => audit().list({ page: 1, limit: 20 }));
    expect(firstPage.rows.map((r) => r.action)).toContain('settings.updated');
    expect(firstPage.total).toBeLessThan(10);
  });

  it('starts a new entry in the next hour', async () => {
    const hour = 60 * 60_000;
    a.clock.advance(hour - (a.clock.now().getTime() % hour) - 5_000);
    const owner = await a.signUp('knocker4');
    expect((await owner.get('/api/outbox')).status).toBe(403);
    a.clock.advance(10_000);
    expect((await owner.get('/api/outbox')).status).toBe(403);
    expect((await owner.get('/api/outbox')).status).toBe(403);
    const mine = (await denials()).filter((r) => r.adminUserId === owner.userId);
    expect(mine.map((r) => r.repeats).sort()).toEqual([1, 2]);
  });

  it('still refuses every change and delete but raising a burst entry’s count', async () => {
    const sql = (statement: string) => a.kernel.db.direct(statement, [], 'run');
    const [burst] = await denials();
    const id = burst!.id;
    await expect(sql(`update core_audit_log set action = 'nothing.happened' where id = '${id}'`)).rejects.toThrow(/append-only/);
    await expect(sql(`update core_audit_log set repeats = 1 where id = '${id}'`)).rejects.toThrow(/append-only/);
    await expect(sql(`update core_audit_log set repeats = repeats + 1, details = '{"message":"x"}' where id = '${id}'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(`update core_audit_log set repeats = 5 where action = 'settings.updated'`)).rejects.toThrow(/append-only/);
    await expect(sql(`delete from core_audit_log where id = '${id}'`)).rejects.toThrow(/append-only/);
  });
});
