import type { ClockPort, Database, JobsPort, ModuleContext } from '@korero/core/sdk';
import type { JobIntake } from '../asking/job-intake.ts';
import type { CallBudget } from '../call-budget.ts';
import type { RecentJobs } from '../asking/preview.ts';
import type { OAuthConnections } from '../oauth-connections.ts';
import { oauthRoutes } from '../oauth.routes.ts';
import type { XeroSettings } from '../settings.ts';
import type { XeroApi } from './xero-api.ts';
import { handleXeroEvent, xeroEventJob } from './xero-events.ts';
import { xeroRecentJobs } from './xero-reader.ts';
import { xeroWebhookRoutes } from './xero-webhook.ts';

/** Xero, when offered: connecting it, its signed webhook, the job that reads each event, and its jobs for the dry run. */
export function wireXero(
  ctx: Pick<ModuleContext, 'routes' | 'webhooks'>,
  deps: {
    db: Database;
    clock: ClockPort;
    jobs: JobsPort;
    auth: Parameters<typeof oauthRoutes>[1]['auth'];
    intake: JobIntake;
    budget: CallBudget;
    settings: XeroSettings;
    xero: { connections: OAuthConnections; api: XeroApi };
  },
): RecentJobs {
  const { db, clock, jobs, intake, budget } = deps;
  const { api, connections } = deps.xero;
  // Xero allows 60 calls a minute per organisation: the budget keeps under it; a 429 all the same waits and tries again.
  jobs.define(xeroEventJob, ({ eventKey }) => handleXeroEvent(eventKey, { db, clock, jobs, budget, api, connections, intake }), {
    maxAttempts: 8,
    backoffSeconds: 30,
  });
  ctx.routes((app) => oauthRoutes(app, { auth: deps.auth, connections }));
  ctx.webhooks('xero', (app) => xeroWebhookRoutes(app, { db, clock, jobs, settings: deps.settings, connections }));
  return xeroRecentJobs(api, connections, budget);
}
