import { defineJob, PermanentJobError, type ClockPort, type Database, type JobsPort } from '@korero/core/sdk';
import type { CallBudget } from '../call-budget.ts';
import type { JobIntake } from '../asking/job-intake.ts';
import type { OAuthConnections } from '../oauth-connections.ts';
import { ReconnectNeeded } from '../system-errors.ts';
import type { XeroApi } from './xero-api.ts';
import { xeroJob } from './xero-reader.ts';

/** One stored Xero event, acted on in the background (the webhook answers Xero at once). */
export const xeroEventJob = defineJob<{ eventKey: string }>('jobsystems.xeroEvent');

type Row = Record<string, unknown>;

/**
 * Acts on one Xero INVOICE event: reads the invoice (an event says only that it changed), and a paid sales invoice's
 * contact, and hands the job to the intake, which takes each invoice once. An event is marked handled when done, so
 * a replay does nothing; an organisation no business connected is left alone.
 */
export async function handleXeroEvent(
  eventKey: string,
  deps: {
    db: Database;
    clock: ClockPort;
    jobs: JobsPort;
    budget: CallBudget;
    api: XeroApi;
    connections: OAuthConnections;
    intake: JobIntake;
  },
): Promise<void> {
  const [event] = await deps.db.em.execute<Row[]>(
    "select business_id, payload, received_at, handled_at from jobsystems_event where provider = 'xero' and event_key = ?",
    [eventKey],
  );
  if (!event || event.handled_at || !event.business_id) return;
  const businessId = String(event.business_id);
  const payload = (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload) as { resourceId: string };
  let access;
  try {
    access = await deps.connections.access(businessId);
  } catch (error) {
    // The owner must connect again (the list says so); retrying cannot help until then.
    if (error instanceof ReconnectNeeded) throw new PermanentJobError(error.message);
    throw error;
  }
  if (access) {
    // Two calls (the invoice, its contact) from the organisation's minute: over it, the event waits for the next one.
    const next = await deps.budget.take('xero', access.accountId, 2);
    if (next) {
      await deps.jobs.enqueue(
        xeroEventJob,
        { eventKey },
        { runAt: new Date(next.getTime() + Math.floor(Math.random() * 20_000)), key: `jobsystems.xeroEvent:${eventKey}:${next.getTime()}` },
      );
      return;
    }
    const invoice = await deps.api.invoice(access, payload.resourceId);
    // Only a paid sales invoice is a job done; an earlier event of it (created, approved) leaves it for the paid one.
    if (invoice && invoice.Type === 'ACCREC' && invoice.Status === 'PAID') {
      const contact = await deps.api.contact(access, invoice.Contact.ContactID);
      await deps.intake.take(businessId, xeroJob(invoice, contact, new Date(String(event.received_at))));
    }
  }
  await deps.db.em.execute(
    "update jobsystems_event set handled_at = ? where provider = 'xero' and event_key = ?",
    [deps.clock.now(), eventKey],
    'run',
  );
}
