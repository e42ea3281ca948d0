import { defineJob } from '@korero/core/sdk';
import type { JobIntake } from '../asking/job-intake.ts';
import type { JobRulesStore } from '../rules.ts';
import { handleStoredEvent, type StoredEventDeps } from '../stored-events.ts';
import type { ServiceM8Api } from './servicem8-api.ts';
import { readServiceM8Job } from './servicem8-reader.ts';

/** One stored ServiceM8 event, acted on in the background. */
export const servicem8EventJob = defineJob<{ eventKey: string }>('jobsystems.servicem8Event');

/**
 * Acts on one ServiceM8 event: re-reads the job it names with the business's own token (the event itself is not
 * trusted; up to six calls from the account's minute), and a job the rules ask on (completed, or its invoice paid)
 * goes to the intake with its client, contacts and workers.
 */
export function handleServiceM8Event(
  eventKey: string,
  deps: StoredEventDeps & { api: ServiceM8Api; rules: JobRulesStore; intake: JobIntake },
): Promise<void> {
  return handleStoredEvent<{ jobUuid: string }>(
    'servicem8',
    servicem8EventJob,
    eventKey,
    6,
    deps,
    async ({ businessId, payload, access, receivedAt }) => {
      const job = await deps.api.job(access, payload.jobUuid);
      const { rules } = await deps.rules.forAsking(businessId);
      // Only a job the rules ask on is read further (its client, contacts, workers): ServiceM8 allows 180 calls a minute.
      const due = job && (rules.trigger === 'paid' ? String(job.payment_received ?? '0') === '1' : job.status === 'Completed');
      if (job && due) await deps.intake.take(businessId, await readServiceM8Job(deps.api, access, job, rules.trigger, receivedAt));
    },
  );
}
