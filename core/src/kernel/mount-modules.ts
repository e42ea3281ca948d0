import type { FastifyInstance } from 'fastify';
import type { Env } from '@korero/config/env';
import type { AccountData } from '../identity/account-data.service.ts';
import type { JobEvents } from '../adapters/events/events.jobs.adapter.ts';
import type { DefinedModule, ModuleApp, ModuleServer } from '../sdk/define-module.ts';
import type { Registry } from './container.ts';
import { sendApiNotFound } from './errors.ts';
import { KernelLifecycleContext } from './lifecycle-context.ts';
import { KernelModuleContext } from './module-context.ts';
import type { ModuleSettings } from './module-settings.ts';
import type { ModuleState } from './module-state.ts';
import { RouteClaims } from './route-claims.ts';
import { ServiceGate } from './service-gate.ts';
import type { WebAssets } from './static.ts';

export interface MountModulesDeps {
  servers: Array<{ manifest: DefinedModule; server: ModuleServer | null }>;
  /** The modules MODULES lets run. */
  runnable: ReadonlySet<string>;
  registry: Registry;
  accounts: AccountData;
  events: JobEvents;
  state: ModuleState;
  env: Env;
  /** Every installed module's own settings, checked at start-up. */
  settings: ModuleSettings;
  publicUrl: string;
  webAssets: WebAssets | null;
}

/**
 * Every installed module's lifecycle (export, account deletion), whether or not it may run; then the setup of the
 * modules that may, in dependency order, each route plugin encapsulated and answering 404 while its module is
 * switched off, and each service it provides refusing calls while it is (service-gate.ts). Each API route must be the
 * module's own (route-claims.ts): a clash stops start-up. Returns the routes each module registered ("GET /api/notes").
 */
export async function mountModules(app: FastifyInstance, deps: MountModulesDeps): Promise<Map<string, string[]>> {
  const { servers, registry, env, settings, publicUrl, state } = deps;
  for (const { manifest, server } of servers) {
    const logger = app.log.child({ module: manifest.id });
    await server?.lifecycle?.(
      new KernelLifecycleContext({ manifest, registry, accounts: deps.accounts, env, settings, publicUrl, logger }),
    );
  }

  const moduleRoutes = new Map<string, string[]>();
  const claims = new RouteClaims();
  const gate = new ServiceGate(
    (id) => state.isEnabled(id),
    servers.map((s) => s.manifest),
  );
  for (const { manifest, server } of servers) {
    if (!server || !deps.runnable.has(manifest.id)) continue;
    const webDir = deps.webAssets && manifest.web !== false ? deps.webAssets.moduleDir(manifest.id) : null;
    const logger = app.log.child({ module: manifest.id });
    const context = new KernelModuleContext({ manifest, registry, gate, events: deps.events, env, settings, publicUrl, logger, webDir });
    await server.setup(context);
    for (const route of context.routePlugins) {
      await app.register(
        (async (child: ModuleApp) => {
          child.addHook('onRoute', (added) => {
            // Vendors call webhooks signed out: a route that is not public would refuse every call.
            if (route.vendor && (added.config as { access?: string } | undefined)?.access !== 'public') {
              throw new Error(
                `Module "${manifest.id}": ${String(added.method)} ${added.url} must carry config: { access: 'public' } (vendors call webhooks signed out).`,
              );
            }
            const methods = Array.isArray(added.method) ? added.method : [added.method];
            const list = moduleRoutes.get(manifest.id) ?? [];
            for (const method of methods) {
              if (method === 'HEAD') continue;
              claims.claim(manifest, method, added.url);
              list.push(`${method} ${added.url}`);
            }
            moduleRoutes.set(manifest.id, list);
          });
          // A callback hook: it runs on every request to the module, and a promise each is measurable.
          child.addHook('onRequest', (request, reply, done) => {
            if (state.isEnabled(manifest.id)) return done();
            void sendApiNotFound(request, reply);
          });
          await route.plugin(child);
        }) as never,
        { prefix: route.prefix },
      );
    }
  }
  // Setup is done: from now on a switched-off module's services refuse every call.
  gate.arm();
  return moduleRoutes;
}
