import type { ChainAppend, RecordChainPort } from '@korero/core/sdk';

/** A recorded job as the record of asking holds it: its customer only as digests (docs/decisions/0045). */
export function jobRecordedEntry(
  chain: RecordChainPort,
  jobId: string,
  job: { jobDate: string; customerName: string; customerPhone: string | null; customerEmail: string | null },
  source: string,
): ChainAppend {
  return {
    kind: 'compliance.job_recorded',
    data: {
      jobId,
      jobDate: job.jobDate,
      source,
      customer: {
        ...chain.person(job.customerName),
        phone: chain.digest('phone', job.customerPhone),
        email: chain.digest('email', job.customerEmail),
      },
    },
  };
}
