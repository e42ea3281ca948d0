import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, startTestKernel, totpCode, type TestAgent, type TestKernel } from '@korero/core/testing';

const CODE = 'TWO-FACTOR-ADMIN-CODE';
let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [], env: { ADMIN_SETUP_TOKEN: CODE } });
});
afterAll(() => t?.close());

async function hire(owner: TestAgent, role: 'manager' | 'technician', username: string): Promise<TestAgent> {
  const invited = await owner.post('/api/staff/invitations', { email: `${username}@co-nz.example`, role });
  expect(invited.status).toBe(201);
  const agent = t.anonymous();
  const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
  expect((await agent.post('/api/staff/accept', { token, username, password: 'correct horse battery' })).status).toBe(201);
  return agent;
}

describe('who must use two-factor sign-in', () => {
  it('keeps an administrator out of administration until they set it up, and says where', async () => {
    const whetu = await t.signUp('whetu2fa');
    expect((await whetu.post('/api/admin-setup', { code: CODE })).status).toBe(200);
    expect((await whetu.get('/api/user')).body).toMatchObject({ isAdmin: true, twoFactorNeeded: true });
    const refused = await whetu.get('/api/outbox');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Administrators must use two-factor sign-in.*\/account\/security/);
    // Their own business and account work meanwhile.
    expect((await whetu.get('/api/account/two-factor')).body.data).toMatchObject({ totp: false, required: true });
    const { secret } = await enrolTotp(whetu, t.clock.now());
    expect((await whetu.get('/api/user')).body.twoFactorNeeded).toBeUndefined();
    expect((await whetu.get('/api/outbox')).status).toBe(200);
    // An administrator may not drop their last second step.
    t.clock.advance(30_000);
    const off = await whetu.delete('/api/account/two-factor/totp', { code: totpCode(secret, t.clock.now()) });
    expect(off.status).toBe(409);
    expect((await whetu.get('/api/account/two-factor')).body.data.totp).toBe(true);
  });

  it("lets an owner ask it of their staff: staff without it may reach only their own account; another business's staff are unaffected", async () => {
    const owner = await t.signUp('ownerasks');
    const other = await t.signUp('ownerdoesnt');
    const manager = await hire(owner, 'manager', 'managerasked');
    const tech = await hire(owner, 'technician', 'techasked');
    const elsewhere = await hire(other, 'manager', 'managerelsewhere');
    // Managers may not change it: it is the owner's call.
    expect((await manager.put('/api/businesses/security', { staffTwoFactor: true })).status).toBe(403);
    expect((await owner.put('/api/businesses/security', { staffTwoFactor: 'yes' })).status).toBe(400);
    expect((await owner.put('/api/businesses/security', { staffTwoFactor: true })).body.data).toEqual({ staffTwoFactor: true });
    expect((await owner.get('/api/businesses/security')).body.data).toEqual({ staffTwoFactor: true });
    expect((await other.get('/api/businesses/security')).body.data).toEqual({ staffTwoFactor: false });

    expect((await manager.get('/api/user')).body.twoFactorNeeded).toBe(true);
    const refused = await manager.get('/api/activity');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/asks everyone to use two-factor sign-in/);
    expect((await tech.get('/api/user')).body.twoFactorNeeded).toBe(true);
    // The owner is not held back, nor staff of another business.
    expect((await owner.get('/api/activity')).status).toBe(200);
    expect((await owner.get('/api/user')).body.twoFactorNeeded).toBeUndefined();
    expect((await elsewhere.get('/api/user')).body.twoFactorNeeded).toBeUndefined();
    expect((await elsewhere.get('/api/activity')).status).toBe(200);

    await enrolTotp(manager, t.clock.now());
    expect((await manager.get('/api/activity')).status).toBe(200);
    expect((await manager.get('/api/user')).body.twoFactorNeeded).toBeUndefined();
    // Switched off again: the technician is free to carry on without it.
    await owner.put('/api/businesses/security', { staffTwoFactor: false });
    expect((await tech.get('/api/user')).body.twoFactorNeeded).toBeUndefined();
  });
});
