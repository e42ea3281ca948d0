import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { billingPort, tierChanged, type CheckoutRequest } from '../../ports/billing.port.ts';

let t: TestKernel;
const changes: string[] = [];
beforeAll(async () => {
  t = await startTestKernel({ modules: [], now: '2026-01-31T09:00:00Z' });
  t.kernel.events.on(tierChanged, (c) => void changes.push(`${c.businessId}:${c.from}>${c.to}:${c.status}`), 'test');
});
afterAll(() => t?.close());

const billing = () => t.kernel.get(billingPort);
/** Runs a billing call, then delivers the events it announced (as the job worker would, moments later). */
const ctx = async <T>(fn: () => Promise<T>): Promise<T> => {
  const result = await t.kernel.db.withContext(fn);
  await t.drainJobs();
  return result;
};
const request = (businessId: string): CheckoutRequest => ({
  businessId,
  email: 'a@nz.example',
  tier: 'professional',
  yearly: false,
  successUrl: 'http://x/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://x/subscription?canceled=true',
});

describe('the local test checkout adapter', () => {
  it('is the default without a Stripe key, and refuses webhooks', async () => {
    expect(billing().provider).toBe('local');
    await expect(ctx(() => billing().handleWebhook(Buffer.from('{}'), 't=1,v1=x'))).rejects.toMatchObject({ code: 'not_configured' });
  });

  it('completes a checkout once, into a monthly plan that rolls on while nobody cancels it', async () => {
    const businessId = randomUUID();
    const { url, sessionId } = await ctx(() => billing().startCheckout(request(businessId)));
    expect(url).toBe(`/billing/test-checkout?session=${sessionId}`);
    expect((await ctx(() => billing().checkout(sessionId)))?.successUrl).toBe(`http://x/subscription?success=true&session_id=${sessionId}`);
    const account = await ctx(() => billing().completeCheckout(sessionId));
    expect(account).toMatchObject({
      tier: 'professional',
      status: 'active',
      interval: 'month',
      currentPeriodEnd: new Date('2026-02-28T09:00:00Z'),
    });
    await ctx(() => billing().completeCheckout(sessionId));
    expect(changes.filter((c) => c.startsWith(businessId))).toEqual([`${businessId}:free>professional:active`]);
    t.clock.set('2026-03-10T00:00:00Z');
    expect((await ctx(() => billing().account(businessId))).currentPeriodEnd).toEqual(new Date('2026-03-28T09:00:00Z'));
  });

  it('ends a cancelled plan when its period is over (a queued job), not before', async () => {
    t.clock.set('2026-04-01T00:00:00Z');
    const businessId = randomUUID();
    const { sessionId } = await ctx(() => billing().startCheckout(request(businessId)));
    await ctx(() => billing().completeCheckout(sessionId));
    const cancelled = await ctx(() => billing().cancelAtPeriodEnd(businessId));
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2026-05-01T00:00:00Z') });
    t.clock.set('2026-04-30T23:59:00Z');
    await t.drainJobs();
    expect(await ctx(() => billing().effectiveTier(businessId))).toBe('professional');
    t.clock.set('2026-05-01T00:00:01Z');
    await t.drainJobs();
    expect(await ctx(() => billing().account(businessId))).toMatchObject({
      tier: 'free',
      status: 'canceled',
      cancelAtPeriodEnd: false,
      subscriptionId: null,
    });
  });

  it('refuses an expired or unknown checkout, and cancelling with nothing to cancel', async () => {
    const businessId = randomUUID();
    const { sessionId } = await ctx(() => billing().startCheckout(request(businessId)));
    t.clock.advance(60 * 60_000 + 1);
    await expect(ctx(() => billing().completeCheckout(sessionId))).rejects.toMatchObject({ code: 'checkout_expired' });
    expect((await ctx(() => billing().checkout(sessionId)))?.status).toBe('expired');
    await expect(ctx(() => billing().completeCheckout('cs_local_nothing'))).rejects.toMatchObject({ code: 'checkout_not_found' });
    await expect(ctx(() => billing().cancelAtPeriodEnd(businessId))).rejects.toMatchObject({ code: 'no_subscription' });
    const assigned = randomUUID();
    await ctx(() => billing().update(assigned, { tier: 'enterprise', status: 'active' }));
    await expect(ctx(() => billing().cancelAtPeriodEnd(assigned))).rejects.toMatchObject({ code: 'no_subscription' });
  });
});
