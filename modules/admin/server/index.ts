import {
  auditPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineJob,
  defineModuleServer,
  jobsPort,
  messagingPort,
  metricsPort,
  modulesPort,
  placesPort,
  systemSettingsPort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { reviewsOverview } from '@korero/module-reviews/contract';
import { subscriptionAdmin } from '@korero/module-subscription/contract';
import path from 'node:path';
import { alertThresholds } from '@korero/config/alerts';
import { Alert } from './alerts/alert.entity.ts';
import { alertRoutes } from './alerts/alerts.routes.ts';
import { Alerts } from './alerts/alerts.service.ts';
import { backupRoutes } from './alerts/backups.routes.ts';
import { Backups } from './alerts/backups.service.ts';
import { auditRoutes } from './audit.routes.ts';
import { migrations } from './migrations/index.ts';
import { overviewRoutes } from './overview.routes.ts';
import { subscriberRoutes } from './subscribers.routes.ts';
import { Subscribers } from './subscribers.service.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { systemRoutes } from './system.routes.ts';

const systemCheck = defineJob<null>('admin.systemCheck');
const dailyBackup = defineJob<null>('admin.backup');

export default defineModuleServer({
  entities: [Alert],
  migrations,
  setup(ctx) {
    const auth = ctx.get(authPort);
    const billing = ctx.get(billingPort);
    const audit = ctx.get(auditPort);
    const clock = ctx.get(clockPort);
    const subscribers = new Subscribers({ auth, billing, business: ctx.get(businessDirectory), places: ctx.get(placesPort) });
    const settings = ctx.get(systemSettingsPort);
    const db = ctx.get(databasePort);
    const jobs = ctx.get(jobsPort);
    const alerts = new Alerts({
      db,
      clock,
      metrics: ctx.get(metricsPort),
      settings,
      messaging: ctx.get(messagingPort),
      auth,
      thresholds: alertThresholds,
      logger: ctx.logger,
      alertsUrl: `${ctx.publicUrl}/admin/alerts`,
    });
    const backups = new Backups({ db, clock, alerts, directory: path.resolve(ctx.env.DATA_DIR, 'backups') });

    // Every 5 minutes in one process (the schedule is claimed in the database), and on demand from /admin/alerts.
    jobs.define(systemCheck, async () => void (await alerts.check()), { maxAttempts: 1 });
    jobs.every(systemCheck, { everySeconds: 300, payload: null, firstAfterSeconds: 60 });
    // Daily while the autoBackups setting is on; a failure raises a critical alert rather than retrying all day.
    jobs.define(dailyBackup, async () => void (settings.current().autoBackups ? await backups.run() : undefined), { maxAttempts: 2 });
    jobs.every(dailyBackup, { everySeconds: 86_400, payload: null, firstAfterSeconds: 3_600 });

    const userId = (request: Parameters<typeof auth.user>[0] | null) => (request ? auth.user(request).id : null);

    ctx.routes((app) => subscriberRoutes(app, { subscribers, billing, audit, deleteAccount: (id) => auth.deleteAccount(id) }));
    ctx.routes((app) =>
      overviewRoutes(app, {
        auth,
        billing,
        clock,
        audit,
        metrics: ctx.get(metricsPort),
        reviews: ctx.find(reviewsOverview),
        business: ctx.get(businessDirectory),
        criticalAlerts: () => alerts.openCritical(),
        uptimeErrorRateLimit: alertThresholds.errorRatePercent,
      }),
    );
    ctx.routes((app) => auditRoutes(app, { audit, auth }));
    ctx.routes((app) => alertRoutes(app, { alerts, audit }));
    ctx.routes((app) => backupRoutes(app, { backups, settings, audit }));
    ctx.routes((app) => systemRoutes(app, { settings, modules: ctx.get(modulesPort), audit, userId }));
    ctx.routes((app) => subscriptionRoutes(app, { codes: ctx.get(subscriptionAdmin), billing, clock, audit }));
  },
});
