/** The showcase module's calls for the owner's screens, typed from the contract (types only: no zod in a download). */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type { HideReason, ownerReviewsAnswer, settingsAnswer, ShowcaseSettingsInput, ShowcaseSource } from './api.ts';

export { HIDE_REASONS, HIDE_REASON_LABELS } from './api.ts';
export type { HideReason, ShowcaseLayout, ShowcaseOwnerReview, ShowcaseSettings, ShowcaseSettingsInput, ShowcaseTheme } from './api.ts';

export const showcaseKeys = {
  settings: ['/api/showcase'] as const,
  reviews: ['/api/showcase', 'reviews'] as const,
};

export const showcaseClient = {
  settings: () => apiRequest<z.infer<typeof settingsAnswer>>('GET', '/api/showcase'),
  update: (body: ShowcaseSettingsInput) => apiRequest<z.infer<typeof settingsAnswer>>('PUT', '/api/showcase', body),
  rotate: () => apiRequest<z.infer<typeof settingsAnswer>>('POST', '/api/showcase/rotate'),
  reviews: () => apiRequest<z.infer<typeof ownerReviewsAnswer>>('GET', '/api/showcase/reviews'),
  setHidden: (source: ShowcaseSource, id: string, hidden: boolean, reason?: HideReason) =>
    apiRequest<{ success: boolean }>(
      'PUT',
      `/api/showcase/reviews/${source}/${encodeURIComponent(id)}`,
      hidden ? { hidden, reason } : { hidden },
    ),
};
