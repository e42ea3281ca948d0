import { authPort, clockPort, databasePort, defineJob, defineModuleServer, jobsPort, messagingPort, secretBox } from '@korero/core/sdk';
import { complianceLedger } from '@korero/module-compliance/contract';
import { invitesCreator } from '@korero/module-invites/contract';
import { teamsDirectory } from '@korero/module-teams/contract';
import { askingRoutes } from './asking.routes.ts';
import { JobIntake } from './asking/job-intake.ts';
import type { RecentJobs } from './asking/preview.ts';
import { People } from './people.ts';
import { migrations } from './migrations/index.ts';
import { OAuthConnections } from './oauth-connections.ts';
import { oauthRoutes } from './oauth.routes.ts';
import { jobSystemsRoutes } from './routes.ts';
import { JobRulesStore } from './rules.ts';
import { xeroSettings } from './settings.ts';
import { XeroApi } from './xero/xero-api.ts';
import { handleXeroEvent, xeroEventJob } from './xero/xero-events.ts';
import { xeroRecentJobs } from './xero/xero-reader.ts';
import { xeroWebhookRoutes } from './xero/xero-webhook.ts';

/** Held jobs are asked by this sweep, so one held overnight goes within minutes of 9:00. */
const askDue = defineJob<null>('jobsystems.askDue');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    // The rules and the consent basis (who confirmed it, when, in what words): the owner's record to keep.
    ctx.exportData(async (businessId) => {
      const rows = (query: string) => db.em.execute<Array<Record<string, unknown>>>(query, [businessId]);
      const [rules] = await rows('select * from jobsystems_rules where business_id = ?');
      return {
        rules: rules ?? null,
        // The connections without their tokens: which systems, which organisation, since when.
        connections: await rows(
          'select provider, organisation, connected_by, connected_at, last_event_at, problem from jobsystems_connection where business_id = ?',
        ),
        // Every job a system told of, with what the rules made of it and the customer's details as the system gave them.
        jobs: await rows(
          `select provider, external_id, label, customer_name, outcome, reason, note, channel, send_at, ledger_job_id, invitation_id, record, created_at, updated_at
             from jobsystems_job where business_id = ? order by created_at`,
        ),
        people: await rows(
          'select provider, external_id, name, team_member_id, seen_at from jobsystems_person where business_id = ? order by name',
        ),
      };
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
      const api = xero.system as XeroApi;
      sources.push(xeroRecentJobs(api, xero));
      // Xero allows 60 calls a minute per organisation: a refused call waits and tries again, doubling each time.
      jobs.define(xeroEventJob, ({ eventKey }) => handleXeroEvent(eventKey, { db, clock, api, connections: xero, intake }), {
        maxAttempts: 8,
        backoffSeconds: 30,
      });
      ctx.routes((app) => oauthRoutes(app, { auth, connections: xero }));
      ctx.webhooks('xero', (app) => xeroWebhookRoutes(app, { db, clock, jobs, settings, connections: xero }));
    }
    ctx.routes((app) => jobSystemsRoutes(app, { auth, db, rules, env: ctx.env }));
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
): OAuthConnections | null {
  const settings = xeroSettings(ctx.env);
  if (!settings || !ctx.env.SECRETS_KEY?.length) return null;
  const system = new XeroApi(settings, `${ctx.publicUrl}/api/job-systems/xero/callback`);
  return new OAuthConnections({ db, clock: ctx.get(clockPort), box: secretBox(ctx.env.SECRETS_KEY), system, logger: ctx.logger });
}
