import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { defineModule, defineModuleServer } from '@korero/core/sdk';
import { businessDirectory, type BusinessDirectory } from '@korero/module-business/contract';
import subscription from '../module.ts';

// A stand-in for the business module whose profile has no email (and no account email to fall back on).
const unused = () => Promise.reject(new Error('not used in this test'));
const noEmailDirectory: BusinessDirectory = {
  profile: unused,
  smsSettings: unused,
  contactEmail: async () => null,
  findByName: unused,
  idsAfter: unused,
  adminSummaries: unused,
  setPlaceId: unused,
  contributeStats: () => {},
  contributeProfileFields: () => {},
};
const business = defineModule({
  id: 'business',
  title: 'Business (test double)',
  web: false,
  server: async () => ({ default: defineModuleServer({ setup: (ctx) => ctx.provide(businessDirectory, noEmailDirectory) }) }),
});

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ installed: [business, subscription] });
});
afterAll(() => t?.close());

describe('a business with no email address', () => {
  it('cannot start a checkout: 400 with requiresEmail, and nothing is opened', async () => {
    const owner = await t.signUp('noemail');
    const res = await owner.post('/api/create-subscription', { tierId: 'tier1', yearly: false, discountCodeId: null });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      requiresEmail: true,
      error: 'An email address is required for subscription features. Add one to your business profile, then try again.',
    });
    expect((await owner.get('/api/check-subscription')).body.tier).toBe('free');
  });

  it('gets no payment reminder either', async () => {
    const owner = await t.signUp('noemail2');
    const res = await owner.post('/api/test-payment-reminder');
    expect(res.status).toBe(400);
    expect(res.body.requiresEmail).toBe(true);
  });
});
