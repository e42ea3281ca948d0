import { defineJob, PermanentJobError, type ClockPort, type Database, type JobsPort } from '@korero/core/sdk';
import type { CallBudget } from '../call-budget.ts';
import type { JobIntake } from '../asking/job-intake.ts';
import type { OAuthConnections } from '../oauth-connections.ts';
import type { JobRulesStore } from '../rules.ts';
import { ReconnectNeeded } from '../system-errors.ts';
import type { ServiceM8Api } from './servicem8-api.ts';
import { readServiceM8Job } from './servicem8-reader.ts';

/** One stored ServiceM8 event, acted on in the background. */
export const servicem8EventJob = defineJob<{ eventKey: string }>('jobsystems.servicem8Event');

type Row = Record<string, unknown>;

/**
 * Acts on one ServiceM8 event: re-reads the job it names with the business's own token (the event itself is not
 * trusted), and a job the rules ask on (completed, or its invoice paid) goes to the intake with its client, contacts
 * and workers. A replay does nothing: the event is marked handled, and the intake takes each job once.
 */
export async function handleServiceM8Event(
  eventKey: string,
  deps: {
    db: Database;
    clock: ClockPort;
    jobs: JobsPort;
    budget: CallBudget;
    api: ServiceM8Api;
    connections: OAuthConnections;
    rules: JobRulesStore;
    intake: JobIntake;
  },
): Promise<void> {
  const [event] = await deps.db.em.execute<Row[]>(
    "select business_id, payload, received_at, handled_at from jobsystems_event where provider = 'servicem8' and event_key = ?",
    [eventKey],
  );
  if (!event || event.handled_at || !event.business_id) return;
  const businessId = String(event.business_id);
  const { jobUuid } = (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload) as { jobUuid: string };
  let access;
  try {
    access = await deps.connections.access(businessId);
  } catch (error) {
    if (error instanceof ReconnectNeeded) throw new PermanentJobError(error.message);
    throw error;
  }
  // Up to six calls (the job, its client, contacts, time and staff, badges) from the account's minute: over it, wait.
  const next = access ? await deps.budget.take('servicem8', access.accountId, 6) : null;
  if (next) {
    await deps.jobs.enqueue(
      servicem8EventJob,
      { eventKey },
      {
        runAt: new Date(next.getTime() + Math.floor(Math.random() * 20_000)),
        key: `jobsystems.servicem8Event:${eventKey}:${next.getTime()}`,
      },
    );
    return;
  }
  const job = access ? await deps.api.job(access, jobUuid) : null;
  const { rules } = await deps.rules.forAsking(businessId);
  // Only a job the rules ask on is read further (its client, contacts, workers): ServiceM8 allows 180 calls a minute.
  const due = job && (rules.trigger === 'paid' ? String(job.payment_received ?? '0') === '1' : job.status === 'Completed');
  if (access && job && due) {
    const record = await readServiceM8Job(deps.api, access, job, rules.trigger, new Date(String(event.received_at)));
    await deps.intake.take(businessId, record);
  }
  await deps.db.em.execute(
    "update jobsystems_event set handled_at = ? where provider = 'servicem8' and event_key = ?",
    [deps.clock.now(), eventKey],
    'run',
  );
}
