import type { FastifyInstance } from 'fastify';
import type { ModuleApp } from '../sdk/define-module.ts';
import type { BuiltSlots } from './built-slots.ts';
import type { OpenedDatabase } from './database.ts';
import type { ResolvedModules } from './enabled-modules.ts';
import { healthRoutes } from './health.routes.ts';
import { mountInboundRoutes } from './inbound-routes.ts';
import type { KernelServices } from './kernel-services.ts';
import { metricsRoute } from './metrics/prometheus.ts';
import type { ModuleState } from './module-state.ts';
import { modulesRoutes } from './modules.routes.ts';
import { openApiRoutes } from './openapi.ts';
import { outboxRoutes } from './outbox.routes.ts';
import type { RouteInfo } from './route-access.ts';
import { systemStatusRoutes } from './settings/status.routes.ts';

export interface KernelRoutesDeps {
  db: OpenedDatabase;
  services: KernelServices;
  modules: ResolvedModules;
  state: ModuleState;
  startedAt: Date;
  /** Aborted when the kernel starts to close: /api/health then answers 503. */
  stopping: AbortSignal;
  publicUrl: string;
  metricsToken: string | undefined;
  /** Every route served, for the OpenAPI document (built on demand). */
  routes: () => RouteInfo[];
  /** The slots each module's built front end fills (GET /api/modules). */
  slotsOf: BuiltSlots;
}

/** The kernel's own routes: /api (health, modules, status, accounts, outbox, OpenAPI), /metrics and providers' inbound routes. */
export async function mountKernelRoutes(app: FastifyInstance, deps: KernelRoutesDeps): Promise<void> {
  const { db, services, modules, state } = deps;
  const { identity, settings, adapters, registry } = services;
  const kernelRoutes = async (api: ModuleApp) => {
    await healthRoutes(api, { db, startedAt: deps.startedAt, stopping: deps.stopping });
    await modulesRoutes(api, { state, slotsOf: deps.slotsOf });
    await systemStatusRoutes(api, { settings, auth: identity.auth, supportEmail: services.supportEmail });
    await identity.routes(api, {
      audit: services.audit,
      // Only the scopes of modules switched on now: a key for a switched-off module's routes could do nothing.
      scopes: () =>
        modules.runnable.filter((m) => state.isEnabled(m.id)).flatMap((m) => (m.apiScopes ?? []).map((s) => ({ ...s, module: m.id }))),
    });
    await outboxRoutes(api, { auth: identity.auth, messaging: adapters.messaging });
    await openApiRoutes(api, { routes: deps.routes, version: '1.0', publicUrl: deps.publicUrl });
  };
  await app.register(kernelRoutes as never, { prefix: '/api' });
  await metricsRoute(app, deps.metricsToken, services.prometheus);
  await mountInboundRoutes(app, { ...adapters, publicUrl: deps.publicUrl, logger: app.log, get: (ref) => registry.get(ref) });
}

/** Each route with the module that registered it ('kernel' for the rest). */
export function routesWithOwners(routes: readonly RouteInfo[], moduleRoutes: ReadonlyMap<string, string[]>): RouteInfo[] {
  const owners = new Map([...moduleRoutes].flatMap(([id, list]) => list.map((route) => [route, id] as const)));
  return routes.map((route) => ({ ...route, module: owners.get(`${route.method} ${route.url}`) ?? 'kernel' }));
}
