/** The compliance module's HTTP contract (settings-insights-admin.md §3 Compliance metric and report, §7). */
import { z } from 'zod';
import { calendarDate, isoDate, pageQuery, paginationAnswer } from '@korero/core/contract';

export const OUTCOMES = ['pending', 'invited', 'skipped'] as const;

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const jobBody = z.object({
  jobDate: calendarDate('jobDate'),
  customerName: text('customerName', 120),
  customerPhone: optional(30),
  customerEmail: optional(254),
  description: text('description', 200),
  location: optional(200),
  technicians: z
    .array(z.string().trim().min(1).max(100), { error: 'technicians must be a list of names' })
    .max(20, 'At most 20 technicians on a job')
    .default([]),
  externalId: optional(120),
});
export type JobInput = z.infer<typeof jobBody>;

export const skipBody = z
  .object({
    reason: z.string({ error: 'reason is required' }).max(40),
    note: optional(300),
  })
  .refine((v) => v.reason !== 'other' || !!v.note, { message: 'Say why in a note when the reason is Other', path: ['note'] });

export const jobsQuery = pageQuery.extend({
  outcome: z.enum(OUTCOMES, { error: 'outcome must be pending, invited or skipped' }).optional(),
});

export const rangeQuery = z
  .object({
    startDate: calendarDate('startDate'),
    endDate: calendarDate('endDate'),
    employee: z.string().trim().max(100).optional(),
  })
  .refine((v) => v.startDate <= v.endDate, { message: 'endDate must be on or after startDate', path: ['endDate'] })
  .refine((v) => (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 < 366, {
    message: 'A range can be at most 366 days',
    path: ['endDate'],
  });

export const jobAnswer = z.strictObject({
  id: z.string(),
  externalId: z.string().nullable(),
  jobDate: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  description: z.string(),
  location: z.string().nullable(),
  technicians: z.array(z.string()),
  outcome: z.enum(OUTCOMES),
  inviteId: z.string().nullable(),
  invitedAt: isoDate.nullable(),
  skipReason: z.string().nullable(),
  skipNote: z.string().nullable(),
  source: z.string(),
  sourceLabel: z
    .string()
    .nullable()
    .describe('What names where its customer came from: the person who typed it, the CSV file and when, the API key, the job system'),
  createdAt: isoDate,
});
export type ComplianceJob = z.infer<typeof jobAnswer>;
export const jobCreatedAnswer = z.strictObject({ data: jobAnswer, created: z.boolean() });
export const jobDataAnswer = z.strictObject({ data: jobAnswer });
export const jobsAnswer = z.strictObject({ data: z.array(jobAnswer), pagination: paginationAnswer });

export const metricAnswer = z.strictObject({
  id: z.string(),
  metricDate: z.string(),
  technicianName: z.string(),
  jobsCompleted: z.number().int(),
  invitesSent: z.number().int(),
  invitesSkipped: z.number().int(),
  coveragePercentage: z.number(),
  alertTriggered: z.boolean(),
  health: z.enum(['Excellent', 'Good', 'Warning', 'Critical']),
});
export const coverageAnswer = z.strictObject({ data: z.array(metricAnswer) });
export const employeesAnswer = z.strictObject({ data: z.array(z.string()) });
export const reportAnswer = z.strictObject({
  data: z.strictObject({
    summary: z.strictObject({
      totalJobsCompleted: z.number().int(),
      totalInvitesSent: z.number().int(),
      totalInvitesSkipped: z.number().int(),
      /** null with no jobs in the range. */
      overallCoveragePercentage: z.number().nullable(),
      /** null with no jobs in the range: there is nothing to be compliant with yet. */
      complianceStatus: z.enum(['COMPLIANT', 'AT_RISK']).nullable(),
    }),
    skipReasonBreakdown: z.record(z.string(), z.number().int()),
    alerts: z.number().int(),
    threshold: z.number(),
  }),
});

/** Which of the file's columns (by header) holds each field; date, customer and job are required. */
/** A job system's export of 10,000 jobs (the import's most) at up to 800 bytes a row, columns not imported included. */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

export const importBody = z.object({
  csv: z
    .string({ error: 'csv is required: the file’s text' })
    .min(1, 'The file is empty')
    .max(IMPORT_MAX_BYTES, 'The file is larger than 8 MB: import it in parts'),
  mapping: z.object({
    jobDate: z.string({ error: 'Choose the column with the job date' }).min(1, 'Choose the column with the job date'),
    customerName: z.string({ error: 'Choose the column with the customer' }).min(1, 'Choose the column with the customer'),
    description: z.string({ error: 'Choose the column with the job' }).min(1, 'Choose the column with the job'),
    customerPhone: z.string().optional(),
    customerEmail: z.string().optional(),
    location: z.string().optional(),
    technicians: z.string().optional(),
    externalId: z.string().optional(),
  }),
  /** Check the file and count what would happen, storing nothing (the page's preview). */
  dryRun: z.boolean().default(false),
  /** The file's name: each job keeps it (with when it was imported) as where its customer's details came from. */
  fileName: z.string().trim().max(150, 'The file name is longer than 150 characters').optional(),
});

export const importAnswer = z.strictObject({
  data: z.strictObject({
    rows: z.number().int(),
    imported: z.number().int(),
    /** Rows already recorded (by their external id, or the same date, customer, job and technicians), or twice in the file. */
    duplicates: z.number().int(),
    errors: z.array(z.strictObject({ line: z.number().int(), reason: z.string() })),
    dryRun: z.boolean(),
  }),
});
