import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import { defineJob, type JobsPort } from '../ports/jobs.port.ts';
import { applyRetention, DAY_MS, type RetentionBounds } from '../sdk/retention.ts';

/**
 * The kernel's retention terms (decision 0032; the privacy page and docs/deploying.md state them). Finished jobs are
 * kept this long for looking into what ran; failed ones longer, as they may need a closer look. A deleted account's
 * jobs go with it at once (adapters/jobs/account-jobs.ts).
 */
export const KEEP_DONE_JOBS_DAYS = 7;
export const KEEP_FAILED_JOBS_DAYS = 30;
/** A session stops working after at most a week idle (the longest timeout Settings allow); its row goes after 30 days. */
export const KEEP_SESSION_DAYS = 30;
/** A message's words (subject and body: personal data) are cleared 30 days after it was sent, failed or refused… */
export const KEEP_MESSAGE_BODY_DAYS = 30;
/** …and its record (recipient, status: what the owner's delivery column shows) after a year. */
export const KEEP_MESSAGE_DAYS = 365;

export const pruneJobs = defineJob<null>('core.pruneJobs');
export const kernelRetention = defineJob<null>('core.retention');

const FINISHED_MESSAGE = `status in ('sent', 'failed', 'refused')`;

/** Finished jobs past their term, a bounded number of batches a run (core_job_finished_index). */
export async function pruneFinishedJobs(db: Database, clock: ClockPort, bounds?: RetentionBounds): Promise<number> {
  const now = clock.now().getTime();
  let n = 0;
  for (const [status, days] of [
    ['done', KEEP_DONE_JOBS_DAYS],
    ['failed', KEEP_FAILED_JOBS_DAYS],
  ] as const) {
    n += await applyRetention(
      db,
      {
        table: 'core_job',
        key: 'id',
        where: `status = '${status}' and finished_at < ?`,
        params: [new Date(now - days * DAY_MS)],
        orderBy: 'finished_at',
      },
      bounds,
    );
  }
  return n;
}

/** Sessions not used for 30 days, and the outbox's words and records past their terms (each index-backed). */
export async function applyKernelRetention(db: Database, clock: ClockPort, bounds?: RetentionBounds): Promise<Record<string, number>> {
  const now = clock.now().getTime();
  const before = (days: number) => new Date(now - days * DAY_MS);
  const sessions = await applyRetention(
    db,
    { table: 'core_session', key: 'id', where: 'last_seen_at < ?', params: [before(KEEP_SESSION_DAYS)], orderBy: 'last_seen_at' },
    bounds,
  );
  // Cleared words stop matching `body_text <> ''`, the partial index's predicate, so each run starts where the last ended.
  const messageBodies = await applyRetention(
    db,
    {
      table: 'core_outbox_message',
      key: 'id',
      where: `body_text <> '' and created_at < ? and ${FINISHED_MESSAGE}`,
      params: [before(KEEP_MESSAGE_BODY_DAYS)],
      orderBy: 'created_at',
      set: `body_text = '', body_html = null, subject = null`,
    },
    bounds,
  );
  const messages = await applyRetention(
    db,
    {
      table: 'core_outbox_message',
      key: 'id',
      where: `created_at < ? and ${FINISHED_MESSAGE}`,
      params: [before(KEEP_MESSAGE_DAYS)],
      orderBy: 'created_at',
    },
    bounds,
  );
  return { sessions, messageBodies, messages };
}

/** The kernel's own recurring work: its tables would otherwise grow by a row for every job, message and sign-in. */
export function scheduleHousekeeping(jobs: JobsPort, db: Database, clock: ClockPort): void {
  jobs.define(pruneJobs, async () => void (await pruneFinishedJobs(db, clock)), { maxAttempts: 3 });
  jobs.every(pruneJobs, { everySeconds: 6 * 3600, payload: null, firstAfterSeconds: 600 });
  // Hourly: each run is bounded (batches), so a busy deployment's day of rows is worked off over the day's runs.
  jobs.define(kernelRetention, async () => void (await applyKernelRetention(db, clock)), { maxAttempts: 3 });
  jobs.every(kernelRetention, { everySeconds: 3600, payload: null, firstAfterSeconds: 900 });
}
