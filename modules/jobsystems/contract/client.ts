/** The job systems module's calls, typed from its contract (issue 45). */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type {
  activityAnswer,
  connectUrlAnswer,
  fergusConnectedAnswer,
  JobRules,
  jobRulesAnswer,
  JobSystemProvider,
  jobSystemsAnswer,
  peopleAnswer,
  previewAnswer,
} from './api.ts';

type Answer<S extends z.ZodType> = z.infer<S>;
export type JobSystem = Answer<typeof jobSystemsAnswer>['data'][number];
export type ActivityItem = Answer<typeof activityAnswer>['data'][number];
export type PreviewItem = Answer<typeof previewAnswer>['data'][number];
export type People = Answer<typeof peopleAnswer>['data'];
export type RulesInput = Omit<JobRules, 'consent'>;

export const jobSystemsKeys = {
  all: ['/api/job-systems'] as const,
  rules: ['/api/job-systems/rules'] as const,
  activity: ['/api/job-systems/activity'] as const,
  people: (provider: JobSystemProvider) => ['/api/job-systems', provider, 'people'] as const,
};

export const jobSystemsClient = {
  list: () => apiRequest<Answer<typeof jobSystemsAnswer>>('GET', '/api/job-systems'),
  connectUrl: (provider: JobSystemProvider) =>
    apiRequest<Answer<typeof connectUrlAnswer>>('GET', `/api/job-systems/${provider}/connect-url`),
  connectFergus: (token: string) => apiRequest<Answer<typeof fergusConnectedAnswer>>('PUT', '/api/job-systems/fergus', { token }),
  disconnect: (provider: JobSystemProvider) => apiRequest<{ success: boolean }>('DELETE', `/api/job-systems/${provider}`),
  rules: () => apiRequest<Answer<typeof jobRulesAnswer>>('GET', '/api/job-systems/rules'),
  saveRules: (rules: RulesInput) => apiRequest<Answer<typeof jobRulesAnswer>>('PUT', '/api/job-systems/rules', rules),
  preview: () => apiRequest<Answer<typeof previewAnswer>>('GET', '/api/job-systems/preview'),
  activity: (cursor?: string) =>
    apiRequest<Answer<typeof activityAnswer>>('GET', `/api/job-systems/activity${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
  people: (provider: JobSystemProvider) => apiRequest<Answer<typeof peopleAnswer>>('GET', `/api/job-systems/${provider}/people`),
  match: (provider: JobSystemProvider, matches: Array<{ externalId: string; teamMemberId: string | null }>) =>
    apiRequest<Answer<typeof peopleAnswer>>('PUT', `/api/job-systems/${provider}/people`, { matches }),
};
