/**
 * In production without Stripe, the labelled test checkout would give any owner a paid plan for nothing: it is off
 * unless ALLOW_TEST_CHECKOUT says otherwise, and the plans say payments are not set up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_KEY: Buffer.alloc(32, 3).toString('base64'),
  LEDGER_KEY: Buffer.alloc(32, 4).toString('base64'),
};
const kernels: TestKernel[] = [];
afterAll(() => Promise.all(kernels.map((k) => k.close())));

async function kernel(env: Record<string, string>) {
  const t = await startTestKernel({ modules: ['business', 'subscription'], env });
  kernels.push(t);
  return t;
}

describe('the test checkout in production', () => {
  it('is off without Stripe: no checkout opens, nothing upgrades, and the plans say payments are not set up', async () => {
    const t = await kernel(PRODUCTION);
    const owner = await t.signUp('prodowner');
    expect((await owner.get('/api/plans')).body.paymentProvider).toBe('none');
    const res = await owner.post('/api/create-subscription', { tierId: 'professional', yearly: false });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/Payments aren't set up on this Korero yet/);
    expect((await owner.get('/api/check-subscription')).body).toMatchObject({ tier: 'free' });
    expect((await owner.get('/api/user')).body.subscriptionTier).toBe('free');
  });

  it('works when the operator allows it explicitly', async () => {
    const t = await kernel({ ...PRODUCTION, ALLOW_TEST_CHECKOUT: 'true' });
    const owner = await t.signUp('allowed');
    expect((await owner.get('/api/plans')).body.paymentProvider).toBe('test');
    const res = await owner.post('/api/create-subscription', { tierId: 'professional', yearly: false });
    expect(res.status).toBe(200);
    const done = await owner.get(`/api/subscription-success?session_id=${res.body.sessionId}`);
    expect(done.status).toBe(200);
    expect((await owner.get('/api/user')).body.subscriptionTier).toBe('professional');
  });
});
