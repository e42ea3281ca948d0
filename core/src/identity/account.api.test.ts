import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedModules } from '@korero/config/modules';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '../ports/billing.port.ts';
import { messagingPort } from '../ports/messaging.port.ts';
import { storagePort } from '../ports/storage.port.ts';
import { testImage } from '../testing/images.ts';
import { defineModule, defineModuleServer } from '../sdk/define-module.ts';

/** A module whose deletion fails while `deletionFails` is set (MODULES leaves it out: its lifecycle runs anyway). */
let deletionFails = false;
const flaky = defineModule({
  id: 'flaky',
  title: 'Flaky',
  web: false,
  server: async () => ({
    default: defineModuleServer({
      lifecycle(ctx) {
        ctx.deleteAccount(async () => {
          if (deletionFails) throw new Error('storage unavailable');
        });
      },
      setup() {},
    }),
  }),
});

const PUBLIC_URL = 'https://reviews.nz.example';
let PNG: Buffer;
let t: TestKernel;
beforeAll(async () => {
  PNG = await testImage('png');
  t = await startTestKernel({ modules: ['business', 'teams'], installed: [...installedModules, flaky], env: { PUBLIC_URL } });
});
afterAll(() => t?.close());

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

/** An owner with a named business, a logo, a team with a member, a paid plan and a message sent. */
async function busyOwner(username: string) {
  const owner = await t.signUp(username, 'owner password');
  await owner.patch('/api/profile', {
    businessName: `${username} Plumbing`,
    email: `${username}@co-nz.example`,
    businessPhone: '021 555 0101',
    googlePlaceId: null,
  });
  const ticket = (await owner.post('/api/logos/upload')).body as { uploadURL: string; logoUrl: string };
  await owner.request('PUT', ticket.uploadURL, PNG, { 'content-type': 'image/png' });
  expect((await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl })).status).toBe(200);
  const team = (await owner.post('/api/teams', { name: 'Hutt crew', description: null })).body.data;
  expect((await owner.post('/api/team-members', { teamId: team.id, name: 'Mere', role: 'Plumber' })).status).toBe(201);
  await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active', customerId: 'cus_test' }));
  await ctx(() =>
    t.kernel
      .get(messagingPort)
      .send({ channel: 'sms', to: '021 555 0199', text: 'How did we do?', businessId: owner.userId, purpose: 'invite' }),
  );
  return { owner, logoKey: ticket.logoUrl.replace('/public-objects/', '') };
}

describe('downloading your data', () => {
  it('needs a signed-in owner', async () => {
    expect((await t.anonymous().get('/api/account/export')).status).toBe(401);
  });

  it("gives the account, plan, messages and every module's section as a JSON file, without secrets", async () => {
    const { owner } = await busyOwner('tama');
    const res = await owner.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="korero-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body;
    expect(data).toMatchObject({
      format: 'korero-account-export',
      version: 1,
      account: { id: owner.userId, username: 'tama', email: 'tama@co-nz.example', isAdmin: false },
      subscription: { tier: 'professional', status: 'active', customerId: 'cus_test' },
      messages: [{ channel: 'sms', to: '+64215550199', text: 'How did we do?', purpose: 'invite' }],
    });
    expect(data.modules.business.profile).toMatchObject({
      businessName: 'tama Plumbing',
      businessPhone: '021 555 0101',
      businessType: 'general',
    });
    expect(data.modules.business.profile.logoUrl).toMatch(/^https:\/\/reviews\.nz\.example\/public-objects\/logos\/[0-9a-f-]{36}$/);
    expect(data.modules.business.profile.customCriteria.quality).toHaveLength(4);
    expect(data.modules.teams.teams).toEqual([
      expect.objectContaining({ name: 'Hutt crew', members: [expect.objectContaining({ name: 'Mere', role: 'Plumber' })] }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2|password_hash/i);
  });

  it("hides the secrets of the links in its messages: an owner cannot undo a customer's unsubscribe or open their review", async () => {
    const owner = await t.signUp('linkish');
    const messaging = t.kernel.get(messagingPort);
    const unsubscribe = messaging.unsubscribeUrl('email', 'aroha@nz.example');
    const unsubscribeToken = new URL(unsubscribe).searchParams.get('token')!;
    const reviewToken = 'Qx7vT2mLp9sWc4RbN8kZaE';
    await ctx(() =>
      messaging.send({
        channel: 'email',
        to: 'aroha@nz.example',
        subject: 'How did we do?',
        text: `Tell us how we did: ${PUBLIC_URL}/review/${reviewToken}\n\nUnsubscribe: ${unsubscribe}`,
        businessId: owner.userId,
        purpose: 'invite',
      }),
    );
    const data = (await owner.get('/api/account/export')).body;
    const text = JSON.stringify(data);
    expect(text).not.toContain(unsubscribeToken);
    expect(text).not.toContain(unsubscribeToken.split('.')[0]);
    expect(text).not.toContain(reviewToken);
    // Where each link pointed stays readable.
    expect(data.messages[0].text).toContain(`Tell us how we did: ${PUBLIC_URL}/review/[hidden]`);
    expect(data.messages[0].text).toMatch(/Unsubscribe: https:\/\/reviews\.nz\.example\/unsubscribe\?token=\[hidden\]/);
  });

  it('holds nothing of another business', async () => {
    await busyOwner('other1');
    const lonely = await t.signUp('lonely');
    const data = (await lonely.get('/api/account/export')).body;
    expect(data.messages).toEqual([]);
    expect(data.modules.teams.teams).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('other1');
  });

  it('refuses a module contributing its section twice, at start-up', async () => {
    const twice = defineModule({
      id: 'twice',
      title: 'Twice',
      web: false,
      server: async () => ({
        default: defineModuleServer({
          lifecycle(ctx) {
            ctx.exportData(async () => null);
            ctx.exportData(async () => null);
          },
          setup() {},
        }),
      }),
    });
    await expect(startTestKernel({ modules: [], installed: [...installedModules, twice] })).rejects.toThrow(/"twice" already contributes/);
  });
});

describe('deleting your account', () => {
  it('keeps the account when a module could not delete its part, so the owner can try again', async () => {
    const owner = await t.signUp('unlucky', 'owner password');
    await owner.post('/api/teams', { name: 'Stays for now' });
    deletionFails = true;
    const refused = await owner.delete('/api/account', { password: 'owner password', confirm: 'DELETE' });
    deletionFails = false;
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/could not be deleted just now, so your account is still here/);
    const again = t.anonymous();
    expect((await again.post('/api/login', { username: 'unlucky', password: 'owner password' })).status).toBe(200);
    expect((await again.delete('/api/account', { password: 'owner password', confirm: 'DELETE' })).status).toBe(200);
    expect((await t.anonymous().post('/api/login', { username: 'unlucky', password: 'owner password' })).status).toBe(401);
    const left = await t.kernel.db.direct<Array<{ n: string }>>('select count(*) as n from teams_team where business_id = ?', [
      owner.userId,
    ]);
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('asks for DELETE and the password', async () => {
    const owner = await t.signUp('careful', 'owner password');
    const missing = await owner.delete('/api/account', { password: 'owner password' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.confirm).toBe('Type DELETE to confirm');
    expect((await owner.delete('/api/account', { password: 'owner password', confirm: 'delete' })).status).toBe(400);
    expect((await owner.delete('/api/account')).status).toBe(400);
    const wrong = await owner.delete('/api/account', { password: 'not my password', confirm: 'DELETE' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/password is not right/);
    expect((await owner.get('/api/user')).status).toBe(200);
    expect((await t.anonymous().delete('/api/account', { password: 'x', confirm: 'DELETE' })).status).toBe(401);
  });

  it('removes the business, its files, plan, messages and sessions, and nobody else’s', async () => {
    const { owner, logoKey } = await busyOwner('leaving');
    const { owner: neighbour } = await busyOwner('staying');
    const laptop = t.anonymous();
    await laptop.post('/api/login', { username: 'leaving', password: 'owner password' });
    expect(await ctx(() => t.kernel.get(storagePort).get(logoKey))).not.toBeNull();

    const res = await owner.delete('/api/account', { password: 'owner password', confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(owner.cookie).toBeUndefined();
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await t.anonymous().post('/api/login', { username: 'leaving', password: 'owner password' })).status).toBe(401);

    const count = async (sql: string) => Number((await t.kernel.db.direct<Array<{ n: string }>>(sql, [owner.userId]))[0]!.n);
    expect(await count('select count(*) as n from core_user where id = ?')).toBe(0);
    expect(await count('select count(*) as n from core_session where user_id = ?')).toBe(0);
    expect(await count('select count(*) as n from core_billing_account where business_id = ?')).toBe(0);
    expect(await count('select count(*) as n from core_outbox_message where business_id = ?')).toBe(0);
    expect(await count('select count(*) as n from business_profile where business_id = ?')).toBe(0);
    expect(await count('select count(*) as n from teams_team where business_id = ?')).toBe(0);
    expect(await count('select count(*) as n from teams_member where business_id = ?')).toBe(0);
    expect(await ctx(() => t.kernel.get(storagePort).get(logoKey))).toBeNull();

    const kept = (await neighbour.get('/api/account/export')).body;
    expect(kept.modules.teams.teams).toHaveLength(1);
    expect(kept.messages).toHaveLength(1);
    expect(kept.modules.business.profile.logoUrl).not.toBeNull();

    // The name and address are free again.
    expect(
      (await t.anonymous().post('/api/register', { username: 'leaving', email: 'leaving@co-nz.example', password: 'a fresh start' }))
        .status,
    ).toBe(201);
  });

  it('limits wrong passwords', async () => {
    const owner: TestAgent = await t.signUp('guessed', 'owner password');
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await owner.delete('/api/account', { password: `guess ${i}`, confirm: 'DELETE' })).status;
    expect(last).toBe(429);
  });
});
