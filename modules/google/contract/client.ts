/** The google module's calls, typed from the contract (types only from api.ts: no zod in a front end's download). */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type {
  connectUrlAnswer,
  GoogleReview,
  GoogleStatus,
  PostedRate,
  postedRateAnswer,
  reviewAnswer,
  reviewsAnswer,
  statusAnswer,
  suggestionAnswer,
  summaryAnswer,
} from './api.ts';

export { REPLY_MAX_BYTES, replyBytes } from './limits.ts';
export type { GoogleReview, GoogleStatus, PostedRate };
export type ReviewsPage = z.infer<typeof reviewsAnswer>;
export type Summary = z.infer<typeof summaryAnswer>['data'];

export interface ReviewsFilter {
  page?: number;
  limit?: number;
  answered?: boolean;
  rating?: number[];
  from?: string;
  to?: string;
  q?: string;
  removed?: 'true' | 'false' | 'only';
  /** The page after the one whose nextCursor this is (decision 0032). */
  cursor?: string;
}

const search = (f: ReviewsFilter) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    p.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
};

export const googleKeys = {
  all: ['/api/google'] as const,
  status: ['/api/google', 'status'] as const,
  summary: ['/api/google', 'summary'] as const,
  reviews: (f: ReviewsFilter) => ['/api/google', 'reviews', f] as const,
  postedRate: (timeRange: string) => ['/api/google', 'posted-rate', timeRange] as const,
};

export const googleClient = {
  status: () => apiRequest<z.infer<typeof statusAnswer>>('GET', '/api/google/status'),
  connectUrl: () => apiRequest<z.infer<typeof connectUrlAnswer>>('GET', '/api/google/connect-url'),
  chooseLocation: (name: string) => apiRequest<{ success: boolean }>('POST', '/api/google/location', { name }),
  sync: () => apiRequest<{ success: boolean; message: string }>('POST', '/api/google/sync'),
  disconnect: () => apiRequest<{ success: boolean }>('POST', '/api/google/disconnect'),
  notify: (body: { lowRatings?: boolean; dailyDigest?: boolean }) => apiRequest<{ success: boolean }>('PATCH', '/api/google/notify', body),
  reviews: (f: ReviewsFilter) => apiRequest<z.infer<typeof reviewsAnswer>>('GET', `/api/google/reviews${search(f)}`),
  reply: (id: string, comment: string) => apiRequest<z.infer<typeof reviewAnswer>>('PUT', `/api/google/reviews/${id}/reply`, { comment }),
  deleteReply: (id: string) => apiRequest<z.infer<typeof reviewAnswer>>('DELETE', `/api/google/reviews/${id}/reply`),
  suggest: (id: string) => apiRequest<z.infer<typeof suggestionAnswer>>('POST', `/api/google/reviews/${id}/suggest`),
  summary: () => apiRequest<z.infer<typeof summaryAnswer>>('GET', '/api/google/summary'),
  postedRate: (timeRange: string) => apiRequest<z.infer<typeof postedRateAnswer>>('GET', `/api/google/posted-rate?timeRange=${timeRange}`),
};
