import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '../ports/messaging.port.ts';

const PUBLIC_URL = 'https://reviews.nz.example';
const SENT = { success: true, message: "If an account with that email exists, we've sent you a password reset link." };

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [], env: { PUBLIC_URL } });
});
afterAll(() => t?.close());

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const resetEmails = (userId: string) => ctx(() => t.kernel.get(messagingPort).byReference(`password-reset:${userId}`));

/** Asks for a reset from a fresh client, delivers it, and returns the token from the email's link. */
async function requestToken(email: string, userId: string): Promise<string> {
  const res = await t.anonymous().post('/api/auth/forgot-password', { email });
  expect(res.body).toEqual(SENT);
  await t.drainJobs();
  const mail = (await resetEmails(userId)).at(-1)!;
  const link = /https:\/\/reviews\.nz\.example\/reset-password\?token=([\w-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

const signIn = (username: string, password: string) => t.anonymous().post('/api/login', { username, password });

describe('forgot password', () => {
  it('answers the same for an unknown address, and emails only a real account', async () => {
    const owner = await t.signUp('rewi');
    const known = await t.anonymous().post('/api/auth/forgot-password', { email: '  REWI@co-nz.example ' });
    const unknown = await t.anonymous().post('/api/auth/forgot-password', { email: 'nobody-at-all@co-nz.example' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(known.body);
    await t.drainJobs();

    const [mail, ...more] = await resetEmails(owner.userId);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', to: 'rewi@co-nz.example', purpose: 'password-reset', businessId: null, status: 'held' });
    expect(mail!.subject).toBe('Reset your Korero password');
    expect(mail!.text).toContain('Kia ora rewi');
    expect(mail!.text).toMatch(/^https:\/\/reviews\.nz\.example\/reset-password\?token=[\w-]{43}$/m);
    expect(mail!.text).toContain('expires in 1 hour');
    const recent = await ctx(() => t.kernel.get(messagingPort).recent(50));
    expect(recent.filter((m) => m.to === 'nobody-at-all@co-nz.example')).toEqual([]);
  });

  it('names the field when the address is missing or malformed', async () => {
    const bad = await t.anonymous().post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('email: Please enter a valid email address');
    expect(bad.body.fields).toEqual({ email: 'Please enter a valid email address' });
    const missing = await t.anonymous().post('/api/auth/forgot-password', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields.email).toMatch(/required/);
  });

  it('sends one email for clicks that come before the first one went out', async () => {
    const owner = await t.signUp('impatient');
    for (let i = 0; i < 2; i++)
      expect((await t.anonymous().post('/api/auth/forgot-password', { email: 'impatient@co-nz.example' })).body).toEqual(SENT);
    await t.drainJobs();
    expect(await resetEmails(owner.userId)).toHaveLength(1);
  });

  it('keeps only the hash of the token, 256 bits of it', async () => {
    const owner = await t.signUp('hashed');
    const token = await requestToken('hashed@co-nz.example', owner.userId);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.kernel.db.direct<Array<{ id: string }>>(`select id from core_password_reset where user_id = ?`, [owner.userId]);
    expect(rows.map((r) => r.id)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('limits requests per client', async () => {
    const client = t.anonymous();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client.post('/api/auth/forgot-password', { email: `someone${i}@co-nz.example` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await client.post('/api/auth/forgot-password', { email: 'someone@co-nz.example' });
    expect(limited.body.error).toMatch(/Too many attempts/);
  });

  it('limits emails per address quietly: the same answer, but no more than 3 an hour', async () => {
    const owner = await t.signUp('flooded');
    for (let i = 0; i < 5; i++) {
      expect((await t.anonymous().post('/api/auth/forgot-password', { email: 'flooded@co-nz.example' })).body).toEqual(SENT);
      await t.drainJobs();
    }
    expect(await resetEmails(owner.userId)).toHaveLength(3);
    t.clock.advance(61 * 60_000);
    await t.anonymous().post('/api/auth/forgot-password', { email: 'flooded@co-nz.example' });
    await t.drainJobs();
    expect(await resetEmails(owner.userId)).toHaveLength(4);
  });
});

describe('reset token check', () => {
  it('says whether a link works, with a message a person can act on', async () => {
    const owner = await t.signUp('checker');
    const token = await requestToken('checker@co-nz.example', owner.userId);
    expect((await t.anonymous().post('/api/auth/validate-reset-token', { token })).body).toEqual({
      valid: true,
      message: expect.any(String),
    });
    expect((await t.anonymous().post('/api/auth/validate-reset-token', { token: 'made-up-token' })).body).toEqual({
      valid: false,
      message: 'Invalid or expired reset token. Request a new reset link.',
    });
    const missing = await t.anonymous().post('/api/auth/validate-reset-token', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields.token).toMatch(/required/);
  });

  it('expires a link after one hour', async () => {
    const owner = await t.signUp('late');
    const token = await requestToken('late@co-nz.example', owner.userId);
    t.clock.advance(59 * 60_000);
    expect((await t.anonymous().post('/api/auth/validate-reset-token', { token })).body.valid).toBe(true);
    t.clock.advance(2 * 60_000);
    const check = await t.anonymous().post('/api/auth/validate-reset-token', { token });
    expect(check.body).toEqual({ valid: false, message: expect.stringMatching(/expired/) });
    const reset = await t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'too late now' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toMatch(/expired/);
    expect((await signIn('late', 'too late now')).status).toBe(401);
  });

  it('a newer link replaces an older one', async () => {
    const owner = await t.signUp('twice');
    const first = await requestToken('twice@co-nz.example', owner.userId);
    const second = await requestToken('twice@co-nz.example', owner.userId);
    expect((await t.anonymous().post('/api/auth/validate-reset-token', { token: first })).body.valid).toBe(false);
    expect((await t.anonymous().post('/api/auth/validate-reset-token', { token: second })).body.valid).toBe(true);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const phone = await t.signUp('ngaio', 'old password 1');
    const laptop = t.anonymous();
    expect((await laptop.post('/api/login', { username: 'ngaio', password: 'old password 1' })).status).toBe(200);
    const token = await requestToken('ngaio@co-nz.example', phone.userId);

    const short = await t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ newPassword: 'Password must be at least 8 characters long' });

    const res = await t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'brand new password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your password has been reset. You can now log in with your new password.' });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await signIn('ngaio', 'old password 1')).status).toBe(401);
    expect((await signIn('ngaio', 'brand new password')).status).toBe(200);

    const again = await t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'another new password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: expect.stringMatching(/already been used/), success: false, message: again.body.error });
    expect((await t.anonymous().post('/api/auth/validate-reset-token', { token })).body).toEqual({
      valid: false,
      message: again.body.error,
    });
    expect((await signIn('ngaio', 'another new password')).status).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const res = await t.anonymous().post('/api/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'long enough pw' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid or expired reset token. Request a new reset link.');
  });

  it('lets exactly one of two racing requests use a link', async () => {
    const owner = await t.signUp('racer');
    const token = await requestToken('racer@co-nz.example', owner.userId);
    const [a, b] = await Promise.all([
      t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'first password!' }),
      t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'second password!' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'first password!' : 'second password!';
    expect((await signIn('racer', winner)).status).toBe(200);
  });

  it('lifts a lock-out from failed sign-ins', async () => {
    const owner = await t.signUp('forgetful');
    for (let i = 0; i < 11; i++) await signIn('forgetful', `wrong guess ${i}`);
    expect((await signIn('forgetful', 'another wrong guess')).status).toBe(429);
    const token = await requestToken('forgetful@co-nz.example', owner.userId);
    expect((await t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'remembered now' })).status).toBe(200);
    expect((await signIn('forgetful', 'a typo in it')).status).toBe(401);
    expect((await signIn('forgetful', 'remembered now')).status).toBe(200);
  });

  it('limits reset attempts per client', async () => {
    const client: TestAgent = t.anonymous();
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await client.post('/api/auth/reset-password', { token: `guess-${i}`, newPassword: 'long enough pw' })).status;
    expect(last).toBe(429);
  });
});
