import { definePort } from './define-port.ts';

export interface JobRef<P> {
  readonly name: string;
  readonly __payload?: (payload: P) => P;
}

export function defineJob<P>(name: string): JobRef<P> {
  if (!/^[a-z][a-zA-Z0-9]*\.[a-zA-Z0-9.]+$/.test(name)) {
    throw new Error(`Job name "${name}" must be "<module>.<work>", e.g. "messaging.deliver".`);
  }
  return Object.freeze({ name });
}

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface JobOptions {
  /** Total runs before the job is marked failed for good. Default 8. */
  maxAttempts?: number;
  /** First retry delay in seconds; each later retry doubles it (with jitter). Default 10. */
  backoffSeconds?: number;
  /**
   * The longest one run may take, in seconds: past it the run counts as failed (retried like any failure) and its
   * lease is no longer renewed. Default: none, the run holds the job for as long as its handler runs (a worker renews
   * its lease while it does; a job whose worker died is handed out again once the lease lapses).
   */
  timeoutSeconds?: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one unfinished job per key (e.g. one delivery per message id). */
  key?: string;
}

export interface ScheduleOptions<P> {
  /** How often it runs, in seconds. */
  everySeconds: number;
  payload: P;
  /** When a schedule is first seen on this database, its first run comes this many seconds later (default everySeconds). */
  firstAfterSeconds?: number;
}

/** Throw this from a handler when retrying cannot help (bad address, refused by policy). */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/**
 * Background work with retries, stored in PostgreSQL (the same table on PGlite). Enqueue inside your
 * transaction and the job exists exactly when your data does.
 */
export interface JobsPort {
  define<P>(job: JobRef<P>, handler: (payload: P, context: JobContext) => Promise<void>, options?: JobOptions): void;
  enqueue<P>(job: JobRef<P>, payload: P, options?: EnqueueOptions): Promise<string>;
  /**
   * Enqueues many runs of one job in a few statements (a sweep's fan-out: one small job per business with work due).
   * A run whose key is already queued or running is left out. Returns how many were added.
   */
  enqueueMany<P>(job: JobRef<P>, items: ReadonlyArray<{ payload: P } & EnqueueOptions>): Promise<number>;
  /**
   * Runs a defined job on a schedule: once per interval across every Korero process on the database (the next run is
   * claimed in the database, so two processes never both fire it), and never more than one run waiting. Held, like
   * the job, while its module is switched off. Missed runs are not caught up: the next comes one interval after the
   * late one.
   */
  every<P>(job: JobRef<P>, options: ScheduleOptions<P>): void;
}

export const jobsPort = definePort<JobsPort>('jobs');
