import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { testDatabaseKind } from '../../testing/test-database.ts';
import { defineJob, jobsPort, PermanentJobError } from '../../ports/jobs.port.ts';
import { pruneJobs } from '../../kernel/housekeeping.ts';
import type { PostgresJobs } from './jobs.postgres.adapter.ts';

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

describe('scheduled jobs', () => {
  const adapter = () => t.kernel.get(jobsPort) as PostgresJobs;

  it('runs once per interval, never more than one run waiting, and not before the first interval', async () => {
    const jobs = adapter();
    const tick = defineJob<{ what: string }>('test.tick');
    const seen: string[] = [];
    jobs.define(tick, async ({ what }) => {
      seen.push(what);
    });
    jobs.every(tick, { everySeconds: 300, payload: { what: 'check' } });

    expect(await inContext(() => jobs.runSchedules())).toBe(0);
    t.clock.advance(299_000);
    expect(await inContext(() => jobs.runSchedules())).toBe(0);
    t.clock.advance(1_000);
    expect(await inContext(() => jobs.runSchedules())).toBe(1);
    expect(await inContext(() => jobs.runSchedules())).toBe(0); // claimed: the next is an interval away
    await t.drainJobs();
    expect(seen).toEqual(['check']);

    // Two intervals pass while nothing drains the queue: the second run joins the first rather than piling up.
    t.clock.advance(300_000);
    await inContext(() => jobs.runSchedules());
    t.clock.advance(300_000);
    await inContext(() => jobs.runSchedules());
    await t.drainJobs();
    expect(seen).toEqual(['check', 'check']);
  });

  it('refuses a schedule for an undefined job, a second schedule for one job, and a bad interval', () => {
    const jobs = adapter();
    expect(() => jobs.every(defineJob('test.unscheduled'), { everySeconds: 60, payload: null })).toThrow(/not defined/);
    const twice = defineJob<null>('test.twice');
    jobs.define(twice, async () => undefined);
    expect(() => jobs.every(twice, { everySeconds: 0, payload: null })).toThrow(/whole number of seconds/);
    jobs.every(twice, { everySeconds: 60, payload: null });
    expect(() => jobs.every(twice, { everySeconds: 60, payload: null })).toThrow(/scheduled twice/);
  });
});

describe('housekeeping', () => {
  it('prunes finished jobs after a week and failed ones after a month, leaving waiting ones', async () => {
    const jobs = t.kernel.get(jobsPort);
    const kept = defineJob<null>('test.kept');
    jobs.define(kept, async () => undefined);
    const broken = defineJob<null>('test.broken');
    jobs.define(broken, async () => {
      throw new PermanentJobError('no');
    });
    const done = await inContext(() => jobs.enqueue(kept, null));
    const failed = await inContext(() => jobs.enqueue(broken, null));
    await t.drainJobs();
    t.clock.advance(8 * 86_400_000);
    const waiting = await inContext(() => jobs.enqueue(kept, null, { runAt: new Date(t.clock.now().getTime() + 3_600_000) }));
    await inContext(() => jobs.enqueue(pruneJobs, null));
    await t.drainJobs();
    expect(await status(done)).toEqual([]);
    expect((await status(failed))[0]?.status).toBe('failed');
    expect((await status(waiting))[0]?.status).toBe('queued');
    t.clock.advance(30 * 86_400_000);
    await inContext(() => jobs.enqueue(pruneJobs, null));
    await t.drainJobs();
    expect(await status(failed)).toEqual([]);
  });
});

describe.runIf(testDatabaseKind() === 'postgresql')('a schedule shared by two processes (PostgreSQL)', () => {
  let a: TestKernel;
  let b: TestKernel;
  beforeAll(async () => {
    a = await startTestKernel({ modules: [] });
    b = await startTestKernel({ modules: [], sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('fires each run in one process only, however often both look', async () => {
    const runs: string[] = [];
    const sweep = defineJob<null>('test.sweep');
    for (const [name, k] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const jobs = k.kernel.get(jobsPort) as PostgresJobs;
      jobs.define(sweep, async () => {
        runs.push(name);
      });
      jobs.every(sweep, { everySeconds: 60, payload: null });
    }
    const look = (k: TestKernel) => k.kernel.db.withContext(() => (k.kernel.get(jobsPort) as PostgresJobs).runSchedules());
    await Promise.all([look(a), look(b)]);
    let fired = 0;
    for (let minute = 1; minute <= 5; minute++) {
      a.clock.advance(60_000);
      b.clock.advance(60_000);
      const claims = await Promise.all([look(a), look(b), look(a), look(b)]);
      fired += claims.reduce((sum, n) => sum + n, 0);
      await Promise.all([a.drainJobs(), b.drainJobs()]);
    }
    expect(fired).toBe(5);
    expect(runs).toHaveLength(5);
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

  it('fires its schedules from the worker loop', async () => {
    const jobs = live.kernel.get(jobsPort);
    let runs = 0;
    const beat = defineJob<null>('test.beat');
    jobs.define(beat, async () => {
      runs += 1;
    });
    jobs.every(beat, { everySeconds: 60, payload: null });
    await new Promise((r) => setTimeout(r, 1_200)); // a poll saves the schedule with the clock's current time
    expect(runs).toBe(0);
    live.clock.advance(60_000);
    await eventually('the scheduled run', () => runs === 1);
  });
});
