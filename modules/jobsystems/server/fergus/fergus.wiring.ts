import type { ClockPort, JobsPort, ModuleContext } from '@korero/core/sdk';
import type { JobIntake } from '../asking/job-intake.ts';
import type { CallBudget } from '../call-budget.ts';
import type { RecentJobs } from '../asking/preview.ts';
import type { FergusConnections } from './fergus-connection.ts';
import { fergusRecentJobs, scheduleFergus } from './fergus-poll.ts';
import { fergusRoutes } from './fergus.routes.ts';

/** Fergus: connecting by token, the poll every 5 minutes (Fergus has no webhooks), and its jobs for the dry run. */
export function wireFergus(
  ctx: Pick<ModuleContext, 'routes'>,
  deps: {
    clock: ClockPort;
    jobs: JobsPort;
    auth: Parameters<typeof fergusRoutes>[1]['auth'];
    intake: JobIntake;
    budget: CallBudget;
    fergus: FergusConnections;
  },
): RecentJobs {
  scheduleFergus(deps.jobs, { connections: deps.fergus, intake: deps.intake, clock: deps.clock, budget: deps.budget });
  ctx.routes((app) => fergusRoutes(app, { auth: deps.auth, connections: deps.fergus }));
  return fergusRecentJobs(deps.fergus, deps.clock, deps.budget);
}
