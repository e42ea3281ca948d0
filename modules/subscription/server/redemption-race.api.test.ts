import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { admin, createCode, startUpgrade } from './test-support.ts';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: ['business', 'subscription'] });
});
afterAll(() => t?.close());

/**
 * The rule under test: a code is counted once per completed checkout, and never beyond its limit. Checkouts that
 * lose the race for a code's last use still complete (the person finished paying); their discount is reported as
 * not applied, and their redemption is kept, uncounted.
 */
describe('20 checkouts racing for a single-use code', () => {
  it('all complete; exactly one gets the discount and the code counts one use', async () => {
    const code = await createCode(t, { code: 'FIRSTONLY', maxUses: 1, discountValue: 50 });
    const owners: TestAgent[] = [];
    for (let i = 0; i < 20; i++) owners.push(await t.signUp(`racer${i}`));
    // Every checkout starts while the code still has its use: all twenty pass validation.
    const sessions = await Promise.all(owners.map((o) => startUpgrade(o, { discountCodeId: code.id })));

    const results = await Promise.all(owners.map((o, i) => o.get(`/api/subscription-success?session_id=${sessions[i]}`)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.body.subscription.tier === 'professional' && r.body.subscription.status === 'active')).toBe(true);
    const applied = results.filter((r) => r.body.discount.applied);
    expect(applied).toHaveLength(1);
    const refused = results.filter((r) => !r.body.discount.applied);
    expect(refused[0]!.body.message).toBe(
      "Welcome to Professional! Your plan is active now. The discount code FIRSTONLY had just reached its limit, so it wasn't applied.",
    );

    expect((await admin(t).listCodes()).find((c) => c.id === code.id)).toMatchObject({ currentUses: 1, maxUses: 1 });
    const rows = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ counted: boolean; n: string }>>(
        `select counted, count(*) as n from subscription_redemption where discount_code_id = ? group by counted order by counted`,
        [code.id],
      ),
    );
    expect(rows.map((r) => [r.counted, Number(r.n)])).toEqual([
      [false, 19],
      [true, 1],
    ]);
    expect((await owners[0]!.post('/api/discount-codes/validate', { code: 'firstonly', targetTier: 'tier1' })).body.error).toBe(
      'Invalid discount code: this code has reached its limit.',
    );
  });

  it('one checkout confirmed 10 times at once counts one use and activates once', async () => {
    const code = await createCode(t, { code: 'TENFOLD', maxUses: 5 });
    const owner = await t.signUp('impatient');
    const sessionId = await startUpgrade(owner, { discountCodeId: code.id });
    const results = await Promise.all(Array.from({ length: 10 }, () => owner.get(`/api/subscription-success?session_id=${sessionId}`)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.every((r) => r.body.discount.applied)).toBe(true);
    expect((await admin(t).listCodes()).find((c) => c.id === code.id)?.currentUses).toBe(1);
    expect((await admin(t).events()).filter((e) => e.metadata.username === 'impatient').map((e) => e.eventType)).toEqual(['activated']);
  });
});
