import { useQuery, useQueryClient } from '@tanstack/react-query';
import { minutes, USER_KEY } from '@korero/web-kit';
import { PROFILE_KEY } from '@korero/module-business/contract/client';
import { PLANS_KEY, STATUS_KEY, subscriptionClient, testCheckoutKey } from '../../contract/client.ts';

export { PLANS_KEY, PROFILE_KEY, STATUS_KEY };

export const usePlans = () => useQuery({ queryKey: PLANS_KEY, queryFn: subscriptionClient.plans, staleTime: minutes(10) });

/** The check is fresh for 60 s (spec §9), but always runs again when the owner comes back from the checkout tab. */
export const useSubscriptionStatus = () =>
  useQuery({ queryKey: STATUS_KEY, queryFn: subscriptionClient.status, staleTime: minutes(1), refetchOnWindowFocus: 'always' });

export const useTestCheckout = (sessionId: string | null) =>
  useQuery({
    queryKey: testCheckoutKey(sessionId ?? ''),
    queryFn: () => subscriptionClient.testCheckout(sessionId ?? ''),
    enabled: Boolean(sessionId),
    staleTime: 0,
  });

/** After a plan changes: the user (tier), the subscription check and the profile (SMS rule) all read it. */
export function useRefreshPlan() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: USER_KEY }),
      client.invalidateQueries({ queryKey: STATUS_KEY }),
      client.invalidateQueries({ queryKey: PROFILE_KEY }),
    ]);
}

export const subscriptionApi = subscriptionClient;
