import path from 'node:path';
import type { SystemSettingsPort } from '../ports/system-settings.port.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@korero/config/env';
import type { AiPort } from '../ports/ai.port.ts';
import type { DeclaredEntitlement, Plan } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { RecordChainPort } from '../ports/record-chain.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { PlacesPort } from '../ports/places.port.ts';
import type { StoragePort } from '../ports/storage.port.ts';
import type { ProviderChannel, ProviderChannels, ProviderDeps } from '../sdk/define-provider.ts';
import { systemClock } from './clock/clock.system.adapter.ts';
import { JobEvents } from './events/events.jobs.adapter.ts';
import { PostgresJobs, type JobsWorkerOptions } from './jobs/jobs.postgres.adapter.ts';
import { OutboxMessaging } from './messaging/messaging.outbox.adapter.ts';
import type { MessageProvider } from './messaging/provider.ts';
import { UnsubscribeLinks } from './messaging/unsubscribe-links.ts';
import type { SelectedProvider } from './select-providers.ts';

/** Adapters a test (or an embedding program) supplies instead of the configured ones. */
export interface AdapterOverrides {
  storage?: StoragePort;
  places?: PlacesPort;
  ai?: AiPort;
  messageProviders?: MessageProvider[];
  jobs?: Partial<JobsWorkerOptions>;
  /** The job queue's class: a subclass whose worker's rounds the caller runs by hand (the test kernel's). */
  jobQueue?: typeof PostgresJobs;
}

export interface AdapterInputs {
  env: Env;
  /** Each channel's provider, chosen and checked by selectProviders. */
  providers: ReadonlyMap<ProviderChannel, SelectedProvider>;
  db: Database;
  plans: Plan[];
  /** What the installed modules declare; the plans were checked against them. */
  entitlements: DeclaredEntitlement[];
  logger: FastifyBaseLogger;
  clock?: ClockPort | undefined;
  overrides?: AdapterOverrides | undefined;
  /** Where Korero is reached, for links in messages. */
  publicUrl: string;
  /** Keys unsubscribe links are signed with. */
  signingKey: Buffer;
  systemSettings: SystemSettingsPort;
  /** Where opt-outs are recorded for every business (the kernel's chain). */
  recordChain: RecordChainPort;
}

/**
 * The one place that turns settings into adapters: events, jobs and the outbox are the kernel's own; every other
 * port (and each message channel) gets the provider chosen for it (see select-providers.ts).
 * Providers import their vendor's SDK inside `create`, so only the chosen ones are loaded.
 */
export async function selectAdapters({
  env,
  providers: selected,
  db,
  plans,
  entitlements,
  logger,
  clock = systemClock,
  overrides = {},
  publicUrl,
  signingKey,
  systemSettings,
  recordChain,
}: AdapterInputs) {
  const links = new UnsubscribeLinks(signingKey, publicUrl, clock);
  const JobQueue = overrides.jobQueue ?? PostgresJobs;
  const jobs = new JobQueue(db, clock, logger.child({ part: 'jobs' }), { leaseMs: env.JOB_LEASE_MS, ...overrides.jobs });
  const events = new JobEvents(db, jobs);
  const deps = (channel: ProviderChannel): ProviderDeps => ({
    env,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    logger: logger.child({ part: channel }),
    clock,
    db,
    events,
    jobs,
    plans,
    entitlements,
    systemSettings,
    unsubscribeUrl: (c, address) => links.url(c, address),
  });
  async function create<C extends ProviderChannel>(channel: C): Promise<ProviderChannels[C] | null> {
    const choice = selected.get(channel);
    return choice ? ((await choice.provider.create(choice.settings, deps(channel))) as ProviderChannels[C]) : null;
  }
  const senders = await Promise.all((['sms', 'email', 'messenger'] as const).map((c) => create(c)));
  const messageProviders = overrides.messageProviders ?? senders.filter((p): p is MessageProvider => p !== null);
  const messaging = new OutboxMessaging(db, jobs, events, clock, logger.child({ part: 'messaging' }), messageProviders, links, recordChain);
  const storage = overrides.storage ?? (await required(create('storage')));
  const billing = await required(create('billing'));
  const places = overrides.places ?? (await required(create('places')));
  const ai = overrides.ai ?? (await required(create('ai')));
  return { clock, events, jobs, storage, messaging, billing, places, links, ai, providers: [...selected.values()] };
}

/** Ports other than messaging always have a provider: the embedded default when nothing else is chosen. */
async function required<T>(adapter: Promise<T | null>): Promise<T> {
  const value = await adapter;
  if (value === null) throw new Error('A port was left without a provider.');
  return value;
}
