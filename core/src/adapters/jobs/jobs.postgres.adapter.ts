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
  /** A job left "running" this long (a crashed process) goes back to the queue. */
  staleAfterMs: number;
}

const DEFAULTS: JobsWorkerOptions = { pollMs: 1000, batchSize: 5, staleAfterMs: 10 * 60_000 };

/**
 * The job queue, in the `core_job` table on PostgreSQL or PGlite alike. Claiming uses FOR UPDATE SKIP LOCKED, so
 * several Korero processes on one PostgreSQL share the work without running a job twice.
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
    this.#definitions.set(job.name, {
      handler: handler as Definition['handler'],
      maxAttempts: options.maxAttempts ?? 8,
      backoffSeconds: options.backoffSeconds ?? 10,
    });
  }

  async enqueue<P>(job: JobRef<P>, payload: P, options: EnqueueOptions = {}): Promise<string> {
    const definition = this.#definitions.get(job.name);
    if (!definition) throw new Error(`Job "${job.name}" is not defined; define it before enqueueing.`);
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
   * lets one process win a run, and the others find it no longer due. Returns how many were enqueued.
   */
  async runSchedules(): Promise<number> {
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
      [now, now, `{${names.map((n) => `"${n}"`).join(',')}}`, now],
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

  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.#tick();
      total += ran;
      if (ran === 0) return total;
    }
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
      while (!this.#stopped && (await this.#tick()) > 0) {
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

  /** Claims up to a batch of due jobs and runs them; returns how many ran. */
  async #tick(): Promise<number> {
    const rows = await this.db.withContext(() => this.#claim());
    await Promise.all(rows.map((row) => this.#run(row)));
    return rows.length;
  }

  async #claim(): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const staleBefore = new Date(now.getTime() - this.#options.staleAfterMs);
    await this.db.em.execute(
      `update core_job set status = 'queued', locked_at = null where status = 'running' and locked_at < ?`,
      [staleBefore],
      'run',
    );
    const names = [...this.#definitions.keys()].filter((name) => !this.#held(name));
    if (names.length === 0) return [];
    return this.db.em.execute<ClaimedRow[]>(
      `update core_job set status = 'running', locked_at = ?, attempts = attempts + 1
       where id in (
         select id from core_job
         where status = 'queued' and run_at <= ? and name = any(?::text[])
         order by run_at limit ? for update skip locked)
       returning id, name, payload, attempts, max_attempts, backoff_seconds`,
      [now, now, `{${names.map((n) => `"${n}"`).join(',')}}`, this.#options.batchSize],
    );
  }

  async #run(row: ClaimedRow): Promise<void> {
    const definition = this.#definitions.get(row.name)!;
    const context: JobContext = { jobId: row.id, attempt: row.attempts, maxAttempts: row.max_attempts };
    try {
      await this.db.withContext(() => definition.handler(row.payload, context));
      await this.#finish(row.id, 'done', null, null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      if (permanent || row.attempts >= row.max_attempts) {
        this.logger.warn({ job: row.name, jobId: row.id, attempt: row.attempts, error: message }, 'job failed for good');
        await this.#finish(row.id, 'failed', message, null);
      } else {
        const delayMs = retryDelayMs(row.backoff_seconds, row.attempts);
        this.logger.info(
          { job: row.name, jobId: row.id, attempt: row.attempts, retryInMs: delayMs, error: message },
          'job will be retried',
        );
        await this.#finish(row.id, 'queued', message, new Date(this.clock.now().getTime() + delayMs));
      }
    }
  }

  async #finish(id: string, status: 'done' | 'failed' | 'queued', error: string | null, runAt: Date | null): Promise<void> {
    await this.db.withContext(() =>
      this.db.em.execute(
        `update core_job set status = ?, last_error = coalesce(?, last_error), locked_at = null,
           run_at = coalesce(?, run_at), finished_at = ? where id = ?`,
        [status, error, runAt, status === 'queued' ? null : this.clock.now(), id],
        'run',
      ),
    );
  }
}

/** Exponential back-off with ±20% jitter, capped at six hours. */
export function retryDelayMs(backoffSeconds: number, attempt: number): number {
  const base = backoffSeconds * 1000 * 2 ** Math.max(0, attempt - 1);
  const jitter = 0.8 + Math.random() * 0.4;
  return Math.min(Math.round(base * jitter), 6 * 3600_000);
}
