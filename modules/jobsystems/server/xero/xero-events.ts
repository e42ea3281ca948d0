import { defineJob } from '@korero/core/sdk';
import type { JobIntake } from '../asking/job-intake.ts';
import { handleStoredEvent, type StoredEventDeps } from '../stored-events.ts';
import type { XeroApi } from './xero-api.ts';
import { xeroJob } from './xero-reader.ts';

/** One stored Xero event, acted on in the background (the webhook answers Xero at once). */
export const xeroEventJob = defineJob<{ eventKey: string }>('jobsystems.xeroEvent');

/**
 * Acts on one Xero INVOICE event: reads the invoice (an event says only that it changed), and a paid sales invoice's
 * contact (two calls from the organisation's minute), and hands the job to the intake, which takes each invoice once.
 */
export function handleXeroEvent(eventKey: string, deps: StoredEventDeps & { api: XeroApi; intake: JobIntake }): Promise<void> {
  return handleStoredEvent<{ resourceId: string }>(
    'xero',
    xeroEventJob,
    eventKey,
    2,
    deps,
    async ({ businessId, payload, access, receivedAt }) => {
      const invoice = await deps.api.invoice(access, payload.resourceId);
      // Only a paid sales invoice is a job done; an earlier event of it (created, approved) leaves it for the paid one.
      if (invoice && invoice.Type === 'ACCREC' && invoice.Status === 'PAID') {
        const contact = await deps.api.contact(access, invoice.Contact.ContactID);
        await deps.intake.take(businessId, xeroJob(invoice, contact, receivedAt));
      }
    },
  );
}
