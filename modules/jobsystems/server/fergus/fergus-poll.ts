import { defineJob, type ClockPort, type JobsPort } from '@korero/core/sdk';
import type { JobIntake } from '../asking/job-intake.ts';
import type { RecentJobs } from '../asking/preview.ts';
import { budgetSpent, type CallBudget } from '../call-budget.ts';
import { ReconnectNeeded } from '../system-errors.ts';
import type { FergusConnections } from './fergus-connection.ts';
import type { FergusJob } from './fergus-api.ts';
import { readFergusJob } from './fergus-reader.ts';

/** Every 5 minutes: one small poll per connected business (issue 45). */
export const fergusSweep = defineJob<null>('jobsystems.fergusSweep');
export const fergusPoll = defineJob<{ businessId: string }>('jobsystems.fergusPoll');

/** A page of 20, at most 3 pages a poll: with each job's 3 reads, under Fergus's 100 calls a minute. */
const PAGE = 20;
const PAGES = 3;

/**
 * One business's poll: the completed jobs changed since the last poll's mark, newest first, each read in full and
 * handed to the intake (which takes each job once, however often it is seen). The mark moves to the newest job read.
 */
export async function pollFergus(
  businessId: string,
  deps: { connections: FergusConnections; intake: JobIntake; clock: ClockPort; budget: CallBudget },
): Promise<number> {
  const { connections, intake } = deps;
  const token = await connections.token(businessId);
  if (!token) return 0;
  const since = await connections.mark(businessId);
  const fresh: FergusJob[] = [];
  try {
    for (let page = 0; page < PAGES; page++) {
      // The company's minute of calls spent: the next poll goes on from the mark.
      if (await deps.budget.take('fergus', businessId, 1)) break;
      const { jobs, more } = await connections.api.completedJobs(token, PAGE, page * PAGE);
      const newer = jobs.filter((j) => j.lastModified && (!since || new Date(j.lastModified) > since));
      fresh.push(...newer);
      if (!more || newer.length < jobs.length) break;
    }
    // Oldest first, so the mark only moves past jobs already taken.
    fresh.sort((a, b) => String(a.lastModified).localeCompare(String(b.lastModified)));
    for (const job of fresh) {
      if (await deps.budget.take('fergus', businessId, 3)) break;
      await intake.take(businessId, await readFergusJob(connections.api, token, job, deps.clock.now()));
      await connections.heard(businessId, new Date(job.lastModified!));
    }
  } catch (error) {
    if (error instanceof ReconnectNeeded) {
      await connections.problem(businessId, error.message);
      return 0;
    }
    throw error;
  }
  if (fresh.length === 0) await connections.heard(businessId, null);
  return fresh.length;
}

/** The sweep and the poll, defined and scheduled. */
export function scheduleFergus(
  jobs: JobsPort,
  deps: { connections: FergusConnections; intake: JobIntake; clock: ClockPort; budget: CallBudget },
): void {
  jobs.define(fergusPoll, async ({ businessId }) => void (await pollFergus(businessId, deps)), { maxAttempts: 3, backoffSeconds: 60 });
  jobs.define(
    fergusSweep,
    async () => {
      const slot = Math.floor(deps.clock.now().getTime() / 300_000);
      const businesses = await deps.connections.polled();
      await jobs.enqueueMany(
        fergusPoll,
        businesses.map((businessId) => ({ payload: { businessId }, key: `jobsystems.fergusPoll:${businessId}:${slot}` })),
      );
    },
    { maxAttempts: 1 },
  );
  jobs.every(fergusSweep, { everySeconds: 300, payload: null, firstAfterSeconds: 120 });
}

/** The last completed jobs as jobs (the dry run). */
export function fergusRecentJobs(connections: FergusConnections, clock: ClockPort, budget: CallBudget): RecentJobs {
  return {
    provider: 'fergus',
    async recent(businessId, count) {
      const token = await connections.token(businessId);
      if (!token) return null;
      if (await budget.take('fergus', businessId, 1 + 3 * count)) throw budgetSpent('Fergus');
      const { jobs } = await connections.api.completedJobs(token, count);
      const records = [];
      for (const job of jobs) records.push(await readFergusJob(connections.api, token, job, clock.now()));
      return records;
    },
  };
}
