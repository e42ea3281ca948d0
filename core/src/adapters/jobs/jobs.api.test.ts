import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { defineJob, jobsPort, PermanentJobError } from '../../ports/jobs.port.ts';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [] });
});
afterAll(() => t?.close());

const inContext = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const status = (id: string) =>
  inContext(() =>
    t.kernel.db.em.execute<Array<{ status: string; attempts: number; last_error: string | null }>>(
      'select status, attempts, last_error from core_job where id = ?',
      [id],
    ),
  );

describe('the job queue', () => {
  it('runs a job, retries a failure with back-off, and stops after maxAttempts', async () => {
    const jobs = t.kernel.get(jobsPort);
    const runs: number[] = [];
    const flaky = defineJob<{ n: number }>('test.flaky');
    jobs.define(
      flaky,
      async (payload, ctx) => {
        runs.push(ctx.attempt);
        if (ctx.attempt < 3) throw new Error(`provider down (${payload.n})`);
      },
      { maxAttempts: 5, backoffSeconds: 10 },
    );

    const id = await inContext(() => jobs.enqueue(flaky, { n: 7 }));
    expect(await t.drainJobs()).toBe(1);
    expect((await status(id))[0]).toMatchObject({ status: 'queued', attempts: 1, last_error: 'provider down (7)' });
    expect(await t.drainJobs()).toBe(0); // not due yet: back-off
    t.clock.advance(13_000);
    await t.drainJobs();
    t.clock.advance(30_000);
    await t.drainJobs();
    expect(runs).toEqual([1, 2, 3]);
    expect((await status(id))[0]).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('marks a job failed for good after its last attempt or a permanent error', async () => {
    const jobs = t.kernel.get(jobsPort);
    const never = defineJob<null>('test.never');
    jobs.define(
      never,
      async () => {
        throw new Error('still down');
      },
      { maxAttempts: 2, backoffSeconds: 1 },
    );
    const refused = defineJob<null>('test.refused');
    jobs.define(refused, async () => {
      throw new PermanentJobError('number is not a mobile');
    });
    const a = await inContext(() => jobs.enqueue(never, null));
    const b = await inContext(() => jobs.enqueue(refused, null));
    await t.drainJobs();
    t.clock.advance(5_000);
    await t.drainJobs();
    expect((await status(a))[0]).toMatchObject({ status: 'failed', attempts: 2, last_error: 'still down' });
    expect((await status(b))[0]).toMatchObject({ status: 'failed', attempts: 1, last_error: 'number is not a mobile' });
  });

  it('keeps one unfinished job per key', async () => {
    const jobs = t.kernel.get(jobsPort);
    const once = defineJob<null>('test.once');
    let ran = 0;
    jobs.define(once, async () => {
      ran += 1;
    });
    const first = await inContext(() => jobs.enqueue(once, null, { key: 'k1' }));
    const second = await inContext(() => jobs.enqueue(once, null, { key: 'k1' }));
    expect(second).toBe(first);
    await t.drainJobs();
    expect(ran).toBe(1);
    await inContext(() => jobs.enqueue(once, null, { key: 'k1' }));
    await t.drainJobs();
    expect(ran).toBe(2);
  });

  it('refuses to enqueue a job nobody defined', async () => {
    await expect(inContext(() => t.kernel.get(jobsPort).enqueue(defineJob('test.undefined'), {}))).rejects.toThrow(/not defined/);
  });
});

/** Waits for `check` to hold, polling; fails with `what` after `ms` (a deadline for a condition, not a timing claim). */
async function eventually(what: string, check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the background worker of a long-lived process', () => {
  let live: TestKernel;
  beforeAll(async () => {
    live = await startTestKernel({ modules: [], startJobs: true });
  });
  afterAll(() => live?.close());

  // A request enqueues inside its transaction; the wake-up it triggers must not inherit that transaction, or every
  // later poll runs on a committed transaction and the queue stalls for the life of the process.
  it('keeps delivering after jobs enqueued inside transactions, one after another', async () => {
    const jobs = live.kernel.get(jobsPort);
    const { db } = live.kernel;
    const ran: number[] = [];
    const deliver = defineJob<{ n: number }>('test.deliver');
    jobs.define(deliver, async ({ n }) => {
      ran.push(n);
    });
    for (let n = 1; n <= 5; n++) {
      await db.withContext(() => db.transaction(() => jobs.enqueue(deliver, { n })));
      await eventually(`job ${n}`, () => ran.includes(n));
    }
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });
});
