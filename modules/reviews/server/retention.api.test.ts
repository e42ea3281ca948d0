import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsPort } from '@korero/core/sdk';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { reviewsRetention } from './index.ts';
import { applyReviewsRetention } from './retention.ts';

/** The reviews module cleans its own table (decision 0032): AI drafts older than 30 days go, a bounded batch a run. */
let t: TestKernel;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'teams', 'invites', 'reviews'], now: new Date('2026-11-20T00:00:00Z') });
});
afterAll(() => t?.close());

async function draft(daysAgo: number): Promise<string> {
  const id = randomUUID();
  await t.kernel.db.direct(
    'insert into reviews_draft (invite_id, business_id, text, created_at) values (?, ?, ?, ?)',
    [id, randomUUID(), 'Great work on the hot water cylinder.', new Date(t.clock.now().getTime() - daysAgo * DAY)],
    'run',
  );
  return id;
}
const left = async () => (await t.kernel.db.direct<Array<{ n: string | number }>>('select count(*) as n from reviews_draft', []))[0]!.n;

describe('reviews retention', () => {
  it('deletes drafts older than 30 days, oldest first and bounded per run; keeps recent ones', async () => {
    for (const days of [31, 32, 33, 45, 400]) await draft(days);
    const recent = [await draft(29), await draft(1)];
    const db = t.kernel.db;
    expect(await db.withContext(() => applyReviewsRetention(db, t.clock, { batch: 2, batches: 1 }))).toBe(2);
    expect(Number(await left())).toBe(5);
    // The module's hourly job does the rest.
    await db.withContext(() => t.kernel.get(jobsPort).enqueue(reviewsRetention, null));
    await t.drainJobs();
    const rows = await db.direct<Array<{ invite_id: string }>>('select invite_id from reviews_draft', []);
    expect(rows.map((r) => r.invite_id).sort()).toEqual([...recent].sort());
  });
});
