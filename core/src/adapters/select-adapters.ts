import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@korero/config/env';
import type { Plan } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { PlacesPort } from '../ports/places.port.ts';
import type { StoragePort } from '../ports/storage.port.ts';
import { LocalBilling } from './billing/billing.local.adapter.ts';
import { systemClock } from './clock/clock.system.adapter.ts';
import { MemoryEvents } from './events/events.memory.adapter.ts';
import { PostgresJobs, type JobsWorkerOptions } from './jobs/jobs.postgres.adapter.ts';
import { OutboxMessaging } from './messaging/messaging.outbox.adapter.ts';
import type { MessageProvider } from './messaging/provider.ts';
import { GooglePlaces } from './places/places.google.adapter.ts';
import { noPlaces } from './places/places.none.adapter.ts';
import { DiskStorage } from './storage/storage.disk.adapter.ts';

/** Adapters a test (or an embedding program) supplies instead of the configured ones. */
export interface AdapterOverrides {
  storage?: StoragePort;
  places?: PlacesPort;
  messageProviders?: MessageProvider[];
  jobs?: Partial<JobsWorkerOptions>;
}

export interface AdapterInputs {
  env: Env;
  db: Database;
  plans: Plan[];
  logger: FastifyBaseLogger;
  clock?: ClockPort | undefined;
  overrides?: AdapterOverrides | undefined;
}

/** The one place that turns settings into adapters: each port gets its vendor when configured, else the embedded default. */
export function selectAdapters({ env, db, plans, logger, clock = systemClock, overrides = {} }: AdapterInputs) {
  const events = new MemoryEvents(db, logger);
  const jobs = new PostgresJobs(db, clock, logger.child({ part: 'jobs' }), overrides.jobs);
  const storage = overrides.storage ?? new DiskStorage(path.join(path.resolve(env.DATA_DIR), 'objects'));
  const providers = overrides.messageProviders ?? [];
  const messaging = new OutboxMessaging(db, jobs, clock, logger.child({ part: 'messaging' }), providers);
  const billing = new LocalBilling(plans, db, events, clock);
  const places = overrides.places ?? (env.GOOGLE_PLACES_API_KEY ? new GooglePlaces(env.GOOGLE_PLACES_API_KEY, env.GOOGLE_PLACES_BASE_URL) : noPlaces);
  return { clock, events, jobs, storage, messaging, billing, places };
}
