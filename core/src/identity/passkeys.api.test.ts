import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, SoftPasskey, startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

const ORIGIN = 'http://localhost:5173';
const PASSWORD = 'correct horse battery';
let t: TestKernel;
beforeAll(async () => {
  // Passkeys belong to PUBLIC_URL's host: WebAuthn refuses an IP address as the site.
  t = await startTestKernel({ modules: [], env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t?.close());

async function addPasskey(agent: TestAgent, key: SoftPasskey, name = 'Work phone') {
  const options = await agent.post('/api/account/two-factor/passkeys/options');
  expect(options.status).toBe(200);
  return agent.post('/api/account/two-factor/passkeys', { name, response: key.register(options.body.data) });
}

async function passwordStep(username: string) {
  const agent = t.anonymous();
  const res = await agent.post('/api/login', { username, password: PASSWORD });
  return { agent, res };
}

async function passkeyStep(agent: TestAgent, key: SoftPasskey) {
  const options = await agent.post('/api/login/two-factor/passkey/options');
  expect(options.status).toBe(200);
  return agent.post('/api/login/two-factor/passkey', { response: key.authenticate(options.body.data) });
}

describe('passkeys as the second step', () => {
  it('registers a passkey for the site (with recovery codes, as the first second step), then signs in with it after the password', async () => {
    const aroha = await t.signUp('arohakey');
    const options = await aroha.post('/api/account/two-factor/passkeys/options');
    expect(options.body.data).toMatchObject({ rp: { id: 'localhost', name: 'Korero' }, user: { name: 'arohakey' } });
    const key = new SoftPasskey(ORIGIN);
    const added = await aroha.post('/api/account/two-factor/passkeys', { name: 'Work phone', response: key.register(options.body.data) });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Work phone', lastUsedAt: null });
    expect(added.body.recoveryCodes).toHaveLength(10);
    expect((await aroha.get('/api/account/two-factor')).body.data).toMatchObject({
      totp: false,
      recoveryCodesLeft: 10,
      passkeys: [{ name: 'Work phone' }],
    });

    const { agent, res } = await passwordStep('arohakey');
    expect(res.body).toEqual({ twoFactorRequired: true, methods: ['passkey'] });
    const done = await passkeyStep(agent, key);
    expect(done.status).toBe(200);
    expect(done.body.username).toBe('arohakey');
    expect((await agent.get('/api/user')).body.username).toBe('arohakey');
    expect((await aroha.get('/api/account/two-factor')).body.data.passkeys[0].lastUsedAt).toEqual(expect.any(String));
    // A recovery code works for a passkey account too (a lost phone).
    const lost = await passwordStep('arohakey');
    expect((await lost.agent.post('/api/login/two-factor', { code: added.body.recoveryCodes[0] })).status).toBe(200);
  });

  it('refuses an answer for another origin, another person’s passkey, a replayed answer, and an answer with no challenge asked', async () => {
    const tama = await t.signUp('tamakey');
    const hemi = await t.signUp('hemikey');
    const tamaKey = new SoftPasskey(ORIGIN);
    const hemiKey = new SoftPasskey(ORIGIN);
    // Made on another site: refused at registration.
    const options = await tama.post('/api/account/two-factor/passkeys/options');
    const phished = await tama.post('/api/account/two-factor/passkeys', {
      name: 'Elsewhere',
      response: new SoftPasskey('https://korero.example.invalid').register(options.body.data),
    });
    expect(phished.status).toBe(400);
    expect((await addPasskey(tama, tamaKey)).status).toBe(201);
    expect((await addPasskey(hemi, hemiKey)).status).toBe(201);

    const { agent } = await passwordStep('tamakey');
    // Hemi's passkey does not finish Tama's sign-in.
    expect((await passkeyStep(agent, hemiKey)).status).toBe(403);
    // An answer without asking for a challenge first.
    const stale = tamaKey.authenticate({ challenge: 'bm90LWFza2Vk' });
    expect((await agent.post('/api/login/two-factor/passkey', { response: stale })).status).toBe(400);
    // The same signed answer twice: the challenge was spent the first time.
    const asked = await agent.post('/api/login/two-factor/passkey/options');
    const answer = tamaKey.authenticate(asked.body.data);
    expect((await agent.post('/api/login/two-factor/passkey', { response: answer })).status).toBe(200);
    const again = await passwordStep('tamakey');
    expect((await again.agent.post('/api/login/two-factor/passkey', { response: answer })).status).toBe(400);
    // No pending sign-in: no options either.
    expect((await t.anonymous().post('/api/login/two-factor/passkey/options')).status).toBe(401);
    expect((await t.anonymous().post('/api/login/two-factor/passkey', { response: { nope: true } })).status).toBe(400);
  });

  it('offers both when both are set up, and removes a passkey with the password only from its own account', async () => {
    const mere = await t.signUp('merekey');
    const rewi = await t.signUp('rewikey');
    await enrolTotp(mere, t.clock.now());
    const key = new SoftPasskey(ORIGIN);
    const added = await addPasskey(mere, key, 'Laptop');
    // The app gave the codes already: none come with the passkey.
    expect(added.body.recoveryCodes).toBeUndefined();
    expect((await passwordStep('merekey')).res.body.methods).toEqual(['totp', 'passkey']);
    const id = added.body.data.id;
    expect((await rewi.delete(`/api/account/two-factor/passkeys/${id}`, { password: PASSWORD })).status).toBe(404);
    expect((await mere.delete(`/api/account/two-factor/passkeys/${id}`, { password: 'not the password' })).status).toBe(403);
    expect((await mere.delete('/api/account/two-factor/passkeys/not-an-id', { password: PASSWORD })).status).toBe(404);
    expect((await mere.delete(`/api/account/two-factor/passkeys/${id}`, { password: PASSWORD })).status).toBe(200);
    expect((await passwordStep('merekey')).res.body.methods).toEqual(['totp']);
  });
});
