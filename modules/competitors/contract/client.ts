/** The competitors module's calls, typed from the contract. */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type { analysisDataAnswer, manualBody, setupAnswer } from './api.ts';

export type Analysis = NonNullable<z.infer<typeof analysisDataAnswer>['data']>;
export type Competitor = Analysis['competitors'][number];
export type Counted = Competitor['commonPraise'][number];
export type Setup = z.infer<typeof setupAnswer>['data'];
export type ManualCompetitor = z.input<typeof manualBody>;
type Latest = z.infer<typeof analysisDataAnswer>;

export const competitorsKeys = {
  setup: ['/api/competitors/setup'] as const,
  latest: ['/api/competitor-analysis'] as const,
};

export const competitorsClient = {
  setup: () => apiRequest<z.infer<typeof setupAnswer>>('GET', '/api/competitors/setup'),
  latest: () => apiRequest<Latest>('GET', '/api/competitor-analysis'),
  analyse: () => apiRequest<Latest>('POST', '/api/analyze-competitors'),
  setRadius: (radiusKm: 5 | 10 | 25) => apiRequest<Latest>('PUT', '/api/competitors/settings', { radiusKm }),
  add: (placeId: string, name: string) => apiRequest<{ success: boolean }>('POST', '/api/competitors', { placeId, name }),
  addManual: (entry: ManualCompetitor) => apiRequest<Latest>('POST', '/api/competitors/manual', entry),
  remove: (id: string) => apiRequest<Latest>('DELETE', `/api/competitors/${encodeURIComponent(id)}`),
};

/** Whether the plan includes it and how competitors are found: one query shared by the page, the tab and the card. */
export const setupQuery = { queryKey: competitorsKeys.setup, queryFn: competitorsClient.setup };
