import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort } from '../../ports/clock.port.ts';
import type { Database } from '../../ports/database.port.ts';
import {
  PermanentJobError,
  type EnqueueOptions,
  type JobContext,
  type JobOptions,
  type JobRef,
  type JobsPort,
  type ScheduleOptions,
} from '../../ports/jobs.port.ts';

interface Definition {
  handler: (payload: unknown, context: JobContext) => Promise<void>;
  maxAttempts: number;
  backoffSeconds: number;
  /** The longest one run may hold its lease; null: as long as the handler runs. */
  timeoutMs: number | null;
}

interface ClaimedRow {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  backoff_seconds: number;
}

export interface JobsWorkerOptions {
  /** How often the worker looks for due jobs when nothing woke it. */
  pollMs: number;
  /** Jobs claimed and run at once. */
  batchSize: number;
  /**
   * How long a claimed job stays this worker's without word from it. The worker renews the lease every third of it
   * while the handler runs, so a long job is never handed out again; a job whose lease lapses (its process died or
   * lost the database) goes back to the queue. Timed by the database's clock, which every process shares.
   */
  leaseMs: number;
}

const DEFAULTS: JobsWorkerOptions = { pollMs: 1000, batchSize: 5, leaseMs: 60_000 };

/** A claimed run: the job's id and its attempt number, which no other claim of the job can share. */
interface Lease {
  id: string;
  attempt: number;
  name: string;
}

/**
 * The job queue, in the `core_job` table on PostgreSQL or PGlite alike. Claiming uses FOR UPDATE SKIP LOCKED, so
 * several Korero processes on one PostgreSQL share the work without running a job twice; a claimed job is held by a
 * lease its worker renews while it runs (see JobsWorkerOptions.leaseMs).
 */
export class PostgresJobs implements JobsPort {
  readonly #definitions = new Map<string, Definition>();
  readonly #schedules = new Map<string, { job: JobRef<unknown>; options: ScheduleOptions<unknown> }>();
  /** Schedules defined since the last time they were written to core_job_schedule. */
  #schedulesUnsaved = false;
  readonly #options: JobsWorkerOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  /** Jobs this says to hold stay queued: those of a module that is switched off. */
  #held: (name: string) => boolean = () => false;
  /** Consecutive polls that failed (database down): the next poll waits longer, and only the first is logged. */
  #failedPolls = 0;
  /**
   * Runs a function in the async context the worker was made in. A wake-up comes from inside a request (often inside
   * its transaction); a timer made there would carry that request's context into every later poll.
   */
  readonly #detached = AsyncResource.bind((fn: () => void) => fn());
  /** Runs in progress in this worker, whose leases the heartbeat renews. */
  readonly #leases = new Set<Lease>();
  #heartbeat: NodeJS.Timeout | undefined;

  private readonly db: Database;
  private readonly clock: ClockPort;
  private readonly logger: FastifyBaseLogger;

  constructor(db: Database, clock: ClockPort, logger: FastifyBaseLogger, options: Partial<JobsWorkerOptions> = {}) {
    this.db = db;
    this.clock = clock;
    this.logger = logger;
    this.#options = { ...DEFAULTS, ...options };
  }

  define<P>(job: JobRef<P>, handler: (payload: P, context: JobContext) => Promise<void>, options: JobOptions = {}): void {
    if (this.#definitions.has(job.name)) throw new Error(`Job "${job.name}" is defined twice.`);
    if (options.timeoutSeconds !== undefined && !(options.timeoutSeconds > 0)) {
      throw new Error(`Job "${job.name}" needs a timeout above 0 seconds, or none.`);
    }
    this.#definitions.set(job.name, {
      handler: handler as Definition['handler'],
      maxAttempts: options.maxAttempts ?? 8,
      backoffSeconds: options.backoffSeconds ?? 10,
      timeoutMs: options.timeoutSeconds === undefined ? null : Math.round(options.timeoutSeconds * 1000),
    });
  }

  async enqueue<P>(job: JobRef<P>, payload: P, options: EnqueueOptions = {}): Promise<string> {
    const definition = this.#definition(job);
    const id = randomUUID();
    const now = this.clock.now();
    const rows = await this.db.em.execute<Array<{ id: string }>>(
      `insert into core_job (id, name, payload, status, attempts, max_attempts, backoff_seconds, run_at, dedupe_key, created_at)
       values (?, ?, ?::jsonb, 'queued', 0, ?, ?, ?, ?, ?)
       on conflict do nothing returning id`,
      [
        id,
        job.name,
        JSON.stringify(payload ?? null),
        definition.maxAttempts,
        definition.backoffSeconds,
        options.runAt ?? now,
        options.key ?? null,
        now,
      ],
    );
    if (rows.length === 0 && options.key) {
      const existing = await this.db.em.execute<Array<{ id: string }>>(
        `select id from core_job where dedupe_key = ? and status in ('queued', 'running') limit 1`,
        [options.key],
      );
      return existing[0]?.id ?? id;
    }
    this.#wake();
    return id;
  }

  async enqueueMany<P>(job: JobRef<P>, items: ReadonlyArray<{ payload: P } & EnqueueOptions>): Promise<number> {
    const definition = this.#definition(job);
    const now = this.clock.now();
    let added = 0;
    // A few hundred rows a statement: one round trip each, and well under PostgreSQL's 65,535 parameters.
    for (let start = 0; start < items.length; start += 500) {
      const chunk = items.slice(start, start + 500);
      const rows = await this.db.em.execute<Array<{ id: string }>>(
        `insert into core_job (id, name, payload, status, attempts, max_attempts, backoff_seconds, run_at, dedupe_key, created_at)
         select gen_random_uuid(), ?, p, 'queued', 0, ?, ?, r, k, ?
           from unnest(?::jsonb[], ?::timestamptz[], ?::text[]) as t(p, r, k)
         on conflict do nothing returning id`,
        [
          job.name,
          definition.maxAttempts,
          definition.backoffSeconds,
          now,
          pgArray(chunk.map((item) => JSON.stringify(item.payload ?? null))),
          pgArray(chunk.map((item) => (item.runAt ?? now).toISOString())),
          pgArray(chunk.map((item) => item.key ?? null)),
        ],
      );
      added += rows.length;
    }
    if (added > 0) this.#wake();
    return added;
  }

  #definition(job: { name: string }): Definition {
    const definition = this.#definitions.get(job.name);
    if (!definition) throw new Error(`Job "${job.name}" is not defined; define it before enqueueing.`);
    return definition;
  }

  every<P>(job: JobRef<P>, options: ScheduleOptions<P>): void {
    if (!this.#definitions.has(job.name)) throw new Error(`Job "${job.name}" is not defined; define it before scheduling.`);
    if (this.#schedules.has(job.name)) throw new Error(`Job "${job.name}" is scheduled twice.`);
    if (!Number.isInteger(options.everySeconds) || options.everySeconds < 1) {
      throw new Error(`Job "${job.name}" needs a whole number of seconds (1 or more) between runs.`);
    }
    this.#schedules.set(job.name, { job: job as JobRef<unknown>, options: options as ScheduleOptions<unknown> });
    this.#schedulesUnsaved = true;
  }

  /**
   * Enqueues the scheduled jobs that are due, claiming each run in core_job_schedule first: the UPDATE's row lock
   * lets one process win a run, and the others find it no longer due. Returns how many were enqueued. Each poll runs
   * it; protected, so a subclass may run the worker's rounds by hand (the test kernel's, core/src/testing).
   */
  protected async runSchedules(): Promise<number> {
    if (this.#schedules.size === 0) return 0;
    const now = this.clock.now();
    const em = this.db.em;
    if (this.#schedulesUnsaved) {
      for (const [name, { options }] of this.#schedules) {
        const first = new Date(now.getTime() + (options.firstAfterSeconds ?? options.everySeconds) * 1000);
        // A new interval applies at once; an existing next run is kept unless the new schedule would come sooner.
        await em.execute(
          `insert into core_job_schedule (name, every_seconds, next_run_at) values (?, ?, ?)
           on conflict (name) do update set every_seconds = excluded.every_seconds,
             next_run_at = least(core_job_schedule.next_run_at, ?::timestamptz + excluded.every_seconds * interval '1 second')`,
          [name, options.everySeconds, first, now],
          'run',
        );
      }
      this.#schedulesUnsaved = false;
    }
    const names = [...this.#schedules.keys()].filter((name) => !this.#held(name));
    if (names.length === 0) return 0;
    const due = await em.execute<Array<{ name: string }>>(
      `update core_job_schedule set next_run_at = ?::timestamptz + every_seconds * interval '1 second', last_run_at = ?
       where name = any(?::text[]) and next_run_at <= ? returning name`,
      [now, now, pgArray(names), now],
    );
    for (const { name } of due) {
      const { job, options } = this.#schedules.get(name)!;
      // One waiting run at most: a run still queued behind a backlog is not joined by another.
      await this.enqueue(job, options.payload, { key: `schedule:${name}` });
    }
    return due.length;
  }

  /** Holds (does not claim) the jobs `held` names, until it says otherwise: the kernel holds switched-off modules' jobs. */
  holdWhile(held: (name: string) => boolean): void {
    this.#held = held;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  /** How many runs this worker holds now (the heartbeat renews exactly these). */
  protected get holding(): number {
    return this.#leases.size;
  }

  #wake(): void {
    // After the caller's transaction has had a chance to commit.
    if (!this.#stopped) this.#schedule(25);
  }

  #schedule(delay: number): void {
    this.#detached(() => {
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        if (this.#running) return void this.#running.finally(() => this.#schedule(delay));
        this.#running = this.#loop().finally(() => {
          this.#running = undefined;
          if (!this.#stopped) this.#schedule(this.#nextPollMs());
        });
      }, delay);
      this.#timer.unref();
    });
  }

  /** The poll interval, doubled for each failed poll in a row up to 30 s, so a database outage is not hammered. */
  #nextPollMs(): number {
    if (this.#failedPolls === 0) return this.#options.pollMs;
    return Math.min(this.#options.pollMs * 2 ** Math.min(this.#failedPolls, 10), 30_000);
  }

  async #loop(): Promise<void> {
    try {
      await this.db.withContext(() => this.runSchedules());
      while (!this.#stopped && (await this.tick()) > 0) {
        /* keep going while there is due work */
      }
      if (this.#failedPolls > 0) this.logger.info({ failedPolls: this.#failedPolls }, 'job worker reaches the queue again');
      this.#failedPolls = 0;
    } catch (error) {
      // One line per outage, not one a second: the rest are at debug level.
      if (this.#failedPolls === 0) this.logger.error({ err: error }, 'job worker could not poll the queue; retrying with back-off');
      else this.logger.debug({ err: error, failedPolls: this.#failedPolls }, 'job worker still cannot poll the queue');
      this.#failedPolls++;
    }
  }

  /** Claims up to a batch of due jobs and runs them; returns how many ran. One round of the poll's (protected, as runSchedules). */
  protected async tick(): Promise<number> {
    const rows = await this.db.withContext(() => this.#claim());
    await Promise.all(rows.map((row) => this.#run(row)));
    return rows.length;
  }

  async #claim(): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    // Leases that lapsed: their worker died or lost the database. A run that keeps killing its worker stops when its
    // attempts are used up, like any other failure. now() (this statement's start, as it runs alone), not the volatile
    // clock_timestamp(), so the lease index answers it; a lease is never taken early, as now() is never later.
    await this.db.em.execute(
      `update core_job set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
         finished_at = case when attempts >= max_attempts then ?::timestamptz end,
         last_error = 'its worker stopped renewing the lease (the process ended or lost the database)',
         locked_at = null, lease_until = null
       where status = 'running' and lease_until < now()`,
      [now],
      'run',
    );
    // Only the kinds this process can run (a switched-off module's are held): the claim index is on (name, run_at)
    // for queued rows, so others' waiting jobs cost nothing here however many there are.
    const names = [...this.#definitions.keys()].filter((name) => !this.#held(name));
    if (names.length === 0) return [];
    return this.db.em.execute<ClaimedRow[]>(
      `update core_job set status = 'running', locked_at = ?, attempts = attempts + 1,
         lease_until = clock_timestamp() + ? * interval '1 millisecond'
       where id in (
         select id from core_job
         where status = 'queued' and run_at <= ? and name = any(?::text[])
         order by run_at limit ? for update skip locked)
       returning id, name, payload, attempts, max_attempts, backoff_seconds`,
      [now, this.#options.leaseMs, now, pgArray(names), this.#options.batchSize],
    );
  }

  async #run(row: ClaimedRow): Promise<void> {
    const definition = this.#definitions.get(row.name)!;
    const context: JobContext = { jobId: row.id, attempt: row.attempts, maxAttempts: row.max_attempts };
    const lease: Lease = { id: row.id, attempt: row.attempts, name: row.name };
    this.#hold(lease);
    let timer: NodeJS.Timeout | undefined;
    try {
      const handled = this.db.withContext(() => definition.handler(row.payload, context));
      if (definition.timeoutMs === null) await handled;
      else {
        // Past its timeout the run is given up: its lease is no longer renewed and it is retried like a failure.
        // A handler cannot be stopped from outside; what it still does later is not recorded (the attempt moved on).
        handled.catch(() => undefined);
        await Promise.race([
          handled,
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`timed out after ${definition.timeoutMs! / 1000} s`)), definition.timeoutMs!);
          }),
        ]);
      }
      await this.#finish(lease, 'done', null, null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      if (permanent || row.attempts >= row.max_attempts) {
        this.logger.warn({ job: row.name, jobId: row.id, attempt: row.attempts, error: message }, 'job failed for good');
        await this.#finish(lease, 'failed', message, null);
      } else {
        const delayMs = retryDelayMs(row.backoff_seconds, row.attempts);
        this.logger.info(
          { job: row.name, jobId: row.id, attempt: row.attempts, retryInMs: delayMs, error: message },
          'job will be retried',
        );
        await this.#finish(lease, 'queued', message, new Date(this.clock.now().getTime() + delayMs));
      }
    } finally {
      clearTimeout(timer);
      this.#release(lease);
    }
  }

  /** Records how a run ended, if the run still holds the job (a lapsed lease handed it on: then nothing is written). */
  async #finish(lease: Lease, status: 'done' | 'failed' | 'queued', error: string | null, runAt: Date | null): Promise<void> {
    const rows = await this.db.withContext(() =>
      this.db.em.execute<Array<{ id: string }>>(
        `update core_job set status = ?, last_error = coalesce(?, last_error), locked_at = null, lease_until = null,
           run_at = coalesce(?, run_at), finished_at = ?
         where id = ? and attempts = ? and status = 'running' returning id`,
        [status, error, runAt, status === 'queued' ? null : this.clock.now(), lease.id, lease.attempt],
      ),
    );
    if (rows.length === 0) {
      this.logger.warn({ job: lease.name, jobId: lease.id, attempt: lease.attempt }, 'job run ended after its lease lapsed; not recorded');
    }
  }

  #hold(lease: Lease): void {
    this.#leases.add(lease);
    if (this.#heartbeat) return;
    this.#detached(() => {
      this.#heartbeat = setInterval(() => void this.#renew(), Math.max(50, Math.floor(this.#options.leaseMs / 3)));
      this.#heartbeat.unref();
    });
  }

  #release(lease: Lease): void {
    this.#leases.delete(lease);
    if (this.#leases.size === 0 && this.#heartbeat) {
      clearInterval(this.#heartbeat);
      this.#heartbeat = undefined;
    }
  }

  /** The heartbeat: every run this worker holds gets a fresh lease, in one statement. */
  async #renew(): Promise<void> {
    const leases = [...this.#leases];
    if (leases.length === 0) return;
    try {
      await this.db.withContext(() =>
        this.db.em.execute(
          `update core_job j set lease_until = clock_timestamp() + ? * interval '1 millisecond'
             from unnest(?::uuid[], ?::int[]) as l(id, attempt)
            where j.id = l.id and j.attempts = l.attempt and j.status = 'running'`,
          [this.#options.leaseMs, pgArray(leases.map((l) => l.id)), pgArray(leases.map((l) => String(l.attempt)))],
          'run',
        ),
      );
    } catch (error) {
      // The next beat tries again; if none gets through before the lease lapses, another worker takes the job over.
      this.logger.debug({ err: error }, 'job lease could not be renewed');
    }
  }
}

/** A PostgreSQL array literal of strings (null for SQL NULL), for `?::text[]` and the like. */
function pgArray(values: ReadonlyArray<string | null>): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** Exponential back-off with ±20% jitter, capped at six hours. */
export function retryDelayMs(backoffSeconds: number, attempt: number): number {
  const base = backoffSeconds * 1000 * 2 ** Math.max(0, attempt - 1);
  const jitter = 0.8 + Math.random() * 0.4;
  return Math.min(Math.round(base * jitter), 6 * 3600_000);
}
