import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A completed job, and whether its customer was asked for a review: invited (with the invitation), skipped (why), or pending. */
export const Job = defineEntity({
  name: 'ComplianceJob',
  tableName: 'compliance_job',
  properties: {
    id: p.uuid().primary(),
    businessId: p.uuid(),
    /** The job's id in the owner's job system (the API and CSV imports are idempotent on it). */
    externalId: p.string().length(120).nullable(),
    /** The New Zealand calendar day the job was completed. */
    jobDate: p.string().length(10),
    customerName: p.string().length(120),
    customerPhone: p.string().length(30).nullable(),
    customerEmail: p.string().length(254).nullable(),
    description: p.string().length(200),
    location: p.string().length(200).nullable(),
    technicians: p.json<string[]>(),
    /** pending, invited or skipped. */
    outcome: p.string().length(10),
    inviteId: p.uuid().nullable(),
    invitedAt: p.datetime().nullable(),
    inviteChannels: p.json<string[]>().nullable(),
    skipReason: p.string().length(40).nullable(),
    skipNote: p.string().length(300).nullable(),
    skippedBy: p.uuid().nullable(),
    skippedAt: p.datetime().nullable(),
    /** manual, csv, api, or a job system (xero, servicem8, fergus). */
    source: p.string().length(10),
    /** What names that source (issue 47): the person, the CSV file and when, the API key, the job system; null before. */
    sourceLabel: p.string().length(200).nullable(),
    /** The person who recorded it by hand (a technician sees only theirs); null for imports, API keys and older jobs. */
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [
    { name: 'compliance_job_business_creator_index', properties: ['businessId', 'createdBy'] },
    // The hourly sweep's "which businesses have jobs in the last 7 days", read from the index alone.
    { name: 'compliance_job_date_business_index', properties: ['jobDate', 'businessId'] },
  ],
});
export type Job = InferEntity<typeof Job>;
