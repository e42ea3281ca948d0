import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@korero/config/env';
import { selectAdapters, type AdapterOverrides } from '../adapters/select-adapters.ts';
import type { selectProviders } from '../adapters/select-providers.ts';
import { systemClock } from '../adapters/clock/clock.system.adapter.ts';
import { createIdentity, type Identity } from '../identity/identity.ts';
import type { Plan } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import * as ports from '../ports/index.ts';
import { AuditLog } from './audit/audit-log.ts';
import { Registry } from './container.ts';
import type { OpenedDatabase } from './database.ts';
import type { checkEntitlements } from './entitlements-check.ts';
import { PrometheusMetrics } from './metrics/prometheus.ts';
import { RequestMinutes } from './metrics/request-minutes.ts';
import { RecordChain } from './record-chain/record-chain.ts';
import { loadLedgerKey, loadSessionKeys } from './session-keys.ts';
import { SettingsStore } from './settings/settings-store.ts';

export interface KernelServicesDeps {
  env: Env;
  db: OpenedDatabase;
  /** Where the session keys are kept ('memory' for an in-memory database). */
  dataDir: string;
  providers: ReturnType<typeof selectProviders>;
  plans: Plan[];
  entitlements: ReturnType<typeof checkEntitlements>;
  publicUrl: string;
  logger: FastifyBaseLogger;
  clock?: ClockPort;
  overrides?: AdapterOverrides;
}

export type Adapters = Awaited<ReturnType<typeof selectAdapters>>;

/** What the kernel runs on besides Fastify: its ports' adapters, accounts, settings, counters and the audit log. */
export interface KernelServices {
  sessionKeys: Buffer[];
  settings: SettingsStore;
  adapters: Adapters;
  identity: Identity;
  metrics: RequestMinutes;
  /** Only where something scrapes them (METRICS_TOKEN). */
  prometheus: PrometheusMetrics | null;
  audit: AuditLog;
  /** The record of asking: every business's chain and the kernel's own. */
  recordChain: RecordChain;
  /** The ports modules ask for (`ctx.get(port)`). */
  registry: Registry;
  /** Where people write for help (SUPPORT_EMAIL): every page shows it, from the site's status. */
  supportEmail: string;
}

/** Chooses the ports' adapters by configuration and registers every port modules may ask for. */
export async function createKernelServices(deps: KernelServicesDeps): Promise<KernelServices> {
  const { env, db, logger, publicUrl } = deps;
  const sessionKeys = await loadSessionKeys(env.SESSION_KEY, deps.dataDir);
  const clock = deps.clock ?? systemClock;
  const recordChain = new RecordChain(db, clock, await loadLedgerKey(env.LEDGER_KEY, deps.dataDir));
  const settings = new SettingsStore({ db, clock, logger, defaults: SettingsStore.defaultsFor(env.SESSION_IDLE_MINUTES) });
  await settings.refresh();
  const adapters = await selectAdapters({
    env,
    providers: deps.providers,
    db,
    plans: deps.plans,
    entitlements: deps.entitlements,
    logger,
    clock,
    systemSettings: settings,
    overrides: deps.overrides,
    publicUrl,
    signingKey: sessionKeys[0]!,
    recordChain,
  });
  const identity = createIdentity({ env, db, ...adapters, settings, publicUrl, logger, recordChain, sessionKeys });
  const metrics = new RequestMinutes({ db, clock: adapters.clock, logger, idleMinutes: () => settings.current().sessionTimeoutMinutes });
  // Prometheus counters cost a little per request: kept only where something scrapes them.
  const prometheus = env.METRICS_TOKEN ? new PrometheusMetrics(metrics) : null;
  const audit = new AuditLog(db, adapters.clock, (request) => identity.auth.currentUser(request));
  const registry = registerPorts(db, adapters, identity.auth);
  registry.register(ports.metricsPort, metrics, 'kernel');
  registry.register(ports.systemSettingsPort, settings, 'kernel');
  registry.register(ports.auditPort, audit, 'kernel');
  registry.register(ports.activityPort, identity.activity, 'kernel');
  registry.register(ports.recordChainPort, recordChain, 'kernel');
  return { sessionKeys, settings, adapters, identity, metrics, prometheus, audit, recordChain, registry, supportEmail: env.SUPPORT_EMAIL };
}

/** The kernel's ports, as modules ask for them (`ctx.get(port)`). */
function registerPorts(db: OpenedDatabase, adapters: Adapters, auth: ports.AuthPort): Registry {
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
