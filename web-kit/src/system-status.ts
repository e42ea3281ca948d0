import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@korero/core/contract';
import { apiRequest } from './api.ts';
import { useCurrentUser } from './session.tsx';

export type { SystemStatus };

/** The status query's key: a screen that changes the settings invalidates it so every page reads them again. */
export const SYSTEM_STATUS_KEY = ['/api/system/status'] as const;

/** Before the first answer: the site as it ships (nothing is held back while it loads). */
const SHIPPED: SystemStatus = {
  siteName: 'Korero',
  siteDescription: 'Honest reviews for New Zealand service businesses.',
  // Unknown until the server says (SUPPORT_EMAIL): the pages it serves carry it, so this is seldom seen.
  supportEmail: '',
  maintenance: { on: false, message: '', openToYou: true },
};

/**
 * The site's name and maintenance state (GET /api/system/status). Asked again each minute, so maintenance switched on
 * reaches pages already open, and again when an administrator signs in or out (one may keep working through it). The
 * answer is the same for everyone else, so a page does not ask twice while the session is still being read.
 */
export function useSystemStatus(): SystemStatus & { settled: boolean } {
  const { user } = useCurrentUser();
  const query = useQuery<SystemStatus>({
    queryKey: [...SYSTEM_STATUS_KEY, user?.isAdmin === true],
    queryFn: async () => (await apiRequest<{ data: SystemStatus }>('GET', '/api/system/status')).data,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  // Settled once answered or failed: a failed check leaves the site as shipped rather than holding every page.
  return { ...(query.data ?? SHIPPED), settled: !query.isPending };
}

/** Where people write for help (the server's SUPPORT_EMAIL); empty until the status is read. */
export function useSupportEmail(): string {
  return useSystemStatus().supportEmail;
}
