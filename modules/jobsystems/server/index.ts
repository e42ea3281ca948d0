import { authPort, clockPort, databasePort, defineModuleServer } from '@korero/core/sdk';
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
      await db.em.execute('delete from jobsystems_event where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_rules where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const rules = new JobRulesStore(db, clock);
    ctx.routes((app) => jobSystemsRoutes(app, { auth: ctx.get(authPort), rules, env: ctx.env }));
    const xero = xeroSettings(ctx.env);
    if (xero) ctx.webhooks('xero', (app) => xeroWebhookRoutes(app, { db, clock, settings: xero }));
  },
});
