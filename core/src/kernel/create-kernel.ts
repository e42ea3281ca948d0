import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from '@korero/config/env';
import { selectAdapters, type AdapterOverrides } from '../adapters/select-adapters.ts';
import { selectProviders } from '../adapters/select-providers.ts';
import { createIdentity } from '../identity/identity.ts';
import type { Plan } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import * as ports from '../ports/index.ts';
import type { JobEvents } from '../adapters/events/events.jobs.adapter.ts';
import type { DefinedModule, ModuleApp, ModuleMigration } from '../sdk/define-module.ts';
import type { DefinedProvider } from '../sdk/define-provider.ts';
import { DEFAULT_BODY_LIMIT } from './body-limit.ts';
import { Registry } from './container.ts';
import { coreEntities, coreMigrations } from './core-schema.ts';
import { openDatabase, type DatabaseTarget, type OpenedDatabase } from './database.ts';
import { resolveModules } from './enabled-modules.ts';
import { checkEntitlements } from './entitlements-check.ts';
import { installErrorHandling } from './errors.ts';
import { healthRoutes } from './health.routes.ts';
import { mountInboundRoutes } from './inbound-routes.ts';
import { installInputGuard } from './input-guard.ts';
import { loggerOptions, stdoutDestination } from './logging.ts';
import { metricsRoute, PrometheusMetrics } from './metrics/prometheus.ts';
import { RequestMinutes } from './metrics/request-minutes.ts';
import { AuditLog } from './audit/audit-log.ts';
import { SettingsStore } from './settings/settings-store.ts';
import { systemStatusFor, systemStatusRoutes } from './settings/status.routes.ts';
import { systemClock } from '../adapters/clock/clock.system.adapter.ts';
import { ModuleState, modulesPortOf } from './module-state.ts';
import { modulesAnswerOf, modulesRoutes } from './modules.routes.ts';
import { mountModules } from './mount-modules.ts';
import { installErrorAnswers, openApiRoutes } from './openapi.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { installRequestPipeline } from './request-pipeline.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { installRouteAccess, type RouteInfo } from './route-access.ts';
import { shutDown } from './shutdown.ts';
import { loadSessionKeys } from './session-keys.ts';
import { installWebAssets, type WebAssets } from './static.ts';
import { checkingSerializer } from './checked-answers.ts';

export interface KernelOptions {
  env: Env;
  installed: readonly DefinedModule[];
  /** Vendors' providers (config/providers.ts); enabled modules add theirs from their manifests. */
  providers?: readonly DefinedProvider[];
  /** The raw variables providers read their own settings from (default process.env). */
  environment?: Record<string, string | undefined>;
  plans: Plan[];
  /** Default: DATABASE_URL, else PGlite under DATA_DIR. */
  database?: DatabaseTarget;
  /** Where the built front ends are; null serves the API only (tests). */
  webAssets?: WebAssets | null;
  clock?: ClockPort;
  /** Run the background job worker (default true; tests drain jobs by hand). */
  startJobs?: boolean;
  /** Replace adapters (tests point them at local stand-ins). */
  adapters?: AdapterOverrides;
  /** Log through pino (default true). */
  log?: boolean;
  /** Where log lines go instead of stdout (tests read them to check nothing secret is logged). */
  logStream?: { write(line: string): void };
}

export interface Kernel {
  app: FastifyInstance;
  db: OpenedDatabase;
  registry: Registry;
  /** Which modules are on, and the run-time switch (`setEnabled`). */
  modules: ModuleState;
  /** The kernel's side of events: tests and kernel parts listen here (modules use `ctx.on`). */
  events: JobEvents;
  publicUrl: string;
  env: Env;
  get<T>(ref: ports.Ref<T>): T;
  /** The API routes each module registered ("GET /api/notes"), for tests and the admin's module list. */
  routesOf(moduleId: string): string[];
  /** Every route the kernel serves, the kernel's and the modules', with its access level (for the sweeps). */
  routes(): RouteInfo[];
  /** The first-admin code while no admin exists, else null. */
  adminSetupCode(): Promise<string | null>;
  /** Korero made that code (ADMIN_SETUP_TOKEN is unset): only then may it be shown, and never in a log. */
  adminSetupCodeGenerated: boolean;
  listen(): Promise<string>;
  /**
   * Stops serving, then the job worker, then the database. With `graceMs` (the server's SIGTERM), requests in flight
   * get that long and the rest is bounded too (see shutdown.ts); without it, close waits for everything (tests).
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export function databaseTargetFrom(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? {
        kind: 'postgresql',
        url: env.DATABASE_URL,
        poolMax: env.DATABASE_POOL_MAX,
        timeouts: {
          connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        },
      }
    : { kind: 'pglite', dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') };
}

/**
 * Builds Korero: database, ports, every installed module's tables and lifecycle (export, account deletion), and the
 * routes, services and handlers of the modules MODULES lets run. Nothing listens until `listen()`.
 */
export async function createKernel(options: KernelOptions): Promise<Kernel> {
  const { env } = options;
  const startedAt = new Date();
  const modules = resolveModules(options.installed, env.MODULES);
  const entitlements = checkEntitlements(options.installed, options.plans);
  const servers = await Promise.all(
    modules.installed.map(async (m) => ({ manifest: m, server: m.server ? (await m.server()).default : null })),
  );
  // Each channel's provider, its settings checked before anything opens: a bad setting stops start-up at once.
  const providers = selectProviders(
    [
      ...(options.providers ?? []).map((provider) => ({ provider, from: 'config/providers.ts' })),
      ...modules.runnable.flatMap((m) => (m.providers ?? []).map((provider) => ({ provider, from: `module "${m.id}"` }))),
    ],
    env,
    options.environment ?? process.env,
  );

  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(/\/+$/, '');

  const app = Fastify({
    logger: options.log === false ? false : { ...loggerOptions(env.LOG_LEVEL), stream: options.logStream ?? stdoutDestination() },
    genReqId: () => randomUUID(),
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(checkingSerializer);
  installErrorHandling(app);
  installInputGuard(app);
  // JSON only: a text/plain body would otherwise reach the validators as a string.
  app.removeContentTypeParser('text/plain');

  const target = options.database ?? databaseTargetFrom(env);
  const migrations: ModuleMigration[] = [...coreMigrations, ...servers.flatMap((s) => s.server?.migrations ?? [])];
  const db = await openDatabase({
    target,
    entities: [...coreEntities, ...servers.flatMap((s) => s.server?.entities ?? [])],
    migrations,
    logger: app.log,
  });
  try {
    await db.migrate();
  } catch (error) {
    await db.close();
    throw error;
  }

  // Ports, chosen by configuration.
  const dataDir = target.kind === 'pglite' && target.dataDir === 'memory' ? 'memory' : path.resolve(env.DATA_DIR);
  const sessionKeys = await loadSessionKeys(env.SESSION_KEY, dataDir);
  const clock = options.clock ?? systemClock;
  const settings = new SettingsStore({ db, clock, logger: app.log, defaults: SettingsStore.defaultsFor(env.SESSION_IDLE_MINUTES) });
  await settings.refresh();
  const adapters = await selectAdapters({
    env,
    providers,
    db,
    plans: options.plans,
    entitlements,
    logger: app.log,
    clock,
    systemSettings: settings,
    overrides: options.adapters,
    publicUrl,
    signingKey: sessionKeys[0]!,
  });
  const identity = createIdentity({ env, db, ...adapters, settings, publicUrl, logger: app.log });
  const metrics = new RequestMinutes({
    db,
    clock: adapters.clock,
    logger: app.log,
    idleMinutes: () => settings.current().sessionTimeoutMinutes,
  });
  // Prometheus counters cost a little per request: kept only where something scrapes them.
  const prometheus = env.METRICS_TOKEN ? new PrometheusMetrics(metrics) : null;
  const registry = registerPorts(db, adapters, identity.auth);
  registry.register(ports.metricsPort, metrics, 'kernel');
  registry.register(ports.systemSettingsPort, settings, 'kernel');
  const audit = new AuditLog(db, adapters.clock, (request) => identity.auth.currentUser(request));
  registry.register(ports.auditPort, audit, 'kernel');

  const markStopping = await installRequestPipeline(app, {
    env,
    db,
    publicUrl,
    sessionKeys,
    attempts: identity.attempts,
    answered: (request, status, ms) => {
      if (!request.url.startsWith('/api/')) return;
      metrics.record(ms, status);
      prometheus?.record(request.method, status, ms);
    },
  });
  // Before any route: every route gets its access check (deny by default), run ahead of body parsing.
  const routeList = installRouteAccess(
    app,
    (request) => identity.auth.currentUser(request),
    () => settings.current(),
    // A signed-in non-admin knocking on an admin route is a security event worth an administrator's eye: once per
    // account, route and hour with a count, so a burst of them cannot bury the administrators' own actions.
    (request) =>
      db.withContext(() =>
        audit.recordRepeated(
          request,
          {
            action: 'security.admin_access_denied',
            targetType: 'route',
            targetId: `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 120),
            details: { message: `A signed-in non-administrator was refused ${request.method} ${request.url.split('?')[0]}.` },
          },
          60 * 60_000,
        ),
      ),
    identity.keyUser,
  );
  // Each declared answer also gets the error shape (and the OpenAPI document, built on demand, shows it).
  installErrorAnswers(app);
  let moduleRoutes = new Map<string, string[]>();
  const allRoutes = () => {
    const owners = new Map([...moduleRoutes].flatMap(([id, list]) => list.map((route) => [route, id] as const)));
    return routeList.map((route) => ({ ...route, module: owners.get(`${route.method} ${route.url}`) ?? 'kernel' }));
  };

  const state = new ModuleState({ modules, db, clock: adapters.clock, logger: app.log });
  await state.refresh();
  registry.register(ports.modulesPort, modulesPortOf(state), 'kernel');
  // A switched-off module's jobs (its event deliveries included) wait in the queue until it is on again.
  adapters.jobs.holdWhile((job) => {
    const owner = job.slice(0, job.indexOf('.'));
    return state.isInstalled(owner) && !state.isEnabled(owner);
  });
  scheduleHousekeeping(adapters.jobs, db, adapters.clock);
  const kernelRoutes = async (api: ModuleApp) => {
    await healthRoutes(api, { db, startedAt });
    await modulesRoutes(api, { state });
    await systemStatusRoutes(api, { settings, auth: identity.auth });
    await identity.routes(api, {
      audit,
      // Only the scopes of modules switched on now: a key for a switched-off module's routes could do nothing.
      scopes: () =>
        modules.runnable.filter((m) => state.isEnabled(m.id)).flatMap((m) => (m.apiScopes ?? []).map((s) => ({ ...s, module: m.id }))),
    });
    await outboxRoutes(api, { auth: identity.auth, messaging: adapters.messaging });
    await openApiRoutes(api, { routes: allRoutes, version: '1.0', publicUrl });
  };
  await app.register(kernelRoutes as never, { prefix: '/api' });
  await metricsRoute(app, env.METRICS_TOKEN, prometheus);
  await mountInboundRoutes(app, { ...adapters, publicUrl, logger: app.log, get: (ref) => registry.get(ref) });
  moduleRoutes = await mountModules(app, {
    servers,
    runnable: new Set(modules.runnable.map((m) => m.id)),
    registry,
    accounts: identity.accounts,
    events: adapters.events,
    state,
    env,
    publicUrl,
    webAssets: options.webAssets ?? null,
  });

  await installWebAssets(
    app,
    options.webAssets
      ? {
          ...options.webAssets,
          isEnabled: (id) => state.isEnabled(id),
          moduleList: () => modulesAnswerOf(state),
          session: (request) => identity.session(request),
          status: systemStatusFor({ settings, auth: identity.auth }),
        }
      : null,
    modules.runnable.filter((m) => m.web !== false).map((m) => m.id),
  );
  await app.ready();
  state.start();
  settings.start();
  metrics.start();
  if (options.startJobs !== false) adapters.jobs.start();

  let closed = false;
  return {
    app,
    db,
    registry,
    modules: state,
    events: adapters.events,
    publicUrl,
    env,
    get: (ref) => registry.get(ref),
    routesOf: (id) => [...(moduleRoutes.get(id) ?? [])],
    routes: allRoutes,
    adminSetupCode: () => identity.adminSetup.pendingCode(),
    adminSetupCodeGenerated: identity.adminSetup.generated,
    async listen() {
      return app.listen({ port: env.PORT, host: env.HOST });
    },
    async close(closeOptions = {}) {
      if (closed) return;
      closed = true;
      markStopping();
      const stopJobs = async () => {
        state.stop();
        settings.stop();
        await adapters.jobs.stop();
        // The last counts go in before the database closes.
        await metrics.stop().catch(() => undefined);
      };
      await shutDown({ app, stopJobs, closeDatabase: () => db.close() }, closeOptions.graceMs);
      if (!options.logStream) {
        try {
          stdoutDestination().flushSync();
        } catch {
          // A closed or busy stdout: the exit handler tries again.
        }
      }
    },
  };
}

/** The kernel's ports, as modules ask for them (`ctx.get(port)`). */
function registerPorts(db: OpenedDatabase, adapters: Awaited<ReturnType<typeof selectAdapters>>, auth: ports.AuthPort): Registry {
  const registry = new Registry();
  registry.register(ports.databasePort, db, 'kernel');
  registry.register(ports.clockPort, adapters.clock, 'kernel');
  registry.register(ports.eventsPort, adapters.events, 'kernel');
  registry.register(ports.jobsPort, adapters.jobs, 'kernel');
  registry.register(ports.storagePort, adapters.storage, 'kernel');
  registry.register(ports.messagingPort, adapters.messaging, 'kernel');
  registry.register(ports.billingPort, adapters.billing, 'kernel');
  registry.register(ports.placesPort, adapters.places, 'kernel');
  registry.register(ports.aiPort, adapters.ai, 'kernel');
  registry.register(ports.authPort, auth, 'kernel');
  return registry;
}
