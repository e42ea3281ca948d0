import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import type { DiscountCodeInput } from '../contract/index.ts';
import { admin, createCode, startUpgrade, upgradeToProfessional } from './test-support.ts';

let t: TestKernel;
let owner: TestAgent & { userId: string };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'subscription'], now: '2026-11-23T09:00:00+13:00' });
  owner = await t.signUp('codeowner');
});
afterAll(() => t?.close());

const validate = (code: string, targetTier: string | undefined = 'tier1') =>
  owner.post('/api/discount-codes/validate', { code, targetTier });

describe('validating a code on the subscription page', () => {
  it('accepts any case and answers in the spec shape, upper-cased', async () => {
    const code = await createCode(t, {
      code: 'Welcome20',
      description: '20% off your first month',
      discountType: 'percentage',
      discountValue: 20,
    });
    expect(code.code).toBe('WELCOME20');
    const res = await validate('  welcome20 ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: code.id,
        code: 'WELCOME20',
        description: '20% off your first month',
        discountType: 'percentage',
        discountValue: 20,
        freeTrialDays: 0,
      },
    });
    expect((await validate('WELCOME20', 'professional')).status).toBe(200);
    expect((await validate('WELCOME20', undefined)).status).toBe(200);
  });

  it('refuses an unknown or empty code', async () => {
    const unknown = await validate('NOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Invalid discount code. Check the spelling and try again.');
    const empty = await validate('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ code: 'Enter a discount code' });
    expect((await validate('WELCOME20', 'platinum')).body.fields).toEqual({ targetTier: 'Unknown plan' });
  });

  it('refuses an inactive code', async () => {
    await createCode(t, { code: 'PAUSED', isActive: false });
    expect((await validate('paused')).body.error).toBe('Invalid discount code: this code is no longer active.');
  });

  it('refuses a code before its window opens and after it closes (dates in NZ time)', async () => {
    await createCode(t, {
      code: 'SUMMER',
      validFrom: new Date('2026-12-01T00:00:00+13:00'),
      validUntil: new Date('2027-02-28T23:59:59+13:00'),
    });
    await createCode(t, {
      code: 'SPRING',
      validFrom: new Date('2026-09-01T00:00:00+12:00'),
      validUntil: new Date('2026-11-22T23:59:59+13:00'),
    });
    const early = await validate('summer');
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Invalid discount code: this code can be used from 1 Dec 2026.');
    expect((await validate('spring')).body.error).toBe('Invalid discount code: this code expired on 22 Nov 2026.');
  });

  it('refuses a code for another plan (target tier, legacy tier1 included)', async () => {
    await createCode(t, { code: 'BIZONLY', targetTier: 'business' });
    await createCode(t, { code: 'PROONLY', targetTier: 'tier1' });
    expect((await validate('bizonly')).body.error).toBe('Invalid discount code: this code is for the Business plan, not Professional.');
    expect((await validate('proonly')).status).toBe(200);
    expect((await validate('proonly', 'business')).body.error).toBe(
      'Invalid discount code: this code is for the Professional plan, not Business.',
    );
  });

  it('refuses a code that is used up, and never runs out an unlimited one', async () => {
    const single = await createCode(t, { code: 'ONCE', maxUses: 1 });
    const unlimited = await createCode(t, { code: 'ALWAYS', maxUses: -1 });
    for (const name of ['usesonce1', 'usesonce2', 'usesonce3']) {
      const agent = await t.signUp(name);
      await upgradeToProfessional(agent, { discountCodeId: unlimited.id });
    }
    await upgradeToProfessional(await t.signUp('usesonce4'), { discountCodeId: single.id });
    expect((await validate('once')).body.error).toBe('Invalid discount code: this code has reached its limit.');
    expect((await validate('always')).status).toBe(200);
    const codes = await admin(t).listCodes();
    expect(codes.find((c) => c.code === 'ALWAYS')?.currentUses).toBe(3);
    expect(codes.find((c) => c.code === 'ONCE')?.currentUses).toBe(1);
  });
});

describe('a code carried into checkout', () => {
  it('takes 20% off a yearly plan, and counts once however often the return is confirmed', async () => {
    const code = await createCode(t, { code: 'YEAR20', discountValue: 20, maxUses: 5 });
    const agent = await t.signUp('yearly20');
    const sessionId = await startUpgrade(agent, { yearly: true, discountCodeId: code.id });
    const page = (await agent.get(`/api/billing/test-checkout/${sessionId}`)).body.data;
    expect(page).toMatchObject({
      amount: 29000,
      amountDue: 23200,
      discount: { code: 'YEAR20', discountType: 'percentage', discountValue: 20 },
    });
    for (let i = 0; i < 3; i++) {
      const res = await agent.get(`/api/subscription-success?session_id=${sessionId}`);
      expect(res.body.discount).toEqual({ code: 'YEAR20', applied: true });
      expect(res.body.message).toBe('Welcome to Professional! Your plan is active now. Discount YEAR20 applied.');
    }
    expect((await admin(t).listCodes()).find((c) => c.id === code.id)?.currentUses).toBe(1);
  });

  it('takes a fixed amount in cents off, never below zero', async () => {
    const five = await createCode(t, { code: 'FIVEOFF', discountType: 'fixed_amount', discountValue: 500 });
    const huge = await createCode(t, { code: 'HUGE', discountType: 'fixed_amount', discountValue: 999_999 });
    const a = await t.signUp('fiveoff');
    expect((await a.get(`/api/billing/test-checkout/${await startUpgrade(a, { discountCodeId: five.id })}`)).body.data).toMatchObject({
      amount: 2900,
      amountDue: 2400,
    });
    const b = await t.signUp('hugeoff');
    expect((await b.get(`/api/billing/test-checkout/${await startUpgrade(b, { discountCodeId: huge.id })}`)).body.data.amountDue).toBe(0);
  });

  it('gives free trial days: nothing due today, and the first period ends when the trial does', async () => {
    const trial = await createCode(t, { code: 'TRY14', discountType: 'free_trial', discountValue: 0, freeTrialDays: 14 });
    const agent = await t.signUp('trialist');
    const sessionId = await startUpgrade(agent, { discountCodeId: trial.id });
    expect((await agent.get(`/api/billing/test-checkout/${sessionId}`)).body.data).toMatchObject({
      amountDue: 0,
      discount: { discountType: 'free_trial', freeTrialDays: 14 },
    });
    const res = await agent.get(`/api/subscription-success?session_id=${sessionId}`);
    expect(new Date(res.body.subscription.currentPeriodEnd).getTime() - t.clock.now().getTime()).toBe(14 * DAY);
  });

  it('checks the code again when the checkout starts (it may have changed since it was applied)', async () => {
    const code = await createCode(t, { code: 'SHORTLIVED' });
    const agent = await t.signUp('tooslow');
    expect((await validate('shortlived')).status).toBe(200);
    await admin(t).updateCode(code.id, { ...(code as unknown as DiscountCodeInput), isActive: false, validFrom: null, validUntil: null });
    const res = await agent.post('/api/create-subscription', { tierId: 'tier1', yearly: false, discountCodeId: code.id });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid discount code: this code is no longer active. Remove it to upgrade without it.');
    const gone = await agent.post('/api/create-subscription', {
      tierId: 'tier1',
      yearly: false,
      discountCodeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.body.error).toBe('That discount code no longer exists. Remove it and try again.');
    expect((await agent.post('/api/create-subscription', { tierId: 'tier1', discountCodeId: 'abc' })).status).toBe(400);
  });
});

describe('discount codes for administrators (the subscription.admin contract)', () => {
  it('validates input with the spec messages and the chargeable limits', async () => {
    const bad = (input: Partial<DiscountCodeInput>) =>
      createCode(t, { code: 'X', ...input }).then(
        () => null,
        (e: { statusCode: number; details?: { fields?: Record<string, string> } }) => [e.statusCode, e.details?.fields],
      );
    expect(await bad({ code: '' })).toEqual([400, { code: 'Code is required' }]);
    expect(await bad({ code: 'HAS SPACE' })).toEqual([400, { code: 'Use letters, digits and dashes only' }]);
    expect(await bad({ discountType: 'bogus' as never })).toEqual([
      400,
      { discountType: 'Discount type must be percentage, fixed_amount or free_trial' },
    ]);
    expect(await bad({ discountValue: 150 })).toEqual([400, { discountValue: 'A percentage discount is between 1 and 100' }]);
    expect(await bad({ discountType: 'free_trial', freeTrialDays: 0 })).toEqual([
      400,
      { freeTrialDays: 'A free trial lasts at least 1 day' },
    ]);
    expect(await bad({ maxUses: 0 })).toEqual([400, { maxUses: 'Max uses is -1 (unlimited) or at least 1' }]);
    expect(await bad({ targetTier: 'enterprise' })).toEqual([
      400,
      { targetTier: 'Target tier must be free, professional (tier1) or business' },
    ]);
    expect(await bad({ validFrom: new Date('2027-01-02'), validUntil: new Date('2027-01-01') })).toEqual([
      400,
      { validUntil: 'Valid until must be after valid from' },
    ]);
  });

  it('refuses a duplicate code (any case) with 409, edits, deletes, and reports analytics', async () => {
    await expect(createCode(t, { code: 'welcome20' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'A discount code WELCOME20 exists already. Choose another code.',
    });
    const code = await createCode(t, { code: 'EDITME', discountValue: 10 });
    const edited = await admin(t).updateCode(code.id, {
      ...(code as unknown as DiscountCodeInput),
      discountValue: 15,
      description: 'Now 15%',
      validFrom: null,
      validUntil: null,
      targetTier: 'tier1',
    });
    expect(edited).toMatchObject({ discountValue: 15, description: 'Now 15%', targetTier: 'professional' });
    await admin(t).deleteCode(code.id);
    await expect(admin(t).deleteCode(code.id)).rejects.toMatchObject({ statusCode: 404 });
    const analytics = await admin(t).analytics();
    expect(analytics.topPerformingCodes[0]).toMatchObject({ code: 'ALWAYS', uses: 3 });
    expect(analytics.totalUses).toBeGreaterThanOrEqual(6);
    expect(analytics.totalCodes).toBeGreaterThan(analytics.activeCodes);
  });
});
