import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '@korero/config/env';
import type { AdapterOverrides } from '../adapters/select-adapters.ts';
import { selectProviders } from '../adapters/select-providers.ts';
import type { Plan } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import * as ports from '../ports/index.ts';
import type { JobEvents } from '../adapters/events/events.jobs.adapter.ts';
import type { DefinedModule, ModuleMigration, ModuleServer } from '../sdk/define-module.ts';
import type { DefinedProvider } from '../sdk/define-provider.ts';
import type { Registry } from './container.ts';
import { coreEntities, coreMigrations } from './core-schema.ts';
import { openDatabase, type DatabaseTarget, type OpenedDatabase } from './database.ts';
import { resolveModules, type ResolvedModules } from './enabled-modules.ts';
import { ConnectionWatch } from './connections.ts';
import { checkEntitlements } from './entitlements-check.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { createKernelApp, publicUrlOf } from './kernel-app.ts';
import { mountKernelRoutes, routesWithOwners } from './kernel-routes.ts';
import { createKernelServices, type KernelServices } from './kernel-services.ts';
import { stdoutDestination } from './logging.ts';
import { ModuleState, modulesPortOf } from './module-state.ts';
import { modulesAnswerOf } from './modules.routes.ts';
import { checkModuleSettings } from './module-settings.ts';
import { builtSlots, type BuiltSlots } from './built-slots.ts';
import { mountModules } from './mount-modules.ts';
import { installErrorAnswers } from './openapi.ts';
import { installRequestPipeline } from './request-pipeline.ts';
import type { RouteAccessOptions } from './pipeline/route-access.plugin.ts';
import type { RouteInfo } from './route-access.ts';
import { systemStatusFor } from './settings/status.routes.ts';
import { shutDown } from './shutdown.ts';
import { installWebAssets, type WebAssets } from './static.ts';

export interface KernelOptions {
  env: Env;
  installed: readonly DefinedModule[];
  /** Vendors' providers (config/providers.ts); enabled modules add theirs from their manifests. */
  providers?: readonly DefinedProvider[];
  /** The raw variables providers and modules read their own settings from (default process.env). */
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
  /** `npm run dev` only: pages reload after a change (dev-reload.ts, loaded only then). */
  devReload?: boolean;
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
  /** Every route the kernel serves, the kernel's and the modules', with its access level (for the sweeps). */
  routes(): RouteInfo[];
  /** The first-admin code while no admin exists, else null. */
  adminSetupCode(): Promise<string | null>;
  /** Korero made that code (ADMIN_SETUP_TOKEN is unset): only then may it be shown, and never in a log. */
  adminSetupCodeGenerated: boolean;
  listen(): Promise<string>;
  /**
   * Stops serving, then the job worker, then the database. From the start /api/health answers 503 and every answer
   * closes its connection. With `graceMs` (the server's SIGTERM), what arrives is answered until the server is quiet,
   * then the listener closes, and the whole is bounded (see shutdown.ts); without it, close waits for everything (tests).
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
  const moduleSettings = checkModuleSettings(options.installed, options.environment ?? process.env);
  const entitlements = checkEntitlements(options.installed, options.plans);
  const servers = await loadModuleServers(modules);
  const providers = chooseProviders(options, modules);
  const publicUrl = publicUrlOf(env);
  const app = createKernelApp(env, options);
  // Before anything listens, so a shutdown sees every connection.
  const connections = new ConnectionWatch(app.server);
  // Aborted when the kernel starts to close: health answers 503, answers close their connections, streams end.
  const stopping = new AbortController();
  const target = options.database ?? databaseTargetFrom(env);
  const db = await openMigratedDatabase(target, servers, app.log);
  const services = await createKernelServices({
    env,
    db,
    dataDir: target.kind === 'pglite' && target.dataDir === 'memory' ? 'memory' : path.resolve(env.DATA_DIR),
    providers,
    plans: options.plans,
    entitlements,
    publicUrl,
    logger: app.log,
    clock: options.clock,
    overrides: options.adapters,
  });

  // Before any route: every route gets its access check (deny by default), run ahead of body parsing.
  const pipeline = await installRequestPipeline(app, {
    env,
    db,
    publicUrl,
    stopping: stopping.signal,
    sessionKeys: services.sessionKeys,
    attempts: services.identity.attempts,
    answered: (request, status, ms) => {
      if (!request.url.startsWith('/api/')) return;
      services.metrics.record(ms, status);
      services.prometheus?.record(request.method, status, ms);
    },
    access: accessChecks(db, services),
  });
  // Each declared answer also gets the error shape (and the OpenAPI document, built on demand, shows it).
  installErrorAnswers(app);
  if (options.devReload) await app.register((await import('./dev-reload.ts')).devReload, { stopping: stopping.signal });
  let moduleRoutes = new Map<string, string[]>();
  const allRoutes = () => routesWithOwners(pipeline.routes, moduleRoutes);

  const state = await loadModuleState(modules, db, services, app.log);
  const slotsOf = builtSlots(options.webAssets?.moduleDir ?? null);
  await mountKernelRoutes(app, {
    db,
    services,
    modules,
    state,
    startedAt,
    stopping: stopping.signal,
    publicUrl,
    metricsToken: env.METRICS_TOKEN,
    routes: allRoutes,
    slotsOf,
  });
  moduleRoutes = await mountModules(app, {
    servers,
    runnable: new Set(modules.runnable.map((m) => m.id)),
    registry: services.registry,
    accounts: services.identity.accounts,
    events: services.adapters.events,
    state,
    env,
    settings: moduleSettings,
    publicUrl,
    webAssets: options.webAssets ?? null,
  });
  await installWebAssets(
    app,
    pagesAssets(options.webAssets ?? null, state, slotsOf, services),
    modules.runnable.filter((m) => m.web !== false).map((m) => m.id),
  );
  await app.ready();

  const stopBackground = startBackground(state, services, options.startJobs !== false);
  let closed = false;
  return {
    app,
    db,
    registry: services.registry,
    modules: state,
    events: services.adapters.events,
    publicUrl,
    env,
    get: (ref) => services.registry.get(ref),
    routes: allRoutes,
    adminSetupCode: () => services.identity.adminSetup.pendingCode(),
    adminSetupCodeGenerated: services.identity.adminSetup.generated,
    async listen() {
      return app.listen({ port: env.PORT, host: env.HOST });
    },
    async close(closeOptions = {}) {
      if (closed) return;
      closed = true;
      stopping.abort();
      await shutDown({ app, connections, stopJobs: stopBackground, closeDatabase: () => db.close() }, closeOptions.graceMs);
      if (!options.logStream) flushStdout();
    },
  };
}

/** Every installed module's server part (its tables and lifecycle load whether or not it may run). */
function loadModuleServers(modules: ResolvedModules): Promise<ModuleServers> {
  return Promise.all(modules.installed.map(async (m) => ({ manifest: m, server: m.server ? (await m.server()).default : null })));
}
type ModuleServers = Array<{ manifest: DefinedModule; server: ModuleServer | null }>;

/** Each channel's provider, its settings checked before anything opens: a bad setting stops start-up at once. */
function chooseProviders(options: KernelOptions, modules: ResolvedModules) {
  return selectProviders(
    [
      ...(options.providers ?? []).map((provider) => ({ provider, from: 'config/providers.ts' })),
      ...modules.runnable.flatMap((m) => (m.providers ?? []).map((provider) => ({ provider, from: `module "${m.id}"` }))),
    ],
    options.env,
    options.environment ?? process.env,
  );
}

/** The kernel's migrations and every installed module's: what a database of these modules is migrated with. */
function migrationsOf(servers: ModuleServers): ModuleMigration[] {
  return [...coreMigrations, ...servers.flatMap((s) => s.server?.migrations ?? [])];
}

/** The migrations a kernel of `installed` applies (test databases are made from a template migrated with them). */
export async function kernelMigrations(installed: readonly DefinedModule[]): Promise<ModuleMigration[]> {
  return migrationsOf(await loadModuleServers(resolveModules(installed)));
}

/** Opens the database with the kernel's and every installed module's tables, and brings its schema up to date. */
async function openMigratedDatabase(target: DatabaseTarget, servers: ModuleServers, logger: FastifyBaseLogger): Promise<OpenedDatabase> {
  const migrations = migrationsOf(servers);
  const db = await openDatabase({
    target,
    entities: [...coreEntities, ...servers.flatMap((s) => s.server?.entities ?? [])],
    migrations,
    logger,
  });
  try {
    await db.migrate();
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Who is asking, for the access check: the session's user, an API key's, and the audit of refused admin requests. */
function accessChecks(
  db: OpenedDatabase,
  { identity, settings, audit }: KernelServices,
): Omit<RouteAccessOptions, 'listed' | 'hasSession'> {
  return {
    currentUser: (request) => identity.auth.currentUser(request),
    settings: () => settings.current(),
    // A signed-in non-admin knocking on an admin route is a security event worth an administrator's eye: once per
    // account, route and hour with a count, so a burst of them cannot bury the administrators' own actions.
    refusedAdmin: (request) =>
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
    keyUser: identity.keyUser,
  };
}

/** Which modules are on (the run-time switch), offered as a port; a switched-off module's jobs wait for it. */
async function loadModuleState(
  modules: ResolvedModules,
  db: OpenedDatabase,
  { adapters, registry }: KernelServices,
  logger: FastifyBaseLogger,
): Promise<ModuleState> {
  const state = new ModuleState({ modules, db, clock: adapters.clock, logger });
  await state.refresh();
  registry.register(ports.modulesPort, modulesPortOf(state), 'kernel');
  // A switched-off module's jobs (its event deliveries included) wait in the queue until it is on again.
  adapters.jobs.holdWhile((job) => {
    const owner = job.slice(0, job.indexOf('.'));
    return state.isInstalled(owner) && !state.isEnabled(owner);
  });
  scheduleHousekeeping(adapters.jobs, db, adapters.clock);
  return state;
}

/** The built front ends, with what each page carries so the shell draws without asking (null: the API only). */
function pagesAssets(
  webAssets: WebAssets | null,
  state: ModuleState,
  slotsOf: BuiltSlots,
  { identity, settings, supportEmail }: KernelServices,
): WebAssets | null {
  if (!webAssets) return null;
  return {
    ...webAssets,
    isEnabled: (id) => state.isEnabled(id),
    moduleList: () => modulesAnswerOf(state, slotsOf),
    session: (request) => identity.session(request),
    status: systemStatusFor({ settings, auth: identity.auth, supportEmail }),
  };
}

/** Starts the refreshers, counters and (unless tests drain them by hand) the job worker; returns how to stop them. */
function startBackground(state: ModuleState, { settings, metrics, adapters }: KernelServices, jobs: boolean): () => Promise<void> {
  state.start();
  settings.start();
  metrics.start();
  if (jobs) adapters.jobs.start();
  return async () => {
    state.stop();
    settings.stop();
    await adapters.jobs.stop();
    // The last counts go in before the database closes.
    await metrics.stop().catch(() => undefined);
  };
}

function flushStdout(): void {
  try {
    stdoutDestination().flushSync();
  } catch {
    // A closed or busy stdout: the exit handler tries again.
  }
}
