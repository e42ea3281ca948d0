/** The subscription API for front ends (this module's and others'): query keys and typed calls. */
import { apiRequest } from '@korero/web-kit';
import type {
  PlansAnswer,
  ReminderAnswer,
  SubscriptionStatusView,
  SubscriptionSuccess,
  TestCheckoutView,
  UpgradeBody,
  ValidatedDiscount,
} from './api.ts';

export const PLANS_KEY = ['/api/plans'] as const;
export const STATUS_KEY = ['/api/check-subscription'] as const;
export const testCheckoutKey = (sessionId: string) => ['/api/billing/test-checkout', sessionId] as const;

export const subscriptionClient = {
  plans: () => apiRequest<PlansAnswer>('GET', PLANS_KEY[0]),
  status: () => apiRequest<SubscriptionStatusView>('GET', STATUS_KEY[0]),
  validateCode: (code: string) =>
    apiRequest<{ data: ValidatedDiscount }>('POST', '/api/discount-codes/validate', { code, targetTier: 'tier1' }),
  createCheckout: (body: UpgradeBody) => apiRequest<{ checkoutUrl: string; sessionId: string }>('POST', '/api/create-subscription', body),
  confirm: (sessionId: string) =>
    apiRequest<SubscriptionSuccess>('GET', `/api/subscription-success?${new URLSearchParams({ session_id: sessionId })}`),
  cancel: () => apiRequest<{ message: string; subscription: SubscriptionStatusView }>('POST', '/api/subscription/cancel'),
  testReminder: () => apiRequest<ReminderAnswer>('POST', '/api/test-payment-reminder'),
  testCheckout: (sessionId: string) => apiRequest<{ data: TestCheckoutView }>('GET', testCheckoutKey(sessionId).join('/')),
};
