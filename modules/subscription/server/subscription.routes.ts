import { z } from 'zod';
import type { AuthPort, BillingPort, MessagingPort, ModuleApp } from '@korero/core/sdk';
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

const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/;

const upgradeBody = z.object({
  tierId: z.string({ error: 'Choose a plan (tierId)' }).trim().min(1, 'Choose a plan (tierId)').max(30),
  yearly: z.boolean({ error: 'yearly must be true or false' }).default(false),
  discountCodeId: z.string().trim().max(64).nullish().transform((v) => v || null),
});

const successQuery = z.object({
  session_id: z.string({ error: 'session_id is required' }).trim().regex(SESSION_ID, 'session_id is not a checkout session id'),
});

/** The subscription calls of settings-insights-admin.md §7, plus the plans and the test checkout's details. */
export async function subscriptionRoutes(app: ModuleApp, deps: SubscriptionRouteDeps): Promise<void> {
  const { auth, subscriptions } = deps;
  const owner = { preHandler: auth.requireUser };

  app.get('/plans', owner, async () => ({
    data: subscriptions.plans(),
    entitlements: subscriptions.entitlements(),
    supportEmail: deps.supportEmail,
    paymentProvider: deps.billing.provider === 'stripe' ? 'stripe' : deps.billing.checkoutAvailable ? 'test' : 'none',
  }));

  app.get('/check-subscription', owner, async (request) => subscriptions.status(auth.user(request).businessId));

  app.post(
    '/create-subscription',
    { ...owner, schema: { body: upgradeBody }, config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } },
    async (request) => subscriptions.startUpgrade(auth.user(request), request.body),
  );

  app.get('/subscription-success', { ...owner, schema: { querystring: successQuery } }, async (request) =>
    subscriptions.confirm(auth.user(request).businessId, request.query.session_id),
  );

  app.post('/subscription/cancel', owner, async (request) => subscriptions.cancel(auth.user(request).businessId));

  app.post('/test-payment-reminder', { ...owner, config: { rateLimit: { max: 5, timeWindow: '1 hour' } } }, async (request) => {
    const user = auth.user(request);
    return sendTestReminder(deps, user, await subscriptions.email(user.businessId));
  });

  app.get(
    '/billing/test-checkout/:sessionId',
    { ...owner, schema: { params: z.object({ sessionId: z.string().regex(SESSION_ID) }) } },
    async (request) => ({ data: await subscriptions.testCheckout(auth.user(request).businessId, request.params.sessionId) }),
  );
}
