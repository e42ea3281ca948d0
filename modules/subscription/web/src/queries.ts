import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, minutes, USER_KEY } from '@korero/web-kit';
import type { PlansAnswer, SubscriptionStatusView, SubscriptionSuccess, TestCheckoutView, ValidatedDiscount } from '../../contract/api.ts';

export const PLANS_KEY = ['/api/plans'] as const;
export const STATUS_KEY = ['/api/check-subscription'] as const;
export const PROFILE_KEY = ['/api/profile'] as const;

export const usePlans = () => useQuery<PlansAnswer>({ queryKey: PLANS_KEY, staleTime: minutes(10) });

/** The check is fresh for 60 s (spec §9), but always runs again when the owner comes back from the checkout tab. */
export const useSubscriptionStatus = () =>
  useQuery<SubscriptionStatusView>({ queryKey: STATUS_KEY, staleTime: minutes(1), refetchOnWindowFocus: 'always' });

export const useTestCheckout = (sessionId: string | null) =>
  useQuery<{ data: TestCheckoutView }>({ queryKey: ['/api/billing/test-checkout', sessionId ?? ''], enabled: Boolean(sessionId), staleTime: 0 });

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

export const subscriptionApi = {
  validateCode: (code: string) => apiRequest<{ data: ValidatedDiscount }>('POST', '/api/discount-codes/validate', { code, targetTier: 'tier1' }),
  createCheckout: (body: { tierId: string; yearly: boolean; discountCodeId: string | null }) =>
    apiRequest<{ checkoutUrl?: string; message?: string }>('POST', '/api/create-subscription', body),
  confirm: (sessionId: string) => apiRequest<SubscriptionSuccess>('GET', `/api/subscription-success?session_id=${encodeURIComponent(sessionId)}`),
  cancel: () => apiRequest<{ message: string }>('POST', '/api/subscription/cancel'),
  testReminder: () => apiRequest<{ recipient: string }>('POST', '/api/test-payment-reminder'),
};
