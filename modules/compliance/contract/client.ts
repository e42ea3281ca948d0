/** The compliance module's calls, typed from the contract. */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type {
  coverageAnswer,
  employeesAnswer,
  importAnswer,
  importBody,
  jobCreatedAnswer,
  jobDataAnswer,
  jobsAnswer,
  jobBody,
  reportAnswer,
} from './api.ts';
import type { ledgerStatusAnswer, ledgerVerifyAnswer } from './record-of-asking.ts';

type Answer<T extends z.ZodType> = z.infer<T>;
export type Outcome = 'pending' | 'invited' | 'skipped';
export type ComplianceReport = Answer<typeof reportAnswer>['data'];
export type ComplianceMetric = Answer<typeof coverageAnswer>['data'][number];
export type ImportResult = Answer<typeof importAnswer>['data'];
export type ImportMapping = z.input<typeof importBody>['mapping'];

export interface Range {
  startDate: string;
  endDate: string;
  employee?: string | undefined;
}

const q = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const complianceKeys = {
  all: ['/api/compliance'] as const,
  jobs: (page: number, outcome: Outcome | undefined) => ['/api/compliance', 'jobs', page, outcome ?? 'all'] as const,
  employees: ['/api/compliance', 'employees'] as const,
  report: (range: Range) => ['/api/compliance', 'report', range] as const,
  coverage: (range: Range) => ['/api/compliance', 'coverage', range] as const,
  ledger: ['/api/compliance', 'ledger'] as const,
};

export const complianceClient = {
  jobs: (page: number, limit: number, outcome?: Outcome) =>
    apiRequest<Answer<typeof jobsAnswer>>('GET', `/api/compliance/jobs?${q({ page, limit, outcome })}`),
  addJob: (job: z.input<typeof jobBody>) => apiRequest<Answer<typeof jobCreatedAnswer>>('POST', '/api/compliance/jobs', job),
  editJob: (id: string, job: z.input<typeof jobBody>) => apiRequest<Answer<typeof jobDataAnswer>>('PUT', `/api/compliance/jobs/${id}`, job),
  skipJob: (id: string, reason: string, note: string | null) =>
    apiRequest<Answer<typeof jobDataAnswer>>('POST', `/api/compliance/jobs/${id}/skip`, { reason, note }),
  deleteJob: (id: string) => apiRequest<{ success: boolean }>('DELETE', `/api/compliance/jobs/${id}`),
  importJobs: (csv: string, mapping: ImportMapping, dryRun: boolean, fileName?: string) =>
    apiRequest<Answer<typeof importAnswer>>('POST', '/api/compliance/jobs/import', { csv, mapping, dryRun, fileName }),
  employees: () => apiRequest<Answer<typeof employeesAnswer>>('GET', '/api/compliance/employees'),
  report: (range: Range) => apiRequest<Answer<typeof reportAnswer>>('GET', `/api/compliance/report?${q({ ...range })}`),
  coverage: (range: Range) => apiRequest<Answer<typeof coverageAnswer>>('GET', `/api/compliance/coverage?${q({ ...range })}`),
  ledger: () => apiRequest<Answer<typeof ledgerStatusAnswer>>('GET', '/api/compliance/ledger'),
  verifyLedger: () => apiRequest<Answer<typeof ledgerVerifyAnswer>>('GET', '/api/compliance/ledger/verify'),
  setWeeklyHeadEmail: (weeklyHeadEmail: boolean) =>
    apiRequest<{ success: boolean }>('PUT', '/api/compliance/ledger/settings', { weeklyHeadEmail }),
  ledgerExportUrl: '/api/compliance/ledger/export',
  disputeUrl: (reviewId: string, months: number) => `/api/compliance/ledger/dispute/${encodeURIComponent(reviewId)}?${q({ months })}`,
  proofUrl: (range: Range, format: 'page' | 'jobs.csv' | 'reviews.csv') =>
    `/api/compliance/proof${format === 'page' ? '' : `/${format}`}?${q({ startDate: range.startDate, endDate: range.endDate })}`,
};
