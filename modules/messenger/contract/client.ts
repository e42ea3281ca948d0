/** The messenger module's calls, typed from the contract. */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type { authUrlAnswer, statusAnswer, usersAnswer } from './api.ts';

export type MessengerStatus = z.infer<typeof statusAnswer>['data'];
export type FacebookUser = z.infer<typeof usersAnswer>['data'][number];

export const messengerKeys = {
  status: ['/api/facebook/status'] as const,
  users: (q: string) => ['/api/facebook/users', q] as const,
};

export const messengerClient = {
  status: () => apiRequest<z.infer<typeof statusAnswer>>('GET', '/api/facebook/status'),
  authUrl: () => apiRequest<z.infer<typeof authUrlAnswer>>('GET', '/api/facebook/auth-url'),
  disconnect: () => apiRequest<{ success: boolean }>('POST', '/api/facebook/disconnect'),
  users: (q: string) => apiRequest<z.infer<typeof usersAnswer>>('GET', `/api/facebook/users?q=${encodeURIComponent(q)}`),
};
