import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { jobsPort } from '../ports/index.ts';
import { applyKernelRetention, kernelRetention, pruneFinishedJobs } from './housekeeping.ts';

/** The kernel's retention terms (decision 0032): old rows go, recent ones stay, and each run is bounded. */
let t: TestKernel;
let userId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestKernel({ modules: [], now: new Date('2026-11-20T00:00:00Z') });
  userId = (await t.signUp('keeper')).userId;
});
afterAll(() => t?.close());

const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
const db = () => t.kernel.db;
const ids = async (sql: string, params: unknown[] = []) => (await db().direct<Array<{ id: string }>>(sql, params)).map((r) => r.id).sort();

async function session(lastSeen: Date): Promise<string> {
  const id = randomUUID().replace(/-/g, '');
  await db().direct(
    'insert into core_session (id, user_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)',
    [id, userId, lastSeen, lastSeen, new Date(lastSeen.getTime() + 12 * 3600_000)],
    'run',
  );
  return id;
}

async function message(created: Date, status: string): Promise<string> {
  const id = randomUUID();
  await db().direct(
    `insert into core_outbox_message (id, channel, recipient, subject, body_text, body_html, status, purpose, created_at)
     values (?, 'email', 'aroha@customer.example', 'Your review', 'Kia ora Aroha, …', '<p>Kia ora Aroha</p>', ?, 'test', ?)`,
    [id, status, created],
    'run',
  );
  return id;
}

describe('kernel retention', () => {
  it('deletes sessions unused for 30 days and keeps the rest', async () => {
    const old = [await session(ago(31)), await session(ago(90))];
    const recent = [await session(ago(29)), await session(ago(0))];
    const n = await db().withContext(() => applyKernelRetention(db(), t.clock));
    expect(n.sessions).toBeGreaterThanOrEqual(2);
    const left = await ids('select id from core_session where id in (?, ?, ?, ?)', [...old, ...recent]);
    expect(left).toEqual([...recent].sort());
  });

  it("clears a finished message's words after 30 days and its record after a year; waiting ones keep theirs", async () => {
    const fresh = await message(ago(10), 'sent');
    const month = await message(ago(31), 'sent');
    const failed = await message(ago(40), 'failed');
    const held = await message(ago(60), 'held');
    const year = await message(ago(366), 'refused');
    await db().withContext(() => applyKernelRetention(db(), t.clock));
    const rows = await db().direct<Array<{ id: string; subject: string | null; body_text: string; body_html: string | null }>>(
      'select id, subject, body_text, body_html from core_outbox_message where id in (?, ?, ?, ?, ?)',
      [fresh, month, failed, held, year],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(fresh)).toMatchObject({ body_text: 'Kia ora Aroha, …', subject: 'Your review' });
    expect(byId.get(held)).toMatchObject({ body_text: 'Kia ora Aroha, …' });
    for (const cleared of [month, failed]) expect(byId.get(cleared)).toMatchObject({ body_text: '', body_html: null, subject: null });
    expect(byId.has(year)).toBe(false);
  });

  it('works a backlog down a bounded number of rows a run, oldest first', async () => {
    const old = [];
    for (let i = 0; i < 7; i++) old.push(await session(ago(40 + i)));
    const first = await db().withContext(() => applyKernelRetention(db(), t.clock, { batch: 2, batches: 2 }));
    expect(first.sessions).toBe(4);
    // The oldest four went first.
    expect(await ids(`select id from core_session where id in (${old.map(() => '?').join(', ')})`, old)).toEqual(old.slice(0, 3).sort());
    const second = await db().withContext(() => applyKernelRetention(db(), t.clock, { batch: 2, batches: 2 }));
    expect(second.sessions).toBe(3);
  });

  it('prunes finished jobs in bounded batches, through its scheduled job', async () => {
    for (let i = 0; i < 5; i++) {
      await db().direct(
        `insert into core_job (id, name, payload, status, attempts, max_attempts, backoff_seconds, run_at, created_at, finished_at)
         values (?, 'test.old', '{}', 'done', 1, 1, 1, ?, ?, ?)`,
        [randomUUID(), ago(20), ago(20), ago(20 - i / 10)],
        'run',
      );
    }
    expect(await db().withContext(() => pruneFinishedJobs(db(), t.clock, { batch: 2, batches: 1 }))).toBe(2);
    expect(await db().withContext(() => pruneFinishedJobs(db(), t.clock))).toBe(3);
    // The hourly job is defined and runs (it finds nothing left to do).
    await db().withContext(() => t.kernel.get(jobsPort).enqueue(kernelRetention, null));
    await t.drainJobs();
    const [run] = await db().direct<Array<{ status: string }>>(`select status from core_job where name = 'core.retention'`, []);
    expect(run?.status).toBe('done');
  });

  it('counts active sessions from the last-seen index (EXPLAIN)', async () => {
    await db().direct('analyze core_session', [], 'run');
    const plan = await db().transaction(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const rows = await em.execute<Array<{ 'QUERY PLAN': string }>>(
        'explain select count(*) from core_session where last_seen_at >= ? and expires_at > ?',
        [ago(1), t.clock.now()],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/core_session_last_seen_index/);
  });
});
