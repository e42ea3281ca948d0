import type { ClockPort, Database, JobsPort, ModuleContext } from '@korero/core/sdk';
import type { JobIntake } from '../asking/job-intake.ts';
import type { CallBudget } from '../call-budget.ts';
import type { RecentJobs } from '../asking/preview.ts';
import type { OAuthConnections } from '../oauth-connections.ts';
import { oauthRoutes } from '../oauth.routes.ts';
import type { JobRulesStore } from '../rules.ts';
import type { ServiceM8Api } from './servicem8-api.ts';
import { handleServiceM8Event, servicem8EventJob } from './servicem8-events.ts';
import { servicem8RecentJobs } from './servicem8-reader.ts';
import { servicem8WebhookRoutes } from './servicem8-webhook.ts';

/** ServiceM8, when offered: connecting it, its webhook, the job that re-reads each event's job, and the dry run's jobs. */
export function wireServiceM8(
  ctx: Pick<ModuleContext, 'routes' | 'webhooks'>,
  deps: {
    db: Database;
    clock: ClockPort;
    jobs: JobsPort;
    auth: Parameters<typeof oauthRoutes>[1]['auth'];
    rules: JobRulesStore;
    intake: JobIntake;
    budget: CallBudget;
    servicem8: { connections: OAuthConnections; api: ServiceM8Api };
  },
): RecentJobs {
  const { db, clock, jobs, intake, rules, budget } = deps;
  const { api, connections } = deps.servicem8;
  // ServiceM8 allows 180 calls a minute per account: a refused call waits and tries again, doubling each time.
  jobs.define(
    servicem8EventJob,
    ({ eventKey }) => handleServiceM8Event(eventKey, { db, clock, jobs, budget, api, connections, rules, intake }),
    {
      maxAttempts: 8,
      backoffSeconds: 30,
    },
  );
  ctx.routes((app) => oauthRoutes(app, { auth: deps.auth, connections }));
  ctx.webhooks('servicem8', (app) => servicem8WebhookRoutes(app, { db, clock, jobs, connections }));
  return servicem8RecentJobs(api, connections, rules, clock, budget);
}
