import { defineEvent } from '@korero/core/sdk';
import type { ComplianceJob } from './api.ts';

/** A completed job was recorded (by hand, by a job system's key, or by "Invite now"); not for each row of a CSV import. */
export const jobRecorded = defineEvent<{ businessId: string; job: ComplianceJob }>('compliance.jobRecorded');
