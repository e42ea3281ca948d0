/** The analytics module's calls, typed from the contract. */
import { apiRequest } from '@korero/web-kit';
import type { Analytics, AnalyticsSummary, TimeRange } from './api.ts';

export const analyticsKeys = {
  all: ['/api/business/analytics'] as const,
  range: (timeRange: TimeRange) => ['/api/business/analytics', timeRange] as const,
  summary: ['/api/business/analytics/summary'] as const,
};

export const analyticsClient = {
  analytics: (timeRange: TimeRange) => apiRequest<{ data: Analytics }>('GET', `/api/business/analytics?timeRange=${timeRange}`),
  summary: () => apiRequest<{ data: AnalyticsSummary }>('GET', '/api/business/analytics/summary'),
  monthlyCsvUrl: (timeRange: TimeRange) => `/api/business/analytics/monthly.csv?timeRange=${timeRange}`,
  submissionsCsvUrl: (timeRange: TimeRange) => `/api/business/analytics/submissions.csv?timeRange=${timeRange}`,
};
