import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { testDatabaseKind } from '../../testing/test-database.ts';
import { defineJob, jobsPort, PermanentJobError } from '../../ports/jobs.port.ts';
import { pruneJobs } from '../../kernel/housekeeping.ts';
import type { Database } from '../../ports/database.port.ts';
import { JobsByHand } from '../../testing/jobs-by-hand.ts';
import type { JobsWorkerOptions } from './jobs.postgres.adapter.ts';

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
  it('runs once per interval, never more than one run waiting, and not before the first interval', async () => {
    const jobs = t.kernel.get(jobsPort);
    const tick = defineJob<{ what: string }>('test.tick');
    const seen: string[] = [];
    jobs.define(tick, async ({ what }) => {
      seen.push(what);
    });
    jobs.every(tick, { everySeconds: 300, payload: { what: 'check' } });

    expect(await t.runSchedules()).toBe(0);
    t.clock.advance(299_000);
    expect(await t.runSchedules()).toBe(0);
    t.clock.advance(1_000);
    expect(await t.runSchedules()).toBe(1);
    expect(await t.runSchedules()).toBe(0); // claimed: the next is an interval away
    await t.drainJobs();
    expect(seen).toEqual(['check']);

    // Two intervals pass while nothing drains the queue: the second run joins the first rather than piling up.
    t.clock.advance(300_000);
    await t.runSchedules();
    t.clock.advance(300_000);
    await t.runSchedules();
    await t.drainJobs();
    expect(seen).toEqual(['check', 'check']);
  });

  it('refuses a schedule for an undefined job, a second schedule for one job, and a bad interval', () => {
    const jobs = t.kernel.get(jobsPort);
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
      const jobs = k.kernel.get(jobsPort);
      jobs.define(sweep, async () => {
        runs.push(name);
      });
      jobs.every(sweep, { everySeconds: 60, payload: null });
    }
    const look = (k: TestKernel) => k.runSchedules();
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
    // A poll saves the schedule with the clock's current time; only then may the clock move on.
    const saved = () =>
      live.kernel.db.withContext(() =>
        live.kernel.db.em.execute<unknown[]>(`select 1 from core_job_schedule where name = 'test.beat'`, []),
      );
    await eventually('the schedule is saved', async () => (await saved()).length === 1);
    expect(runs).toBe(0);
    live.clock.advance(60_000);
    await eventually('the scheduled run', () => runs === 1);
  });
});

/** Resolves every caller at once when `parties` have arrived: two workers start their claims in one turn. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === parties) open();
    return gate;
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("leases: a claimed job is its worker's while the worker renews it", () => {
  /** Short, so a lapse is seen soon; renewed every third of it, which a loaded machine still manages. */
  const LEASE_MS = 300;
  /** Another worker on the kernel's database, as a second process would have (its own definitions, its own heartbeat). */
  const worker = (db: Database = t.kernel.db, options: Partial<JobsWorkerOptions> = {}) =>
    new JobsByHand(db, t.clock, t.kernel.app.log, { pollMs: 50, batchSize: 5, leaseMs: LEASE_MS, ...options });

  it('does not hand out again a job that outlives its lease while its worker renews it', async () => {
    // A lease of a second here: renewed every 333 ms, it survives a machine busy with other tests for 600 ms.
    const a = worker(t.kernel.db, { leaseMs: 1000 });
    const b = worker(t.kernel.db, { leaseMs: 1000 });
    const long = defineJob<null>('test.leaseLong');
    const runs: string[] = [];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    a.define(long, async () => {
      runs.push('a');
      await finished;
    });
    b.define(long, async () => {
      runs.push('b');
    });
    const id = await inContext(() => a.enqueue(long, null));
    const running = a.drain();
    await eventually('worker a holds the job', () => a.holding === 1);
    // Three leases' worth of time, with the other worker looking all along: the heartbeat keeps the job a's.
    const until = Date.now() + 3 * 1000;
    while (Date.now() < until) {
      expect(await inContext(() => b.drain())).toBe(0);
      await pause(25);
    }
    finish();
    await running;
    expect(runs).toEqual(['a']);
    expect((await status(id))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it("hands a job to another worker once its worker stops renewing the lease, and ignores the first run's late end", async () => {
    // Worker a loses the database after claiming (a process frozen, killed or cut off): its heartbeats fail.
    let cutOff = false;
    const base = t.kernel.db;
    const severed: Database = {
      ...base,
      withContext: (fn) => (cutOff ? Promise.reject(new Error('connection lost')) : base.withContext(fn)) as never,
    };
    const a = worker(severed);
    const b = worker();
    const stuck = defineJob<null>('test.leaseStuck');
    const runs: string[] = [];
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    a.define(stuck, async () => {
      runs.push('a');
      await woken;
    });
    b.define(stuck, async () => {
      runs.push('b');
    });
    const id = await inContext(() => a.enqueue(stuck, null));
    const first = a.drain().catch(() => 0);
    await eventually('worker a holds the job', () => a.holding === 1);
    cutOff = true;
    await eventually('worker b takes the job over', async () => (await inContext(() => b.drain())) === 1, 5_000);
    expect(runs).toEqual(['a', 'b']);
    expect((await status(id))[0]).toMatchObject({ status: 'done', attempts: 2 });
    // The first run ends late, with the database back: its end is not recorded over the second's.
    cutOff = false;
    wake();
    await first;
    expect((await status(id))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("gives up a run past its kind's timeout and retries it", async () => {
    const a = worker();
    const slow = defineJob<null>('test.leaseTimeout');
    let release!: () => void;
    a.define(slow, () => new Promise<void>((resolve) => (release = resolve)), { timeoutSeconds: 0.2, maxAttempts: 3 });
    expect(() => a.define(defineJob('test.leaseBadTimeout'), async () => undefined, { timeoutSeconds: 0 })).toThrow(/above 0/);
    const id = await inContext(() => a.enqueue(slow, null));
    await inContext(() => a.drain());
    expect(a.holding).toBe(0);
    expect((await status(id))[0]).toMatchObject({ status: 'queued', attempts: 1, last_error: 'timed out after 0.2 s' });
    release();
  });

  // Two workers released at one barrier claim from one queue, round after round. Without FOR UPDATE SKIP LOCKED both
  // read the same due rows and both run them (on PostgreSQL; PGlite's one connection takes the claims in turn).
  it('never gives one job to two workers claiming at the same moment', async () => {
    // Leases long enough that only the claim decides who runs what.
    const a = worker(t.kernel.db, { batchSize: 3, leaseMs: 60_000 });
    const b = worker(t.kernel.db, { batchSize: 3, leaseMs: 60_000 });
    const race = defineJob<{ round: number; n: number }>('test.claimRace');
    const ran: string[] = [];
    for (const w of [a, b]) {
      w.define(race, async ({ round, n }) => {
        ran.push(`${round}:${n}`);
      });
    }
    const ROUNDS = 40;
    const PER_ROUND = 8;
    for (let round = 0; round < ROUNDS; round++) {
      await inContext(() =>
        a.enqueueMany(
          race,
          Array.from({ length: PER_ROUND }, (_, n) => ({ payload: { round, n } })),
        ),
      );
      const gate = barrier(2);
      await Promise.all([gate().then(() => inContext(() => a.drain())), gate().then(() => inContext(() => b.drain()))]);
    }
    expect(ran).toHaveLength(ROUNDS * PER_ROUND);
    expect(new Set(ran).size).toBe(ROUNDS * PER_ROUND);
  });

  it('enqueues many runs at once, leaving out keys already waiting', async () => {
    const a = worker();
    const fan = defineJob<{ businessId: string }>('test.fanOut');
    const seen: string[] = [];
    a.define(fan, async ({ businessId }) => {
      seen.push(businessId);
    });
    await inContext(() => a.enqueue(fan, { businessId: 'one' }, { key: 'fan:one' }));
    const items = ['one', 'two', 'three'].map((businessId) => ({ payload: { businessId }, key: `fan:${businessId}` }));
    expect(await inContext(() => a.enqueueMany(fan, items))).toBe(2);
    await inContext(() => a.drain());
    expect(seen.sort()).toEqual(['one', 'three', 'two']);
  });
});

describe('the queue reads only what it may run', () => {
  const plan = (sql: string, params: unknown[]) =>
    inContext(async () => {
      const rows = await t.kernel.db.em.execute<Array<Record<string, string>>>(`explain ${sql}`, params);
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });

  it("claims through the index of queued jobs by kind: a switched-off module's backlog is never read", async () => {
    // 5,000 waiting jobs of a module that is off, and its statistics: the claim for the kinds that run skips them.
    const sql = (text: string, params: unknown[] = []) => inContext(() => t.kernel.db.em.execute(text, params, 'run'));
    await sql(
      `insert into core_job (id, name, payload, status, attempts, max_attempts, backoff_seconds, run_at, created_at)
       select gen_random_uuid(), 'off.work', 'null'::jsonb, 'queued', 0, 8, 10, ?::timestamptz - n * interval '1 second', ?
         from generate_series(1, 5000) n`,
      [t.clock.now(), t.clock.now()],
    );
    await sql('analyze core_job');
    try {
      const claim = await plan(
        `select id from core_job where status = 'queued' and run_at <= ? and name = any(?::text[]) order by run_at limit 5 for update skip locked`,
        [t.clock.now(), '{test.a,test.b}'],
      );
      expect(claim).toContain('core_job_claim_index');
      expect(claim).not.toContain('Seq Scan');
      const reclaim = await plan(`select id from core_job where status = 'running' and lease_until < clock_timestamp()`, []);
      expect(reclaim).toContain('core_job_lease_index');
    } finally {
      await sql(`delete from core_job where name = 'off.work'`);
    }
  });
});
