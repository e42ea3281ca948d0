import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import { defineJob, type JobsPort } from '../ports/jobs.port.ts';

const DAY_MS = 86_400_000;
/**
 * Finished jobs are kept this long for looking into what ran; failed ones longer, as they may need a closer look. A
 * deleted account's jobs go with it at once (adapters/jobs/account-jobs.ts).
 */
const KEEP_DONE_DAYS = 7;
const KEEP_FAILED_DAYS = 30;

export const pruneJobs = defineJob<null>('core.pruneJobs');

/** The kernel's own recurring work: the job table would otherwise grow by a row for every message and event. */
export function scheduleHousekeeping(jobs: JobsPort, db: Database, clock: ClockPort): void {
  jobs.define(
    pruneJobs,
    async () => {
      const now = clock.now().getTime();
      await db.em.execute(
        `delete from core_job where (status = 'done' and finished_at < ?) or (status = 'failed' and finished_at < ?)`,
        [new Date(now - KEEP_DONE_DAYS * DAY_MS), new Date(now - KEEP_FAILED_DAYS * DAY_MS)],
        'run',
      );
    },
    { maxAttempts: 3 },
  );
  jobs.every(pruneJobs, { everySeconds: 6 * 3600, payload: null, firstAfterSeconds: 600 });
}
