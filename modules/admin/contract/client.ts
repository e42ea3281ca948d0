/** The admin area's calls, typed from the contract. */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type {
  alertPatchAnswer,
  alertsAnswer,
  alertsClearedAnswer,
  alertsGeneratedAnswer,
  auditAnswer,
  backupCreatedAnswer,
  backupsAnswer,
  metricsAnswer,
  modulesAnswer,
  settingsAnswer,
  statsAnswer,
  subscribersAnswer,
  subscriptionAnalyticsAnswer,
  subscriptionEventsAnswer,
  usersAnswer,
} from './api.ts';

type Answer<T extends z.ZodType> = z.infer<T>;
const q = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export interface DiscountCode {
  id: string;
  code: string;
  description: string | null;
  discountType: 'percentage' | 'fixed_amount' | 'free_trial';
  discountValue: number;
  freeTrialDays: number;
  targetTier: string | null;
  maxUses: number;
  currentUses: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
}

export const adminClient = {
  stats: () => apiRequest<Answer<typeof statsAnswer>>('GET', '/api/admin/stats'),
  subscribers: (page: number, search: string) =>
    apiRequest<Answer<typeof subscribersAnswer>>('GET', `/api/admin/subscribers?${q({ page, limit: 20, search })}`),
  setTier: (id: string, tier: string) => apiRequest<{ message: string }>('PUT', `/api/admin/subscribers/${id}/tier`, { tier }),
  setStatus: (id: string, status: string) => apiRequest<{ message: string }>('PUT', `/api/admin/subscribers/${id}/status`, { status }),
  deleteSubscriber: (id: string) => apiRequest<{ message: string }>('DELETE', `/api/admin/subscribers/${id}`, { confirmDelete: true }),
  setPlaceId: (id: string, googlePlaceId: string) =>
    apiRequest<{ message: string }>('PUT', `/api/admin/subscribers/${id}/place-id`, { googlePlaceId }),
  lookupPlaceId: (id: string) =>
    apiRequest<{ data: { placeDetails: { name: string; placeId: string } } }>('POST', `/api/admin/subscribers/${id}/lookup-place-id`),
  users: (page: number) => apiRequest<Answer<typeof usersAnswer>>('GET', `/api/admin/users?${q({ page, limit: 20 })}`),
  audit: (page: number, filters: { action?: string; from?: string; to?: string }) =>
    apiRequest<Answer<typeof auditAnswer>>('GET', `/api/admin/audit-logs?${q({ page, limit: 25, ...filters })}`),
  metrics: () => apiRequest<Answer<typeof metricsAnswer>>('GET', '/api/admin/system-metrics'),
  settings: () => apiRequest<Answer<typeof settingsAnswer>>('GET', '/api/admin/settings'),
  saveSettings: (patch: Record<string, unknown>) => apiRequest<Answer<typeof settingsAnswer>>('PUT', '/api/admin/settings', patch),
  modules: () => apiRequest<Answer<typeof modulesAnswer>>('GET', '/api/admin/modules'),
  switchModule: (id: string, enabled: boolean) => apiRequest<Answer<typeof modulesAnswer>>('PUT', `/api/admin/modules/${id}`, { enabled }),
  codes: () => apiRequest<{ data: DiscountCode[] }>('GET', '/api/admin/discount-codes'),
  createCode: (body: Record<string, unknown>) => apiRequest<{ data: DiscountCode }>('POST', '/api/admin/discount-codes', body),
  updateCode: (id: string, body: Record<string, unknown>) =>
    apiRequest<{ data: DiscountCode }>('PUT', `/api/admin/discount-codes/${id}`, body),
  deleteCode: (id: string) => apiRequest<{ message: string }>('DELETE', `/api/admin/discount-codes/${id}`),
  alerts: (status: 'active' | 'resolved' | 'all', limit = 100) =>
    apiRequest<Answer<typeof alertsAnswer>>('GET', `/api/admin/alerts?${q({ status, limit })}`),
  systemCheck: () => apiRequest<Answer<typeof alertsGeneratedAnswer>>('POST', '/api/admin/alerts/system-check'),
  generateDemoAlerts: () => apiRequest<Answer<typeof alertsGeneratedAnswer>>('POST', '/api/admin/alerts/generate-demo'),
  clearDemoAlerts: () => apiRequest<Answer<typeof alertsClearedAnswer>>('DELETE', '/api/admin/alerts/clear-demo'),
  clearAllAlerts: () => apiRequest<Answer<typeof alertsClearedAnswer>>('DELETE', '/api/admin/alerts/clear-all'),
  updateAlert: (id: string, change: { isRead: true } | { isResolved: true; resolvedAt: string }) =>
    apiRequest<Answer<typeof alertPatchAnswer>>('PATCH', `/api/admin/alerts/${id}`, change),
  backups: () => apiRequest<Answer<typeof backupsAnswer>>('GET', '/api/admin/backups'),
  backUpNow: () => apiRequest<Answer<typeof backupCreatedAnswer>>('POST', '/api/admin/backups'),
  analytics: () => apiRequest<Answer<typeof subscriptionAnalyticsAnswer>>('GET', '/api/admin/subscription-analytics'),
  events: () => apiRequest<Answer<typeof subscriptionEventsAnswer>>('GET', '/api/admin/subscription-events'),
};
