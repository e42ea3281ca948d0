import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsPort } from '@korero/core/sdk';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { messengerRetention } from './index.ts';
import { applyMessengerRetention } from './retention.ts';

/** The messenger module cleans its own table (decision 0032): message ids seen more than 30 days ago go. */
let t: TestKernel;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'messenger'], now: new Date('2026-11-20T00:00:00Z') });
});
afterAll(() => t?.close());

describe('messenger retention', () => {
  it('forgets seen message ids after 30 days, bounded per run; keeps recent ones', async () => {
    const db = t.kernel.db;
    for (const [mid, days] of [
      ['m.old1', 31],
      ['m.old2', 60],
      ['m.old3', 365],
      ['m.recent', 29],
      ['m.today', 0],
    ] as const) {
      await db.direct(
        'insert into messenger_seen (mid, seen_at) values (?, ?)',
        [mid, new Date(t.clock.now().getTime() - days * DAY)],
        'run',
      );
    }
    expect(await db.withContext(() => applyMessengerRetention(db, t.clock, { batch: 1, batches: 2 }))).toBe(2);
    await db.withContext(() => t.kernel.get(jobsPort).enqueue(messengerRetention, null));
    await t.drainJobs();
    const rows = await db.direct<Array<{ mid: string }>>('select mid from messenger_seen order by mid', []);
    expect(rows.map((r) => r.mid)).toEqual(['m.recent', 'm.today']);
  });
});
