/** The weekly report's calls from the front end, typed from its contract. */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type { preferenceAnswer } from './index.ts';

type PreferenceAnswer = z.infer<typeof preferenceAnswer>;

export const weeklyKeys = { preference: ['/api/weekly/preference'] as const };

export const weeklyClient = {
  preference: () => apiRequest<PreferenceAnswer>('GET', '/api/weekly/preference'),
  setPreference: (enabled: boolean) => apiRequest<PreferenceAnswer>('PUT', '/api/weekly/preference', { enabled }),
};
