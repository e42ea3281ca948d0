/** An admin reads the outbox (no provider set up: everything waits there), but never a capability sent to someone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, startTestKernel, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '../ports/messaging.port.ts';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [], env: { ADMIN_SETUP_TOKEN: 'OUTBOX-ADMIN-CODE', PUBLIC_URL: 'https://reviews.nz.example' } });
});
afterAll(() => t?.close());

describe('the admin outbox', () => {
  it('shows neither reset links nor the tokens in invitation links', async () => {
    const victim = await t.signUp('victim');
    expect((await t.anonymous().post('/api/auth/forgot-password', { email: 'victim@co-nz.example' })).status).toBe(200);
    await t.drainJobs();
    const invitationLink = 'https://reviews.nz.example/review/Xk3f9aQ2LmN8pRt5vWy1zAbC';
    await t.kernel.db.withContext(() =>
      t.kernel.get(messagingPort).send({
        channel: 'sms',
        to: '+64211234567',
        text: `Tell us how we did: ${invitationLink} Reply STOP to opt out.`,
        businessId: victim.userId,
        purpose: 'invite',
      }),
    );

    const admin = await t.signUp('operator');
    expect((await admin.post('/api/admin-setup', { code: 'OUTBOX-ADMIN-CODE' })).status).toBe(200);
    await enrolTotp(admin, t.clock.now());
    const res = await admin.get('/api/outbox');
    expect(res.status).toBe(200);
    const stored = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(10));
    const reset = stored.find((m) => m.purpose !== 'invite')!;
    const token = /token=([\w-]+)/.exec(reset.text)![1]!;

    const shown = JSON.stringify(res.body);
    expect(shown).not.toContain(token);
    expect(shown).not.toContain('Xk3f9aQ2LmN8pRt5vWy1zAbC');
    expect(shown).toContain('Tell us how we did: https://reviews.nz.example/review/[hidden]');
    expect(res.body.data).toHaveLength(2);
  });
});
