import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { billingPort, BillingError, checkoutCompleted, tierChanged, type CheckoutRequest } from '../../ports/billing.port.ts';
import { StripeStandIn } from '../../testing/stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_korero_0000';
const WEBHOOK_SECRET = 'whsec_korero_test_secret';
const stripeApi = new StripeStandIn();
let t: TestKernel;
const completed: string[] = [];
const changes: Array<{ businessId: string; to: string; status: string }> = [];

beforeAll(async () => {
  const url = await stripeApi.start();
  t = await startTestKernel({
    modules: [],
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE_URL: url },
  });
  stripeApi.now = () => Math.floor(t.clock.now().getTime() / 1000);
  t.kernel.events.on(checkoutCompleted, (e) => void completed.push(e.sessionId), 'test');
  t.kernel.events.on(tierChanged, (e) => void changes.push({ businessId: e.businessId, to: e.to, status: e.status }), 'test');
});
afterAll(async () => {
  await t?.close();
  await stripeApi.stop();
});

const billing = () => t.kernel.get(billingPort);
/** Runs a billing call, then delivers the events it announced (as the job worker would, moments later). */
const ctx = async <T>(fn: () => Promise<T>): Promise<T> => {
  const result = await t.kernel.db.withContext(fn);
  await t.drainJobs();
  return result;
};
const request = (businessId: string, extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  businessId,
  email: 'owner@co-nz.example',
  tier: 'professional',
  yearly: false,
  successUrl: 'https://reviews.nz.example/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://reviews.nz.example/subscription?canceled=true',
  ...extra,
});
const discount = (kind: 'percentage' | 'fixed_amount' | 'free_trial', value: number, freeTrialDays = 0) => ({
  reference: randomUUID(),
  code: `CODE${value}`,
  description: null,
  kind,
  value,
  freeTrialDays,
});

/** A Stripe event as Stripe would post it, signed with the SDK's own test helper. */
function stripeEvent(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string; ageSeconds?: number } = {}) {
  const timestamp = Math.floor(t.clock.now().getTime() / 1000) - (options.ageSeconds ?? 0);
  const id = options.id ?? `evt_${randomBytes(12).toString('hex')}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: timestamp,
    livemode: false,
    type,
    data: { object },
  });
  return {
    id,
    body: Buffer.from(payload),
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp }),
  };
}
const deliver = (event: ReturnType<typeof stripeEvent>) => ctx(() => billing().handleWebhook(event.body, event.signature));

/** A business that bought Professional through Stripe (checkout paid, returned). */
async function subscribed(yearly = false) {
  const businessId = randomUUID();
  const { sessionId } = await ctx(() => billing().startCheckout(request(businessId, { yearly })));
  const subscription = stripeApi.pay(sessionId);
  await ctx(() => billing().completeCheckout(sessionId));
  return { businessId, sessionId, subscription };
}

describe('checkout through the stripe SDK', () => {
  it('creates a subscription-mode session in NZD, priced from config/plans.ts, tied to the business', async () => {
    const businessId = randomUUID();
    const started = await ctx(() => billing().startCheckout(request(businessId)));
    expect(started.url).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);
    const call = stripeApi.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.body).toMatchObject({
      mode: 'subscription',
      currency: 'nzd',
      client_reference_id: businessId,
      customer_email: 'owner@co-nz.example',
      metadata: { businessId, tier: 'professional', interval: 'month' },
      subscription_data: { metadata: { businessId, tier: 'professional' } },
      success_url: 'https://reviews.nz.example/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://reviews.nz.example/subscription?canceled=true',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'nzd',
            unit_amount: '2900',
            recurring: { interval: 'month' },
            product_data: { name: 'Korero Professional' },
          },
        },
      ],
    });
    expect(call.body.discounts).toBeUndefined();
    expect(await ctx(() => billing().checkout(started.sessionId))).toMatchObject({
      provider: 'stripe',
      businessId,
      amount: 2900,
      amountDue: 2900,
      status: 'open',
    });
  });

  it('turns a percentage code into a one-use coupon on a yearly price', async () => {
    const businessId = randomUUID();
    const code = discount('percentage', 20);
    await ctx(() => billing().startCheckout(request(businessId, { yearly: true, discount: code })));
    const coupon = stripeApi.callsTo('POST', '/v1/coupons').at(-1)!;
    expect(coupon.body).toMatchObject({
      duration: 'once',
      percent_off: '20',
      max_redemptions: '1',
      name: 'CODE20',
      metadata: { korero_discount_code_id: code.reference, korero_business_id: businessId },
    });
    const session = stripeApi.callsTo('POST', '/v1/checkout/sessions').at(-1)!.body;
    expect(session.line_items[0].price_data).toMatchObject({ unit_amount: '29000', recurring: { interval: 'year' } });
    expect(session.discounts).toEqual([{ coupon: [...stripeApi.coupons.keys()].at(-1) }]);
  });

  it('takes fixed amounts off in NZD cents, and gives a free trial as trial days (no coupon)', async () => {
    await ctx(() => billing().startCheckout(request(randomUUID(), { discount: discount('fixed_amount', 500) })));
    expect(stripeApi.callsTo('POST', '/v1/coupons').at(-1)!.body).toMatchObject({ amount_off: '500', currency: 'nzd', duration: 'once' });
    const coupons = stripeApi.callsTo('POST', '/v1/coupons').length;
    const started = await ctx(() => billing().startCheckout(request(randomUUID(), { discount: discount('free_trial', 0, 14) })));
    expect(stripeApi.callsTo('POST', '/v1/coupons').length).toBe(coupons);
    expect(stripeApi.callsTo('POST', '/v1/checkout/sessions').at(-1)!.body.subscription_data.trial_period_days).toBe('14');
    expect((await ctx(() => billing().checkout(started.sessionId)))?.amountDue).toBe(0);
  });

  it('refuses to activate an unpaid checkout; activates a paid one once, with Stripe’s ids and period', async () => {
    const businessId = randomUUID();
    const { sessionId } = await ctx(() => billing().startCheckout(request(businessId)));
    await expect(ctx(() => billing().completeCheckout(sessionId))).rejects.toMatchObject({ code: 'not_paid' });
    const subscription = stripeApi.pay(sessionId);
    const account = await ctx(() => billing().completeCheckout(sessionId));
    expect(account).toMatchObject({
      tier: 'professional',
      status: 'active',
      interval: 'month',
      customerId: subscription.customer,
      subscriptionId: subscription.id,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(subscription.items.data[0].current_period_end * 1000),
    });
    await ctx(() => billing().completeCheckout(sessionId));
    expect(completed.filter((s) => s === sessionId)).toHaveLength(1);
    expect(changes.filter((c) => c.businessId === businessId)).toEqual([{ businessId, to: 'professional', status: 'active' }]);
    await expect(ctx(() => billing().completeCheckout('cs_test_unknown'))).rejects.toMatchObject({ code: 'checkout_not_found' });
  });

  it('answers a Stripe outage with a provider error and records nothing', async () => {
    const businessId = randomUUID();
    const before = stripeApi.sessions.size;
    stripeApi.failNext = 2; // the SDK retries once
    const error = await ctx(() => billing().startCheckout(request(businessId))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillingError);
    expect(error).toMatchObject({ code: 'provider', message: expect.stringMatching(/could not be reached/) });
    expect(stripeApi.sessions.size).toBe(before);
  });
});

describe('cancelling at period end and account deletion', () => {
  it('asks Stripe to cancel at period end and keeps the plan until then', async () => {
    const { businessId, subscription } = await subscribed(true);
    const account = await ctx(() => billing().cancelAtPeriodEnd(businessId));
    const call = stripeApi.callsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(call.body).toEqual({ cancel_at_period_end: 'true' });
    expect(account).toMatchObject({ tier: 'professional', status: 'active', cancelAtPeriodEnd: true });
    expect(await ctx(() => billing().effectiveTier(businessId))).toBe('professional');
    await expect(ctx(() => billing().cancelAtPeriodEnd(randomUUID()))).rejects.toMatchObject({ code: 'no_subscription' });
  });

  it('cancels the Stripe subscription at once when the account is deleted', async () => {
    const { businessId, subscription } = await subscribed();
    await ctx(() => billing().remove(businessId));
    expect(stripeApi.callsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(await ctx(() => billing().account(businessId))).toMatchObject({ tier: 'free', subscriptionId: null });
  });

  it('deletes nothing while Stripe cannot cancel the subscription, and says so (503)', async () => {
    const owner = await t.signUp('stripedown', 'owner password');
    const { sessionId } = await ctx(() => billing().startCheckout(request(owner.userId)));
    const subscription = stripeApi.pay(sessionId);
    await ctx(() => billing().completeCheckout(sessionId));
    stripeApi.failNext = 2; // the SDK retries once
    const refused = await owner.delete('/api/account', { password: 'owner password', confirm: 'DELETE' });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/could not reach the payment provider.*nothing has been deleted/);
    expect((await owner.get('/api/user')).status).toBe(200);
    expect(await ctx(() => billing().account(owner.userId))).toMatchObject({ tier: 'professional', status: 'active' });
    // Stripe answers again: the same request goes through and the subscription ends.
    expect((await owner.delete('/api/account', { password: 'owner password', confirm: 'DELETE' })).status).toBe(200);
    expect(stripeApi.callsTo('DELETE', `/v1/subscriptions/${subscription.id}`).length).toBeGreaterThanOrEqual(1);
    expect((await t.anonymous().post('/api/login', { username: 'stripedown', password: 'owner password' })).status).toBe(401);
  });
});

describe('webhooks, signed by the SDK’s test helper', () => {
  it('arrive at the provider’s own route, /api/webhooks/stripe, with no module enabled', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_route' });
    const post = (signature: string) =>
      t
        .anonymous()
        .request('POST', '/api/webhooks/stripe', event.body, { 'content-type': 'application/json', 'stripe-signature': signature });
    const res = await post(event.signature);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, eventId: event.id, type: 'customer.created', duplicate: false });
    const forged = await post(stripeEvent('customer.created', { id: 'cus_route' }, { secret: 'whsec_wrong' }).signature);
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('The webhook signature does not match this endpoint’s secret.');
  });

  it('checkout.session.completed activates the plan even if the person never came back; a replay changes nothing', async () => {
    const businessId = randomUUID();
    const { sessionId } = await ctx(() => billing().startCheckout(request(businessId)));
    stripeApi.pay(sessionId);
    const event = stripeEvent('checkout.session.completed', { ...stripeApi.sessions.get(sessionId), params: undefined });
    expect(await deliver(event)).toEqual({
      eventId: event.id,
      type: 'checkout.session.completed',
      handled: true,
      duplicate: false,
      businessId,
    });
    expect(await ctx(() => billing().account(businessId))).toMatchObject({ tier: 'professional', status: 'active' });
    expect(await deliver(event)).toMatchObject({ duplicate: true, handled: false });
    // The person's return afterwards is fine too, and nothing is announced twice.
    await ctx(() => billing().completeCheckout(sessionId));
    expect(completed.filter((s) => s === sessionId)).toHaveLength(1);
    expect(changes.filter((c) => c.businessId === businessId)).toHaveLength(1);
  });

  it('refuses a wrong signature, a stale one, and none at all, changing nothing', async () => {
    const { businessId, subscription } = await subscribed();
    const object = { ...subscription, status: 'past_due' };
    const wrong = stripeEvent('customer.subscription.updated', object, { secret: 'whsec_someone_else' });
    await expect(deliver(wrong)).rejects.toMatchObject({
      name: 'BillingError',
      code: 'signature',
      message: 'The webhook signature does not match this endpoint’s secret.',
    });
    const stale = stripeEvent('customer.subscription.updated', object, { ageSeconds: 301 });
    await expect(deliver(stale)).rejects.toMatchObject({ code: 'signature', message: 'The webhook signature is more than 5 minutes old.' });
    // Signed "a day from now": correctly signed, but it would be replayable for a day.
    const future = stripeEvent('customer.subscription.updated', object, { ageSeconds: -86_400 });
    await expect(deliver(future)).rejects.toMatchObject({ code: 'signature', message: 'The webhook signature is dated in the future.' });
    const fresh = stripeEvent('customer.subscription.updated', object, { ageSeconds: 290 });
    await expect(ctx(() => billing().handleWebhook(fresh.body, undefined))).rejects.toMatchObject({
      code: 'signature',
      message: 'The Stripe-Signature header is missing.',
    });
    const tampered = Buffer.from(fresh.body.toString().replace('past_due', 'active'));
    await expect(ctx(() => billing().handleWebhook(tampered, fresh.signature))).rejects.toMatchObject({ code: 'signature' });
    expect(await ctx(() => billing().account(businessId))).toMatchObject({ status: 'active' });
    // The refused ids were never recorded: the genuine delivery still applies.
    expect(await deliver(stripeEvent('customer.subscription.updated', object, { id: stale.id }))).toMatchObject({
      handled: true,
      duplicate: false,
    });
    expect(await ctx(() => billing().account(businessId))).toMatchObject({ tier: 'professional', status: 'past_due' });
  });

  it('customer.subscription.updated carries status, period end and cancel_at_period_end', async () => {
    const { businessId, subscription } = await subscribed();
    const end = Math.floor(t.clock.now().getTime() / 1000) + 40 * 86_400;
    const items = { object: 'list', data: [{ ...subscription.items.data[0], current_period_end: end }] };
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, items, cancel_at_period_end: true, cancel_at: end }));
    expect(await ctx(() => billing().account(businessId))).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(end * 1000),
    });
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, items, status: 'unpaid' }));
    expect(await ctx(() => billing().account(businessId))).toMatchObject({
      tier: 'professional',
      status: 'past_due',
      cancelAtPeriodEnd: false,
    });
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, items, status: 'trialing' }));
    expect(await ctx(() => billing().account(businessId))).toMatchObject({ tier: 'professional', status: 'active' });
  });

  it('invoice.payment_failed makes the plan past_due; customer.subscription.deleted ends it', async () => {
    const { businessId, subscription } = await subscribed();
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    expect(await deliver(stripeEvent('invoice.payment_failed', invoice))).toMatchObject({ handled: true, businessId });
    expect(await ctx(() => billing().account(businessId))).toMatchObject({ tier: 'professional', status: 'past_due' });
    expect(await ctx(() => billing().effectiveTier(businessId))).toBe('professional');
    await deliver(stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }));
    expect(await ctx(() => billing().account(businessId))).toMatchObject({
      tier: 'free',
      status: 'canceled',
      subscriptionId: null,
      cancelAtPeriodEnd: false,
    });
    expect(changes.filter((c) => c.businessId === businessId).map((c) => c.status)).toEqual(['active', 'past_due', 'canceled']);
    // A late event about the ended subscription matches no account any more.
    expect(await deliver(stripeEvent('invoice.payment_failed', invoice))).toMatchObject({ handled: false, businessId: null });
  });

  it('records events it ignores, so their replays are recognised too', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await deliver(event)).toEqual({
      eventId: event.id,
      type: 'customer.created',
      handled: false,
      duplicate: false,
      businessId: null,
    });
    expect(await deliver(event)).toMatchObject({ duplicate: true });
  });

  it('applies one of five simultaneous deliveries of the same event', async () => {
    const { businessId, subscription } = await subscribed();
    const event = stripeEvent('customer.subscription.updated', { ...subscription, status: 'past_due' });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect(changes.filter((c) => c.businessId === businessId && c.status === 'past_due')).toHaveLength(1);
  });

  it('leaves an event unrecorded when Stripe cannot be reached while applying it, so its retry works', async () => {
    const businessId = randomUUID();
    const { sessionId } = await ctx(() => billing().startCheckout(request(businessId)));
    stripeApi.pay(sessionId);
    const event = stripeEvent('checkout.session.completed', { ...stripeApi.sessions.get(sessionId), params: undefined });
    stripeApi.failNext = 2;
    await expect(deliver(event)).rejects.toMatchObject({ code: 'provider' });
    expect(await ctx(() => billing().effectiveTier(businessId))).toBe('free');
    expect(await deliver(event)).toMatchObject({ handled: true, duplicate: false });
    expect(await ctx(() => billing().effectiveTier(businessId))).toBe('professional');
  });
});

describe('without a webhook secret', () => {
  it('refuses webhooks as not configured (returns from checkout still work)', async () => {
    const bare = await startTestKernel({ modules: [], env: { STRIPE_SECRET_KEY: SECRET_KEY } });
    try {
      const event = stripeEvent('customer.created', { id: 'cus_y' });
      await expect(
        bare.kernel.db.withContext(() => bare.kernel.get(billingPort).handleWebhook(event.body, event.signature)),
      ).rejects.toMatchObject({ code: 'not_configured' });
      expect(bare.kernel.get(billingPort).provider).toBe('stripe');
      // The provider's webhook answers 503, so Stripe keeps retrying until the secret is set.
      const res = await bare
        .anonymous()
        .request('POST', '/api/webhooks/stripe', event.body, { 'content-type': 'application/json', 'stripe-signature': event.signature });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('Stripe webhooks are not set up here: set STRIPE_WEBHOOK_SECRET.');
    } finally {
      await bare.close();
    }
  });
});
