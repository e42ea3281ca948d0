import { PermanentJobError, type ClockPort, type Database, type JobRef, type JobsPort } from '@korero/core/sdk';
import type { JobSystemProvider } from '../contract/api.ts';
import type { CallBudget } from './call-budget.ts';
import type { OAuthConnections } from './oauth-connections.ts';
import type { Access } from './oauth-system.ts';
import { ReconnectNeeded } from './system-errors.ts';

type Row = Record<string, unknown>;
type EventJob = JobRef<{ eventKey: string }>;

/**
 * Stores one event a system sent, once by its key (whatever the retries, replays or instances), and queues the job
 * that acts on it, in the caller's transaction: the job exists exactly when the event does. An event of no business
 * (an organisation nobody connected) is kept but not acted on.
 */
export async function storeEvent(
  em: Pick<Database['em'], 'execute'>,
  jobs: JobsPort,
  job: EventJob,
  event: { provider: JobSystemProvider; eventKey: string; tenantId: string | null; businessId: string | null; payload: unknown; now: Date },
): Promise<void> {
  const stored = await em.execute<Array<{ event_key: string }>>(
    `insert into jobsystems_event (provider, event_key, tenant_id, business_id, payload, received_at)
     values (?, ?, ?, ?, ?, ?) on conflict (provider, event_key) do nothing returning event_key`,
    [event.provider, event.eventKey, event.tenantId, event.businessId, JSON.stringify(event.payload), event.now],
  );
  if (stored.length && event.businessId) await jobs.enqueue(job, { eventKey: event.eventKey }, { key: `${job.name}:${event.eventKey}` });
}

export interface StoredEventDeps {
  db: Database;
  clock: ClockPort;
  jobs: JobsPort;
  budget: CallBudget;
  connections: OAuthConnections;
}

/**
 * Acts on one stored event, once: with the business's access (a connection the system no longer takes fails for
 * good: retrying cannot help until the owner reconnects), within the account's minute of `calls` (over it, the event
 * waits for the next minute as a job of its own), then marks it handled so a replay does nothing.
 */
export async function handleStoredEvent<P>(
  provider: JobSystemProvider,
  job: EventJob,
  eventKey: string,
  calls: number,
  deps: StoredEventDeps,
  act: (event: { businessId: string; payload: P; access: Access; receivedAt: Date }) => Promise<void>,
): Promise<void> {
  const [event] = await deps.db.em.execute<Row[]>(
    'select business_id, payload, received_at, handled_at from jobsystems_event where provider = ? and event_key = ?',
    [provider, eventKey],
  );
  if (!event || event.handled_at || !event.business_id) return;
  const businessId = String(event.business_id);
  let access;
  try {
    access = await deps.connections.access(businessId);
  } catch (error) {
    if (error instanceof ReconnectNeeded) throw new PermanentJobError(error.message);
    throw error;
  }
  if (access) {
    const next = await deps.budget.take(provider, access.accountId, calls);
    if (next) {
      await deps.jobs.enqueue(
        job,
        { eventKey },
        { runAt: new Date(next.getTime() + Math.floor(Math.random() * 20_000)), key: `${job.name}:${eventKey}:${next.getTime()}` },
      );
      return;
    }
    const payload = (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload) as P;
    await act({ businessId, payload, access, receivedAt: new Date(String(event.received_at)) });
  }
  await deps.db.em.execute(
    'update jobsystems_event set handled_at = ? where provider = ? and event_key = ?',
    [deps.clock.now(), provider, eventKey],
    'run',
  );
}
