import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { authPort, billingPort, messagingPort, type TierId } from '@korero/core/sdk';
import { admin, startUpgrade, upgradeToProfessional } from './test-support.ts';

let t: TestKernel;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'subscription'] });
});
afterAll(() => t?.close());

const billing = () => t.kernel.get(billingPort);
const setPlan = (userId: string, change: Parameters<ReturnType<typeof billing>['update']>[1]) =>
  t.kernel.db.withContext(() => billing().update(userId, change));

describe('signed out', () => {
  it('every route needs a signed-in owner (the webhook excepted)', async () => {
    const anon = t.anonymous();
    for (const [method, url] of [
      ['GET', '/api/plans'],
      ['GET', '/api/check-subscription'],
      ['POST', '/api/create-subscription'],
      ['GET', '/api/subscription-success?session_id=cs_local_x'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/test-payment-reminder'],
      ['POST', '/api/discount-codes/validate'],
      ['GET', '/api/billing/test-checkout/cs_local_00000000'],
    ] as const) {
      const body = method === 'POST' ? { tierId: 'tier1', code: 'WELCOME' } : undefined;
      expect((await anon.request(method, url, body)).status, url).toBe(401);
    }
  });
});

describe('plans and status', () => {
  let owner: TestAgent;
  beforeAll(async () => {
    owner = await t.signUp('plansowner');
  });

  it('lists Free, Professional and Business (coming soon), in NZD, and says payments are in test mode', async () => {
    const res = await owner.get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.paymentProvider).toBe('test');
    expect(res.body.supportEmail).toBe('support@korero.co.nz');
    expect(
      res.body.data.map((p: { id: string; price: number; yearlyPrice: number; comingSoon: boolean }) => [
        p.id,
        p.price,
        p.yearlyPrice,
        p.comingSoon,
      ]),
    ).toEqual([
      ['free', 0, 0, false],
      ['professional', 29, 290, false],
      ['business', 89, 890, true],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/stripePriceIds|enterprise/);
  });

  it("keeps each plan's limits in their original shape, and lists the entitlements the page compares", async () => {
    const res = await owner.get('/api/plans');
    const [free, professional, business] = res.body.data;
    expect(free.limits).toEqual({
      invitesPerMonth: 5,
      smsPerMonth: 0,
      channels: [],
      customSms: 'locked',
      logo: false,
      competitorAnalysis: false,
    });
    expect(professional.limits).toEqual({
      invitesPerMonth: null,
      smsPerMonth: 30,
      channels: ['sms', 'email', 'messenger'],
      customSms: 'branded',
      logo: true,
      competitorAnalysis: true,
    });
    // The legacy field follows the competitors module's entitlement (config/plans.ts: on for the paid plans).
    expect(business.limits).toEqual({
      invitesPerMonth: null,
      smsPerMonth: 200,
      channels: ['sms', 'email', 'messenger'],
      customSms: 'full',
      logo: true,
      competitorAnalysis: true,
    });
    expect(professional.entitlements).toEqual({
      'invites.perMonth': null,
      'invites.smsPerMonth': 30,
      'invites.email': true,
      'invites.messenger': true,
      'business.logo': true,
      'business.customSms': 'branded',
      'competitors.analysis': true,
      'google.replies': true,
      'google.postedRate': true,
    });
    expect(res.body.entitlements.map((e: { key: string; kind: string; label: string }) => [e.key, e.kind, e.label])).toEqual([
      ['invites.perMonth', 'limit', 'Review invitations'],
      ['invites.smsPerMonth', 'limit', 'SMS texts'],
      ['invites.email', 'feature', 'Email invitations'],
      ['invites.messenger', 'feature', 'Messenger invitations'],
      ['business.logo', 'feature', 'Your logo on review pages'],
      ['business.customSms', 'choice', 'Custom SMS text'],
      ['competitors.analysis', 'feature', 'Competitor analysis'],
      ['google.replies', 'feature', 'Answer Google reviews'],
      ['google.postedRate', 'feature', 'Posted rate'],
    ]);
    expect(res.body.entitlements[5].options).toEqual({ locked: null, branded: 'Branded', full: 'Full' });
  });

  it('a new business is on Free, with nothing to renew or cancel', async () => {
    expect((await owner.get('/api/check-subscription')).body).toEqual({
      tier: 'free',
      subscribedTier: 'free',
      hasSubscription: false,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      interval: null,
      selfServe: false,
    });
  });
});

describe('upgrading through the local test checkout', () => {
  let owner: TestAgent & { userId: string };
  let other: TestAgent & { userId: string };
  let sessionId: string;
  beforeAll(async () => {
    owner = await t.signUp('aroha');
    other = await t.signUp('nosy');
  });

  it('refuses what cannot be bought, with reasons a person can act on', async () => {
    const post = (body: unknown) => owner.post('/api/create-subscription', body);
    const unknown = await post({ tierId: 'gold', yearly: false });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ tierId: 'Unknown plan' });
    expect((await post({ yearly: false })).body.fields).toEqual({ tierId: 'Choose a plan (tierId)' });
    expect((await post({ tierId: 'tier1', yearly: 'yes' })).body.fields.yearly).toBe('yearly must be true or false');
    const free = await post({ tierId: 'free' });
    expect(free.status).toBe(400);
    expect(free.body.error).toMatch(/Free needs no checkout/);
    const business = await post({ tierId: 'business', yearly: true });
    expect(business.status).toBe(403);
    expect(business.body.error).toBe("The Business plan is coming soon and can't be bought yet.");
    const enterprise = await post({ tierId: 'enterprise' });
    expect(enterprise.status).toBe(403);
    expect(enterprise.body.error).toMatch(/arranged with Korero's team/);
  });

  it('opens a test checkout (legacy tier1 accepted) that shows the plan and price in NZD cents', async () => {
    const res = await owner.post('/api/create-subscription', { tierId: 'tier1', yearly: false });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^\/billing\/test-checkout\?session=cs_local_[0-9a-f]{32}$/);
    sessionId = res.body.sessionId;
    const page = await owner.get(`/api/billing/test-checkout/${sessionId}`);
    expect(page.body.data).toMatchObject({
      planName: 'Professional',
      tier: 'professional',
      yearly: false,
      amount: 2900,
      amountDue: 2900,
      discount: null,
      status: 'open',
      successPath: `/subscription?success=true&session_id=${sessionId}`,
      cancelPath: '/subscription?canceled=true',
    });
    const yearly = await owner.post('/api/create-subscription', { tierId: 'professional', yearly: true });
    expect((await owner.get(`/api/billing/test-checkout/${yearly.body.sessionId}`)).body.data).toMatchObject({
      yearly: true,
      amount: 29000,
      amountDue: 29000,
    });
  });

  it("keeps another business's checkout out of reach (404), and 404s or 400s for ids that are not checkouts", async () => {
    expect((await other.get(`/api/billing/test-checkout/${sessionId}`)).status).toBe(404);
    expect((await other.get(`/api/subscription-success?session_id=${sessionId}`)).status).toBe(404);
    expect((await owner.get('/api/subscription-success?session_id=cs_local_ffffffffffffffffffffffffffffffff')).status).toBe(404);
    expect((await owner.get('/api/billing/test-checkout/not-a-session')).status).toBe(404);
    const bad = await owner.get('/api/subscription-success?session_id=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ session_id: 'session_id is not a checkout session id' });
    expect((await owner.get('/api/subscription-success')).body.fields).toEqual({ session_id: 'session_id is required' });
    expect((await other.get('/api/check-subscription')).body.tier).toBe('free');
  });

  it('completes: Professional at once everywhere (status, /api/user, the SMS rule in /api/profile), once', async () => {
    const res = await owner.get(`/api/subscription-success?session_id=${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscription: { tier: 'professional', status: 'active' },
      discount: null,
      message: 'Welcome to Professional! Your plan is active now.',
    });
    const periodEnd = new Date(res.body.subscription.currentPeriodEnd).getTime();
    expect(periodEnd - t.clock.now().getTime()).toBeGreaterThan(27 * DAY);
    expect((await owner.get('/api/check-subscription')).body).toMatchObject({
      tier: 'professional',
      hasSubscription: true,
      status: 'active',
      interval: 'month',
      selfServe: true,
    });
    expect((await owner.get('/api/user')).body.subscriptionTier).toBe('professional');
    expect((await owner.get('/api/profile')).body.data).toMatchObject({ subscriptionTier: 'professional', smsRule: 'branded' });

    const again = await owner.get(`/api/subscription-success?session_id=${sessionId}`);
    expect(again.status).toBe(200);
    expect(again.body.subscription.currentPeriodEnd).toBe(res.body.subscription.currentPeriodEnd);
    const events = (await admin(t).events()).filter((e) => e.userId === owner.userId);
    expect(events.map((e) => [e.eventType, e.subscriptionTier, e.metadata.username])).toEqual([['activated', 'professional', 'aroha']]);
    expect((await owner.get(`/api/billing/test-checkout/${sessionId}`)).body.data.status).toBe('complete');
  });

  it('refuses a second subscription to the same plan (409)', async () => {
    const res = await owner.post('/api/create-subscription', { tierId: 'tier1', yearly: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("You're already on the Professional plan.");
  });

  it('an abandoned checkout expires after an hour and can no longer activate anything', async () => {
    const late = await t.signUp('latecomer');
    const id = await startUpgrade(late);
    t.clock.advance(61 * 60_000);
    await late.post('/api/login', { username: 'latecomer', password: 'correct horse battery' });
    const res = await late.get(`/api/subscription-success?session_id=${id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/expired before it was completed/);
    expect((await late.get(`/api/billing/test-checkout/${id}`)).body.data.status).toBe('expired');
    expect((await late.get('/api/check-subscription')).body.tier).toBe('free');
  });
});

describe('cancelling', () => {
  it('Free has nothing to cancel', async () => {
    const owner = await t.signUp('freebie');
    const res = await owner.post('/api/subscription/cancel');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("You're on the Free plan, so there is no subscription to cancel.");
  });

  it('a paid plan ends with its period: nothing changes until then, then Free (recorded as cancelled)', async () => {
    const owner = await t.signUp('kiri');
    await upgradeToProfessional(owner, { yearly: true });
    t.clock.advance(1000);
    const res = await owner.post('/api/subscription/cancel');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(
      /^Your Professional plan stays active until \d{1,2} \w+ \d{4}, then moves to Free\. You won't be charged again\.$/,
    );
    expect(res.body.subscription).toMatchObject({ tier: 'professional', status: 'active', cancelAtPeriodEnd: true, interval: 'year' });

    const twice = await owner.post('/api/subscription/cancel');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/already set to end on/);

    t.clock.advance(200 * DAY);
    await t.drainJobs();
    expect(await t.kernel.db.withContext(() => billing().effectiveTier(owner.userId))).toBe('professional');

    t.clock.advance(170 * DAY);
    await t.drainJobs();
    await owner.post('/api/login', { username: 'kiri', password: 'correct horse battery' });
    expect((await owner.get('/api/check-subscription')).body).toMatchObject({
      tier: 'free',
      subscribedTier: 'free',
      status: 'canceled',
      cancelAtPeriodEnd: false,
      hasSubscription: false,
    });
    expect((await owner.get('/api/user')).body.subscriptionTier).toBe('free');
    const events = (await admin(t).events()).filter((e) => e.userId === owner.userId).reverse();
    expect(events.map((e) => [e.eventType, e.subscriptionTier])).toEqual([
      ['activated', 'professional'],
      ['cancellation_scheduled', 'professional'],
      ['cancelled', 'professional'],
    ]);
  });

  it('only an active, self-serve plan can be cancelled here', async () => {
    const assigned = await t.signUp('assigned');
    await setPlan(assigned.userId, { tier: 'business', status: 'active' });
    const res = await assigned.post('/api/subscription/cancel');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Your Business plan was set up by Korero's team. Contact support@korero.co.nz to change it.");

    const overdue = await t.signUp('overdue');
    await upgradeToProfessional(overdue);
    await setPlan(overdue.userId, { status: 'past_due' });
    const late = await overdue.post('/api/subscription/cancel');
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/^Only an active plan can be cancelled here, and yours is past due\./);
    // past_due keeps the plan's limits while the card is retried.
    expect((await overdue.get('/api/check-subscription')).body).toMatchObject({ tier: 'professional', status: 'past_due' });
  });
});

describe('tier changes from anywhere are logged for the admin area', () => {
  it('records activated, past_due and cancelled, with the username', async () => {
    const owner = await t.signUp('logged');
    for (const [tier, status] of [
      ['professional', 'active'],
      ['professional', 'past_due'],
      ['free', 'canceled'],
    ] as Array<[TierId, 'active' | 'past_due' | 'canceled']>) {
      await setPlan(owner.userId, { tier, status });
      t.clock.advance(1000);
    }
    const events = (await admin(t).events()).filter((e) => e.userId === owner.userId).reverse();
    expect(events.map((e) => [e.eventType, e.subscriptionTier, e.metadata.username])).toEqual([
      ['activated', 'professional', 'logged'],
      ['past_due', 'professional', 'logged'],
      ['cancelled', 'professional', 'logged'],
    ]);
  });
});

describe('the test payment reminder', () => {
  it("emails the owner at their profile's address, through the outbox", async () => {
    const owner = await t.signUp('reminded');
    await owner.patch('/api/profile', { businessName: 'Reminded Ltd', email: 'Accounts@Reminded.example' });
    const res = await owner.post('/api/test-payment-reminder');
    expect(res.status).toBe(200);
    // No email provider here, so the answer says the reminder waits rather than that it is on its way.
    expect(res.body).toEqual({ recipient: 'accounts@reminded.example', delivery: 'waiting' });
    const sent = (await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(20))).find((m) => m.businessId === owner.userId);
    expect(sent).toMatchObject({ channel: 'email', to: 'accounts@reminded.example', purpose: 'payment-reminder' });
    expect(sent?.subject).toBe('Test payment reminder: your Korero Free plan');
    expect(sent?.text).toMatch(/Nothing has been charged/);
  });
});

describe('stripe webhooks without Stripe', () => {
  it('answer 404: the Stripe provider, which owns the route, is not chosen here', async () => {
    const res = await t
      .anonymous()
      .post('/api/webhooks/stripe', { id: 'evt_1', type: 'checkout.session.completed' }, { 'stripe-signature': 't=1,v1=abc' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('No API route matches POST /api/webhooks/stripe.');
  });
});

describe('the data export and account deletion', () => {
  it("exports this module's rows and deletes them with the account", async () => {
    const owner = await t.signUp('leaving');
    await upgradeToProfessional(owner);
    await t.drainJobs(); // the event log hears of the upgrade through billing.tierChanged
    const exported = await owner.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.body.modules.subscription.status.tier).toBe('professional');
    expect(exported.body.modules.subscription.events.map((e: { eventType: string }) => e.eventType)).toEqual(['activated']);
    expect(JSON.stringify(exported.body.modules.subscription)).not.toContain(owner.userId);
    await t.kernel.db.withContext(() => t.kernel.get(authPort).deleteAccount(owner.userId));
    expect((await admin(t).events()).filter((e) => e.userId === owner.userId)).toEqual([]);
    expect(await t.kernel.db.withContext(() => billing().account(owner.userId))).toMatchObject({ tier: 'free', subscriptionId: null });
  });
});
