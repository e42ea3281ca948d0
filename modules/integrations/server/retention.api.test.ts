import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsPort } from '@korero/core/sdk';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { integrationsRetention } from './index.ts';
import { applyIntegrationsRetention } from './retention.ts';

/** The integrations module cleans its own table (decision 0032): finished deliveries older than 90 days go. */
let t: TestKernel;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'integrations'],
    now: new Date('2026-11-20T00:00:00Z'),
  });
});
afterAll(() => t?.close());

describe('integrations retention', () => {
  it('deletes delivered and failed deliveries past 90 days, bounded per run; keeps recent and pending ones', async () => {
    const db = t.kernel.db;
    const endpoint = randomUUID();
    const business = randomUUID();
    await db.direct(
      `insert into integrations_endpoint (id, business_id, url, events, secret, created_at) values (?, ?, 'https://hooks.example/in', '[]', 's', ?)`,
      [endpoint, business, t.clock.now()],
      'run',
    );
    const delivery = async (daysAgo: number, status: string) => {
      const id = randomUUID();
      await db.direct(
        `insert into integrations_delivery (id, endpoint_id, business_id, event_id, type, payload, status, created_at)
         values (?, ?, ?, ?, 'review.submitted', '{"customer":"Aroha"}', ?, ?)`,
        [id, endpoint, business, id, status, new Date(t.clock.now().getTime() - daysAgo * DAY)],
        'run',
      );
      return id;
    };
    for (const days of [91, 100, 200]) await delivery(days, 'delivered');
    await delivery(95, 'failed');
    const kept = [await delivery(89, 'delivered'), await delivery(120, 'pending'), await delivery(1, 'failed')];
    expect(await db.withContext(() => applyIntegrationsRetention(db, t.clock, { batch: 3, batches: 1 }))).toBe(3);
    await db.withContext(() => t.kernel.get(jobsPort).enqueue(integrationsRetention, null));
    await t.drainJobs();
    const rows = await db.direct<Array<{ id: string }>>('select id from integrations_delivery', []);
    expect(rows.map((r) => r.id).sort()).toEqual([...kept].sort());
  });
});
