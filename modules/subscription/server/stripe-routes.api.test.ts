import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { admin, createCode } from './test-support.ts';

/**
 * The routes with Stripe configured. The adapter itself is tested against a full stand-in in core; here a small
 * one answers the three calls these routes cause, and events are signed the way Stripe signs them
 * (`t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">`), so the raw-body route is exercised end to end.
 */
const WEBHOOK_SECRET = 'whsec_routes_test';
const calls: Array<{ method: string; path: string; body: string }> = [];
let down = 0;
const api: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    calls.push({ method: req.method!, path: req.url!, body: decodeURIComponent(body) });
    const send = (status: number, json: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (down-- > 0) return send(500, { error: { type: 'api_error', message: 'Stripe is having a moment' } });
    const id = randomBytes(8).toString('hex');
    if (req.url === '/v1/coupons') return send(200, { id: `co_${id}`, object: 'coupon' });
    if (req.url === '/v1/checkout/sessions')
      return send(200, {
        id: `cs_test_${id}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/cs_test_${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
      });
    if (req.url?.startsWith('/v1/subscriptions/'))
      return send(200, subscription(req.url.split('/').pop()!, { cancel_at_period_end: true }));
    send(404, { error: { type: 'invalid_request_error', message: 'Unknown' } });
  });
});

const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 86_400;
const subscription = (id: string, extra: object = {}) => ({
  id,
  object: 'subscription',
  customer: 'cus_routes',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd() }] },
  ...extra,
});

function signed(type: string, object: object, options: { secret?: string; ageSeconds?: number; id?: string } = {}) {
  const id = options.id ?? `evt_${randomBytes(8).toString('hex')}`;
  const body = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  const time = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0);
  const v1 = createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
    .update(`${time}.${body}`)
    .digest('hex');
  return { id, body, signature: `t=${time},v1=${v1}` };
}

let t: TestKernel;
let owner: TestAgent & { userId: string };
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  t = await startTestKernel({
    modules: ['business', 'subscription'],
    env: {
      STRIPE_SECRET_KEY: 'sk_test_routes',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      PUBLIC_URL: 'https://reviews.nz.example',
    },
  });
  owner = await t.signUp('stripeowner');
});
afterAll(async () => {
  await t?.close();
  api.close();
});

const webhook = (event: { body: string; signature?: string }, contentType = 'application/json; charset=utf-8') =>
  t.anonymous().request('POST', '/api/webhooks/stripe', event.body, {
    'content-type': contentType,
    ...(event.signature ? { 'stripe-signature': event.signature } : {}),
  });

describe('with Stripe configured', () => {
  let sessionId: string;
  let codeId: string;

  it('sends the owner to Stripe Checkout, returning to PUBLIC_URL', async () => {
    expect((await owner.get('/api/plans')).body.paymentProvider).toBe('stripe');
    codeId = (await createCode(t, { code: 'STRIPE10', discountValue: 10, maxUses: 3 })).id;
    const res = await owner.post('/api/create-subscription', { tierId: 'tier1', yearly: true, discountCodeId: codeId });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    sessionId = res.body.sessionId;
    const session = calls.find((c) => c.path === '/v1/checkout/sessions')!.body;
    expect(session).toContain('success_url=https://reviews.nz.example/subscription?success=true&session_id={CHECKOUT_SESSION_ID}');
    expect(session).toContain('discounts[0][coupon]=co_');
    // The local test checkout page has nothing to show for a real provider.
    expect((await owner.get(`/api/billing/test-checkout/${sessionId}`)).status).toBe(404);
  });

  it('refuses webhooks with no, a wrong or a stale signature (400), changing nothing', async () => {
    const paid = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: owner.userId,
      subscription: subscription('sub_routes'),
    };
    const none = await webhook({ body: signed('checkout.session.completed', paid).body });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('The Stripe-Signature header is missing.');
    expect((await webhook(signed('checkout.session.completed', paid, { secret: 'whsec_wrong' }))).body.error).toBe(
      'The webhook signature does not match this endpoint’s secret.',
    );
    const stale = await webhook(signed('checkout.session.completed', paid, { ageSeconds: 600 }));
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe('The webhook signature is more than 5 minutes old.');
    expect((await webhook({ body: 'just text', signature: 'x' }, 'text/plain')).status).toBe(415);
    expect((await owner.get('/api/check-subscription')).body.tier).toBe('free');
  });

  it('a signed checkout.session.completed activates the plan and counts the code; a replay changes nothing', async () => {
    const paid = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: owner.userId,
      subscription: subscription('sub_routes'),
    };
    const event = signed('checkout.session.completed', paid);
    const res = await webhook(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      received: true,
      eventId: event.id,
      type: 'checkout.session.completed',
      handled: true,
      duplicate: false,
      businessId: owner.userId,
    });
    expect((await owner.get('/api/check-subscription')).body).toMatchObject({ tier: 'professional', status: 'active', interval: 'year' });
    expect((await admin(t).listCodes()).find((c) => c.id === codeId)?.currentUses).toBe(1);

    const replay = await webhook(event);
    expect(replay.body).toMatchObject({ received: true, duplicate: true, handled: false });
    // The owner's return after the webhook: fine, and still one use.
    const back = await owner.get(`/api/subscription-success?session_id=${sessionId}`);
    expect(back.body).toMatchObject({ subscription: { tier: 'professional' }, discount: { code: 'STRIPE10', applied: true } });
    expect((await admin(t).listCodes()).find((c) => c.id === codeId)?.currentUses).toBe(1);
    expect((await admin(t).events()).filter((e) => e.userId === owner.userId).map((e) => e.eventType)).toEqual(['activated']);
  });

  it('cancels at period end through Stripe', async () => {
    const res = await owner.post('/api/subscription/cancel');
    expect(res.status).toBe(200);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_routes', body: 'cancel_at_period_end=true' });
    expect(res.body.subscription).toMatchObject({ tier: 'professional', cancelAtPeriodEnd: true });
  });

  it('tells the owner to try again when Stripe is down (503), and JSON still parses on the other routes', async () => {
    const other = await t.signUp('stripedown');
    down = 2;
    const res = await other.post('/api/create-subscription', { tierId: 'tier1', yearly: false });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(
      'The payment provider could not be reached. Try again in a minute; if it keeps happening, contact support.',
    );
    const validate = await other.post('/api/discount-codes/validate', { code: 'stripe10', targetTier: 'tier1' });
    expect(validate.status).toBe(200);
    expect(validate.body.data.code).toBe('STRIPE10');
  });
});
