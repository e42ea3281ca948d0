import type { ChainAppend, RecordChainPort } from '@korero/core/sdk';

type JobDetails = { jobDate: string; customerName: string; customerPhone: string | null; customerEmail: string | null };

/** A job's customer as the chain keeps it: keyed digests only, so a dispute compares names without reading them. */
function customerDigests(chain: RecordChainPort, job: JobDetails) {
  return {
    ...chain.person(job.customerName),
    phone: chain.digest('phone', job.customerPhone),
    email: chain.digest('email', job.customerEmail),
  };
}

/** A recorded job as the record of asking holds it: its customer only as digests (docs/decisions/0045). */
export function jobRecordedEntry(chain: RecordChainPort, jobId: string, job: JobDetails, source: string): ChainAppend {
  return { kind: 'compliance.job_recorded', data: { jobId, jobDate: job.jobDate, source, customer: customerDigests(chain, job) } };
}

/**
 * A recorded job edited: its details as they now stand, so the record shows what a job said at each time, and who
 * edited it (null for an API key).
 */
export function jobUpdatedEntry(chain: RecordChainPort, jobId: string, job: JobDetails, by: string | null): ChainAppend {
  return { kind: 'compliance.job_updated', data: { jobId, jobDate: job.jobDate, customer: customerDigests(chain, job), by } };
}
