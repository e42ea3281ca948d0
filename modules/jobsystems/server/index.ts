import { authPort, clockPort, databasePort, defineModuleServer, secretBox } from '@korero/core/sdk';
import { XeroConnections } from './connections.ts';
import { XeroApi } from './xero-api.ts';
import { xeroRoutes } from './xero.routes.ts';
import { migrations } from './migrations/index.ts';
import { jobSystemsRoutes } from './routes.ts';
import { JobRulesStore } from './rules.ts';
import { xeroSettings } from './settings.ts';
import { xeroWebhookRoutes } from './xero-webhook.ts';

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
      await db.em.execute('delete from jobsystems_rules where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const rules = new JobRulesStore(db, clock);
    const auth = ctx.get(authPort);
    const xero = xeroConnectionsOf(ctx, db);
    ctx.routes((app) => jobSystemsRoutes(app, { auth, rules, env: ctx.env, connections: xero }));
    const settings = xeroSettings(ctx.env);
    if (settings && xero) {
      ctx.routes((app) => xeroRoutes(app, { auth, connections: xero }));
      ctx.webhooks('xero', (app) => xeroWebhookRoutes(app, { db, clock, settings, connections: xero }));
    }
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
