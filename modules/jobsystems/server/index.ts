import { authPort, clockPort, databasePort, defineJob, defineModuleServer, jobsPort, messagingPort, secretBox } from '@korero/core/sdk';
import { complianceLedger } from '@korero/module-compliance/contract';
import { invitesCreator } from '@korero/module-invites/contract';
import { teamsDirectory } from '@korero/module-teams/contract';
import { askingRoutes } from './asking.routes.ts';
import { JobIntake } from './asking/job-intake.ts';
import type { RecentJobs } from './asking/preview.ts';
import { People } from './people.ts';
import { handleXeroEvent, xeroEventJob } from './xero-events.ts';
import { xeroRecentJobs } from './xero-reader.ts';
import { XeroConnections } from './connections.ts';
import { XeroApi } from './xero-api.ts';
import { xeroRoutes } from './xero.routes.ts';
import { migrations } from './migrations/index.ts';
import { jobSystemsRoutes } from './routes.ts';
import { JobRulesStore } from './rules.ts';
import { xeroSettings } from './settings.ts';
import { xeroWebhookRoutes } from './xero-webhook.ts';

/** Held jobs are asked by this sweep, so one held overnight goes within minutes of 9:00. */
const askDue = defineJob<null>('jobsystems.askDue');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    // The rules and the consent basis (who confirmed it, when, in what words): the owner's record to keep.
    ctx.exportData(async (businessId) => {
      const [rules] = await db.em.execute<Array<Record<string, unknown>>>('select * from jobsystems_rules where business_id = ?', [
        businessId,
      ]);
      return { rules: rules ?? null };
    });
    ctx.deleteAccount(async (businessId) => {
      // Xero is told first (the token revoked), then everything is forgotten.
      const xero = xeroConnectionsOf(ctx, db);
      if (xero) await xero.disconnect(businessId);
      await db.em.execute('delete from jobsystems_connection where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_login where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_event where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_job where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_person where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_rules where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const rules = new JobRulesStore(db, clock);
    const auth = ctx.get(authPort);
    const jobs = ctx.get(jobsPort);
    const xero = xeroConnectionsOf(ctx, db);
    const people = new People(db, clock, ctx.find(teamsDirectory));
    const intake = new JobIntake({
      db,
      clock,
      rules,
      ledger: ctx.get(complianceLedger),
      invites: ctx.get(invitesCreator),
      messaging: ctx.get(messagingPort),
      people,
      logger: ctx.logger,
    });
    jobs.define(askDue, async () => void (await intake.askDue()), { maxAttempts: 1 });
    jobs.every(askDue, { everySeconds: 300, payload: null, firstAfterSeconds: 60 });
    const sources: RecentJobs[] = [];
    const settings = xeroSettings(ctx.env);
    if (settings && xero) {
      const api = xero.api;
      sources.push(xeroRecentJobs(api, xero));
      // Xero allows 60 calls a minute per organisation: a refused call waits and tries again, doubling each time.
      jobs.define(xeroEventJob, ({ eventKey }) => handleXeroEvent(eventKey, { db, clock, api, connections: xero, intake }), {
        maxAttempts: 8,
        backoffSeconds: 30,
      });
      ctx.routes((app) => xeroRoutes(app, { auth, connections: xero }));
      ctx.webhooks('xero', (app) => xeroWebhookRoutes(app, { db, clock, jobs, settings, connections: xero }));
    }
    ctx.routes((app) => jobSystemsRoutes(app, { auth, rules, env: ctx.env, connections: xero }));
    ctx.routes((app) => askingRoutes(app, { auth, db, people, rules, intake, sources }));
  },
});

/** The Xero connections, when this Korero offers Xero (its settings and SECRETS_KEY); else null. */
function xeroConnectionsOf(
  ctx: {
    env: Parameters<typeof xeroSettings>[0];
    publicUrl: string;
    get: <T>(ref: import('@korero/core/sdk').Ref<T>) => T;
    logger: { warn(o: object, m: string): void };
  },
  db: import('@korero/core/sdk').Database,
): XeroConnections | null {
  const settings = xeroSettings(ctx.env);
  if (!settings || !ctx.env.SECRETS_KEY?.length) return null;
  const api = new XeroApi(settings, `${ctx.publicUrl}/api/job-systems/xero/callback`);
  return new XeroConnections({ db, clock: ctx.get(clockPort), box: secretBox(ctx.env.SECRETS_KEY), api, logger: ctx.logger });
}
