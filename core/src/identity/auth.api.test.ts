import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '../ports/messaging.port.ts';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [], env: { ADMIN_SETUP_TOKEN: 'SETUP-CODE-FOR-TESTS' } });
});
afterAll(() => t?.close());

describe('sign-up, sign-in and sessions', () => {
  it('registers an owner, returns the user without a password, and keeps them signed in', async () => {
    const agent = t.anonymous();
    const res = await agent.post('/api/register', { username: 'Aroha', email: ' Aroha@Plumbing.example ', password: 'long enough pw' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      username: 'Aroha',
      // No name of their own yet (Settings → Your account).
      displayName: null,
      email: 'aroha@plumbing.example',
      isAdmin: false,
      subscriptionTier: 'free',
      // The business it owns has the account's id; the person is its owner.
      businessId: res.body.id,
      role: 'owner',
      // An owner who signed up is no team member of their business until they link one.
      teamMemberId: null,
      // One business: the shell shows no business switcher and does not ask for the list.
      businessCount: 1,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const cookie = res.headers['set-cookie'];
    expect(String(cookie)).toMatch(/HttpOnly/i);
    expect(String(cookie)).toMatch(/SameSite=Lax/i);
    expect((await agent.get('/api/user')).body.username).toBe('Aroha');
  });

  it('answers GET /api/session with the user, or with { data: null } (not a 401) when signed out; GET /api/user keeps its 401', async () => {
    const signedOut = await t.anonymous().get('/api/session');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ data: null });
    expect((await t.anonymous().get('/api/user')).status).toBe(401);
    const agent = await t.signUp('rangi');
    const signedIn = await agent.get('/api/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ data: (await agent.get('/api/user')).body });
    expect(signedIn.body.data).toMatchObject({ username: 'rangi', isAdmin: false, subscriptionTier: 'free' });
    await agent.post('/api/logout');
    expect((await agent.get('/api/session')).body).toEqual({ data: null });
  });

  it('refuses a taken username with 409, whatever its case or width (NFKC, case-folded)', async () => {
    await t.signUp('tane');
    for (const lookAlike of ['TANE', 'Ｔａｎｅ', 'ｔａｎｅ']) {
      const res = await t
        .anonymous()
        .post('/api/register', { username: lookAlike, email: 'other@co-nz.example', password: 'long enough pw' });
      expect(res.status, lookAlike).toBe(409);
      expect(res.body.error).toMatch(/username is taken/);
    }
  });

  it('stores a fullwidth username as its plain letters, and signs in by any width or case', async () => {
    const res = await t
      .anonymous()
      .post('/api/register', { username: 'ｒｅａｌ', email: 'real@co-nz.example', password: 'long enough pw' });
    expect(res.status).toBe(201);
    expect(res.body.username).toBe('real');
    const taken = await t.anonymous().post('/api/register', { username: 'Real', email: 'real2@co-nz.example', password: 'long enough pw' });
    expect(taken.status).toBe(409);
    for (const typed of ['real', 'REAL', 'ｒｅａｌ', 'Ｒｅａｌ']) {
      const signIn = await t.anonymous().post('/api/login', { username: typed, password: 'long enough pw' });
      expect(signIn.status, typed).toBe(200);
      expect(signIn.body.id).toBe(res.body.id);
    }
  });

  it('does not confirm that an email address has an account: a neutral 202, no session, and the owner is told by email', async () => {
    const owner = await t.signUp('hemara');
    const agent = t.anonymous();
    const res = await agent.post('/api/register', {
      username: 'someone-else',
      email: ' HEMARA@co-nz.example ',
      password: 'long enough pw',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: "Check your email: we've sent the next step to that address." });
    expect(JSON.stringify(res.body)).not.toMatch(/exist|account|hemara/i);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await agent.get('/api/user')).status).toBe(401);
    // Nothing was made: the username is still free, and only the owner can sign in with the address.
    expect((await t.anonymous().post('/api/login', { username: 'someone-else', password: 'long enough pw' })).status).toBe(401);

    await t.drainJobs();
    const mail = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).byReference(`sign-up-attempt:${owner.userId}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'hemara@co-nz.example', subject: 'Someone tried to sign up to Korero with your email address' });
    expect(mail[0]!.text).toMatch(/If it was you, sign in/);
    expect(mail[0]!.text).toMatch(/\/forgot-password/);
    expect(mail[0]!.text).not.toContain('long enough pw');

    // Asked again and again: the same answer, and at most three emails an hour.
    for (let i = 0; i < 4; i++) {
      const again = await t
        .anonymous()
        .post('/api/register', { username: `other${i}`, email: 'hemara@co-nz.example', password: 'long enough pw' });
      expect(again.status).toBe(202);
    }
    await t.drainJobs();
    const all = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).byReference(`sign-up-attempt:${owner.userId}`));
    expect(all.length).toBeLessThanOrEqual(3);
  });

  it('names each bad field and never answers 500 for bad input', async () => {
    const agent = t.anonymous();
    const res = await agent.post('/api/register', { username: 'ab', email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect((await agent.post('/api/login', '{"username":', { 'content-type': 'application/json' })).body).toEqual({
      error: 'The request body is not valid JSON.',
    });
    expect((await agent.post('/api/login', { username: 5, password: [] })).status).toBe(400);
    expect((await agent.request('POST', '/api/login', 'username=a', { 'content-type': 'text/plain' })).status).toBe(415);
    const huge = await agent.post('/api/login', { username: 'a', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('The request is too large.');
  });

  it('signs in by username (any case) or email, and refuses a wrong password without saying which part was wrong', async () => {
    await t.signUp('mere', 'the right password');
    const agent = t.anonymous();
    expect((await agent.post('/api/login', { username: 'MERE', password: 'the right password' })).status).toBe(200);
    expect((await t.anonymous().post('/api/login', { username: 'mere@co-nz.example', password: 'the right password' })).status).toBe(200);
    const wrong = await t.anonymous().post('/api/login', { username: 'mere', password: 'nope nope nope' });
    const unknown = await t.anonymous().post('/api/login', { username: 'nobody-here', password: 'nope nope nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('logout ends the session on the server, so a copied cookie stops working', async () => {
    const agent = await t.signUp('hemi');
    const stolen = agent.cookie;
    expect((await agent.post('/api/logout')).status).toBe(200);
    expect((await agent.get('/api/user')).status).toBe(401);
    const thief = t.anonymous();
    thief.cookie = stolen;
    expect((await thief.get('/api/user')).status).toBe(401);
  });

  it('ends a session that sat idle past the timeout', async () => {
    const agent = await t.signUp('idle');
    t.clock.advance(29 * 60_000);
    expect((await agent.get('/api/user')).status).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('limits repeated failed sign-ins for one account', async () => {
    await t.signUp('target', 'secret password 1');
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await t.anonymous().post('/api/login', { username: 'target', password: `guess ${i}` })).status;
    expect(last).toBe(429);
  });

  it("lets a depot's crew behind one address sign in while one of them has locked their own account", async () => {
    // Issue 44: the limit per client counts per address and typed name, so one person's failures lock only their own.
    await t.signUp('crew-hemi', 'hemi password 1');
    await t.signUp('crew-sina', 'sina password 1');
    const fromDepot = () => Object.assign(t.anonymous(), { remoteAddress: '10.77.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await fromDepot().post('/api/login', { username: 'crew-hemi', password: `guess ${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect((await fromDepot().post('/api/login', { username: 'crew-sina', password: 'sina password 1' })).status).toBe(200);
  });

  it('keeps a locked account locked even for the right password, whichever name is typed, until the window ends', async () => {
    await t.signUp('lockme', 'the right password');
    const statuses: number[] = [];
    // Ten failures, half by username and half by email address: one account, one count.
    for (let i = 0; i < 10; i++) {
      const name = i % 2 ? 'LockMe' : 'lockme@co-nz.example';
      statuses.push((await t.anonymous().post('/api/login', { username: name, password: `guess ${i}` })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const right = await t.anonymous().post('/api/login', { username: 'lockme', password: 'the right password' });
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(/Too many failed sign-ins for this account\. Try again in 15 minutes/);
    expect((await t.anonymous().post('/api/login', { username: 'lockme@co-nz.example', password: 'the right password' })).status).toBe(429);
    t.clock.advance(15 * 60_000 + 1);
    expect((await t.anonymous().post('/api/login', { username: 'lockme', password: 'the right password' })).status).toBe(200);
  });

  it('answers a name no account has exactly as an account it locks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await t.anonymous().post('/api/login', { username: 'nobody-here', password: `guess ${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('refuses state-changing requests from another website', async () => {
    const res = await t.anonymous().post('/api/login', { username: 'a', password: 'b' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/other websites/);
  });

  it('makes the first admin with the setup code, once', async () => {
    const owner = await t.signUp('firstadmin');
    expect((await owner.post('/api/admin-setup', { code: 'wrong' })).status).toBe(403);
    const ok = await owner.post('/api/admin-setup', { code: 'setup-code-for-tests' });
    expect(ok.status).toBe(200);
    expect(ok.body.isAdmin).toBe(true);
    expect((await owner.get('/api/user')).body.isAdmin).toBe(true);
    const second = await t.signUp('secondadmin');
    expect((await second.post('/api/admin-setup', { code: 'SETUP-CODE-FOR-TESTS' })).status).toBe(409);
    expect(await t.kernel.db.withContext(() => t.kernel.adminSetupCode())).toBeNull();
  });

  it('answers unknown API paths with JSON 404 and sends security headers', async () => {
    const res = await t.anonymous().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No API route matches GET /api/does-not-exist.' });
    // An answer of data: nothing may run from it or frame it, and the page-only headers are left off.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('reports health with the database kind', async () => {
    const res = await t.anonymous().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });
});
