import {
  auditPort,
  authPort,
  billingPort,
  clockPort,
  defineModuleServer,
  metricsPort,
  modulesPort,
  placesPort,
  systemSettingsPort,
} from '@korero/core/sdk';
import { businessDirectory } from '@korero/module-business/contract';
import { reviewsOverview } from '@korero/module-reviews/contract';
import { subscriptionAdmin } from '@korero/module-subscription/contract';
import { auditRoutes } from './audit.routes.ts';
import { overviewRoutes } from './overview.routes.ts';
import { subscriberRoutes } from './subscribers.routes.ts';
import { Subscribers } from './subscribers.service.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { systemRoutes } from './system.routes.ts';

/** A minute with more than this share of 5xx answers does not count towards uptime. */
const UPTIME_ERROR_RATE_LIMIT = 5;

export default defineModuleServer({
  setup(ctx) {
    const auth = ctx.get(authPort);
    const billing = ctx.get(billingPort);
    const audit = ctx.get(auditPort);
    const clock = ctx.get(clockPort);
    const subscribers = new Subscribers({ auth, billing, business: ctx.get(businessDirectory), places: ctx.get(placesPort) });
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
        criticalAlerts: async () => null,
        uptimeErrorRateLimit: UPTIME_ERROR_RATE_LIMIT,
      }),
    );
    ctx.routes((app) => auditRoutes(app, { audit, auth }));
    ctx.routes((app) => systemRoutes(app, { settings: ctx.get(systemSettingsPort), modules: ctx.get(modulesPort), audit, userId }));
    ctx.routes((app) => subscriptionRoutes(app, { codes: ctx.get(subscriptionAdmin), billing, clock, audit }));
  },
});
