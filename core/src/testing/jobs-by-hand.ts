import { PostgresJobs } from '../adapters/jobs/jobs.postgres.adapter.ts';
import type { JobsPort } from '../ports/jobs.port.ts';

/**
 * The job queue with its worker's rounds run by hand: the test kernel's (its timer is off unless the test starts it),
 * and the extra workers the lease tests make. The queue itself is the production one, unchanged.
 */
export class JobsByHand extends PostgresJobs {
  /** Runs every job that is due now, batch after batch, until none is left; returns how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.tick();
      total += ran;
      if (ran === 0) return total;
    }
  }

  /** Queues the scheduled jobs due at the clock's time, as each poll does; returns how many. */
  override runSchedules(): Promise<number> {
    return super.runSchedules();
  }

  /** How many runs this worker holds now (the heartbeat renews exactly these). */
  override get holding(): number {
    return super.holding;
  }
}

/** The test kernel's job queue (it is made with JobsByHand: see startTestKernel). */
export function jobsByHand(jobs: JobsPort): JobsByHand {
  if (!(jobs instanceof JobsByHand)) throw new Error('This kernel runs its jobs on their own: start it with startTestKernel.');
  return jobs;
}
