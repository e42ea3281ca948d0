import type { AuthPort, BillingPort, MessagingPort, ModuleApp } from '@korero/core/sdk';
import {
  cancelAnswer,
  checkoutAnswer,
  plansAnswer,
  reminderAnswer,
  statusAnswer,
  successAnswer,
  successQuery,
  testCheckoutDataAnswer,
  testCheckoutParams,
  upgradeBody,
} from '../contract/api.ts';
import { sendTestReminder } from './payment-reminder.ts';
import type { SubscriptionService } from './subscription.service.ts';

export interface SubscriptionRouteDeps {
  auth: AuthPort;
  billing: BillingPort;
  messaging: MessagingPort;
  subscriptions: SubscriptionService;
  publicUrl: string;
  supportEmail: string;
}

/** The subscription calls of settings-insights-admin.md §7, plus the plans and the test checkout's details. */
export async function subscriptionRoutes(app: ModuleApp, deps: SubscriptionRouteDeps): Promise<void> {
  const { auth, subscriptions } = deps;

  // Billing is the owner's (docs/decisions/0026): managers may see the plan, not change it.
  const OWNERS = { capability: 'billing' } as const;

  app.get('/plans', { schema: { summary: 'List plans', response: { 200: plansAnswer } } }, async () => ({
    data: subscriptions.plans(),
    entitlements: subscriptions.entitlements(),
    supportEmail: deps.supportEmail,
    paymentProvider: (deps.billing.provider === 'stripe' ? 'stripe' : deps.billing.checkoutAvailable ? 'test' : 'none') as
      | 'stripe'
      | 'test'
      | 'none',
  }));

  app.get(
    '/check-subscription',
    { schema: { summary: "Get the subscription's state", operationId: 'getSubscription', response: { 200: statusAnswer } } },
    async (request) => subscriptions.status(auth.user(request).businessId),
  );

  app.post(
    '/create-subscription',
    {
      schema: {
        summary: 'Start an upgrade at checkout',
        operationId: 'createSubscription',
        body: upgradeBody,
        response: { 200: checkoutAnswer },
      },
      config: { ...OWNERS, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => subscriptions.startUpgrade(auth.user(request), request.body),
  );

  app.get(
    '/subscription-success',
    {
      schema: {
        summary: 'Confirm a finished checkout',
        operationId: 'confirmSubscription',
        querystring: successQuery,
        response: { 200: successAnswer },
      },
      config: OWNERS,
    },
    async (request) => subscriptions.confirm(auth.user(request).businessId, request.query.session_id),
  );

  app.post(
    '/subscription/cancel',
    { schema: { summary: 'Cancel the subscription', response: { 200: cancelAnswer } }, config: OWNERS },
    async (request) => subscriptions.cancel(auth.user(request).businessId),
  );

  app.post(
    '/test-payment-reminder',
    {
      schema: { summary: 'Send a test payment reminder', response: { 200: reminderAnswer } },
      config: { ...OWNERS, rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => {
      const user = auth.user(request);
      return sendTestReminder(deps, user, await subscriptions.email(user.businessId));
    },
  );

  app.get(
    '/billing/test-checkout/:sessionId',
    {
      schema: {
        summary: 'Get a test-mode checkout',
        operationId: 'getTestCheckout',
        params: testCheckoutParams,
        response: { 200: testCheckoutDataAnswer },
      },
      config: OWNERS,
    },
    async (request) => ({ data: await subscriptions.testCheckout(auth.user(request).businessId, request.params.sessionId) }),
  );
}
