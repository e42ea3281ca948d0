import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, startTestKernel, totpCode, type TestKernel } from '@korero/core/testing';
import { databasePort } from '../ports/database.port.ts';
import { systemSettingsPort } from '../ports/system-settings.port.ts';

const PASSWORD = 'correct horse battery';
let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [] });
});
afterAll(() => t?.close());

/** Moves the test clock to the next 30-second step, so a fresh code is not refused as a replay. */
const nextStep = () => t.clock.advance(30_000);

async function signInPassword(username: string) {
  const agent = t.anonymous();
  const res = await agent.post('/api/login', { username, password: PASSWORD });
  return { agent, res };
}

describe('two-factor sign-in with an authenticator app', () => {
  it('enrols with a secret and its first code, then asks for a code after the password and starts no session until it is right', async () => {
    const aroha = await t.signUp('aroha2fa');
    const started = await aroha.post('/api/account/two-factor/totp');
    expect(started.status).toBe(200);
    expect(started.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Korero:aroha2fa\?.*secret=/);
    // A wrong first code does not turn it on.
    expect((await aroha.post('/api/account/two-factor/totp/confirm', { code: '000000' })).status).toBe(403);
    expect((await aroha.get('/api/account/two-factor')).body.data).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    const confirmed = await aroha.post('/api/account/two-factor/totp/confirm', { code: totpCode(started.body.data.secret, t.clock.now()) });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await aroha.get('/api/account/two-factor')).body.data).toEqual({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      required: false,
    });
    // Stored sealed and hashed: neither the secret nor a code is in the database as given.
    const db = t.kernel.get(databasePort);
    const stored = JSON.stringify([
      await db.em.execute('select * from core_two_factor'),
      await db.em.execute('select code_hash from core_recovery_code'),
    ]);
    expect(stored).not.toContain(started.body.data.secret);
    for (const code of codes) expect(stored).not.toContain(code);

    nextStep();
    const { agent, res } = await signInPassword('aroha2fa');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true, methods: ['totp'] });
    expect(String(res.headers['set-cookie'])).toMatch(/korero_sign_in=.*HttpOnly.*/i);
    expect((await agent.get('/api/user')).status).toBe(401);
    const wrong = await agent.post('/api/login/two-factor', { code: '123456' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/not right/);
    const done = await agent.post('/api/login/two-factor', { code: totpCode(started.body.data.secret, t.clock.now()) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ username: 'aroha2fa', role: 'owner' });
    expect((await agent.get('/api/user')).body.username).toBe('aroha2fa');
    // The pending sign-in is over: the cookie is cleared and a second code has nothing to finish.
    expect((await agent.post('/api/login/two-factor', { code: '123456' })).status).toBe(401);
  });

  it('accepts the step either side of now, refuses a code used once already, and one from two steps ago', async () => {
    const tama = await t.signUp('tama2fa');
    const { secret } = await enrolTotp(tama, t.clock.now());
    nextStep();
    const first = await signInPassword('tama2fa');
    const code = totpCode(secret, t.clock.now());
    expect((await first.agent.post('/api/login/two-factor', { code })).status).toBe(200);
    // The same code again, within its window: refused (replay).
    const second = await signInPassword('tama2fa');
    expect((await second.agent.post('/api/login/two-factor', { code })).status).toBe(403);
    // The next step's code (a phone's clock a little ahead) is accepted; two steps back is not.
    expect(
      (await second.agent.post('/api/login/two-factor', { code: totpCode(secret, new Date(t.clock.now().getTime() - 60_000)) })).status,
    ).toBe(403);
    expect(
      (await second.agent.post('/api/login/two-factor', { code: totpCode(secret, new Date(t.clock.now().getTime() + 30_000)) })).status,
    ).toBe(200);
  });

  it('signs in with a recovery code once (typed any case, with or without dashes), never twice', async () => {
    const mere = await t.signUp('mere2fa');
    const { recoveryCodes } = await enrolTotp(mere, t.clock.now());
    const { agent } = await signInPassword('mere2fa');
    const typed = recoveryCodes[3]!.toLowerCase().replace(/-/g, ' ');
    expect((await agent.post('/api/login/two-factor', { code: typed })).status).toBe(200);
    expect((await agent.get('/api/account/two-factor')).body.data.recoveryCodesLeft).toBe(9);
    const again = await signInPassword('mere2fa');
    expect((await again.agent.post('/api/login/two-factor', { code: recoveryCodes[3] })).status).toBe(403);
    expect((await again.agent.post('/api/login/two-factor', { code: recoveryCodes[4] })).status).toBe(200);
  });

  it("keeps two people apart: one's codes never finish the other's sign-in, and the pending cookie is needed", async () => {
    const wiremu = await t.signUp('wiremu2fa');
    const hemi = await t.signUp('hemi2fa');
    const w = await enrolTotp(wiremu, t.clock.now());
    const h = await enrolTotp(hemi, t.clock.now());
    nextStep();
    const { agent } = await signInPassword('wiremu2fa');
    expect((await agent.post('/api/login/two-factor', { code: totpCode(h.secret, t.clock.now()) })).status).toBe(403);
    expect((await agent.post('/api/login/two-factor', { code: h.recoveryCodes[0] })).status).toBe(403);
    // No pending sign-in at all: a code alone signs nobody in.
    const stranger = t.anonymous();
    const alone = await stranger.post('/api/login/two-factor', { code: totpCode(w.secret, t.clock.now()) });
    expect(alone.status).toBe(401);
    expect(alone.body.error).toMatch(/username and password again/);
    expect((await agent.post('/api/login/two-factor', { code: totpCode(w.secret, t.clock.now()) })).body.username).toBe('wiremu2fa');
    // The pending sign-in lasts minutes, not longer.
    nextStep();
    const late = await signInPassword('hemi2fa');
    t.clock.advance(6 * 60_000);
    expect((await late.agent.post('/api/login/two-factor', { code: totpCode(h.secret, t.clock.now()) })).status).toBe(401);
  });

  it('locks the second step after 10 wrong codes, as passwords are, even for the right code', async () => {
    const rangi = await t.signUp('rangi2fa');
    const { secret } = await enrolTotp(rangi, t.clock.now());
    nextStep();
    const { agent } = await signInPassword('rangi2fa');
    for (let i = 0; i < 10; i++) expect((await agent.post('/api/login/two-factor', { code: String(100000 + i) })).status).toBe(403);
    const locked = await agent.post('/api/login/two-factor', { code: totpCode(secret, t.clock.now()) });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/Too many wrong codes/);
  });

  it('stays open in maintenance, as sign-in does', async () => {
    const kiri = await t.signUp('kiri2fa');
    const { secret } = await enrolTotp(kiri, t.clock.now());
    nextStep();
    const settings = t.kernel.get(systemSettingsPort);
    await settings.update({ maintenanceMode: true, maintenanceMessage: 'Back soon.' }, null);
    try {
      const { agent, res } = await signInPassword('kiri2fa');
      expect(res.body.twoFactorRequired).toBe(true);
      expect((await agent.post('/api/login/two-factor', { code: totpCode(secret, t.clock.now()) })).status).toBe(200);
    } finally {
      await settings.update({ maintenanceMode: false }, null);
    }
  });

  it('makes new recovery codes with the password (the old ones stop working) and switches off with a fresh code', async () => {
    const ana = await t.signUp('ana2fa');
    const { secret, recoveryCodes } = await enrolTotp(ana, t.clock.now());
    expect((await ana.post('/api/account/two-factor/recovery-codes', { password: 'wrong password' })).status).toBe(403);
    const fresh = await ana.post('/api/account/two-factor/recovery-codes', { password: PASSWORD });
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    const { agent } = await signInPassword('ana2fa');
    expect((await agent.post('/api/login/two-factor', { code: recoveryCodes[0] })).status).toBe(403);
    expect((await ana.delete('/api/account/two-factor/totp', { code: '000000' })).status).toBe(403);
    nextStep();
    expect((await ana.delete('/api/account/two-factor/totp', { code: totpCode(secret, t.clock.now()) })).status).toBe(200);
    expect((await ana.get('/api/account/two-factor')).body.data).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    // Off: the password alone signs in again.
    expect((await signInPassword('ana2fa')).res.body.username).toBe('ana2fa');
  });
});
