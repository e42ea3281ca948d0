import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { enrolTotp, startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '../ports/messaging.port.ts';
import { backfillOwnerMemberships } from './memberships.ts';
import { hashPassword } from './passwords.ts';
import { usernameKey } from './usernames.ts';

/** Staff accounts and several businesses (docs/decisions/0026): memberships, invitations, roles and switching. */
const PUBLIC_URL = 'https://reviews.nz.example';
let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ env: { PUBLIC_URL, ADMIN_SETUP_TOKEN: 'staff-setup-code', MAX_BUSINESSES_PER_PERSON: '3' } });
});
afterAll(() => t?.close());

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const sql = <T = Array<Record<string, unknown>>>(query: string, params: unknown[] = []) =>
  ctx(() => t.kernel.db.em.execute(query, params) as Promise<T>);
const tokenOf = (acceptUrl: string) => new URL(acceptUrl).searchParams.get('token')!;
let people = 0;

type Owner = TestAgent & { userId: string; username: string };

/** The owner invites; a new person accepts from a fresh browser with a new account. */
async function hire(owner: TestAgent, role: 'manager' | 'technician', teamMemberId?: string) {
  const name = `staff${++people}`;
  const invited = await owner.post('/api/staff/invitations', {
    email: `${name}@co-nz.example`,
    role,
    ...(teamMemberId ? { teamMemberId } : {}),
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const agent = t.anonymous();
  const accepted = await agent.post('/api/staff/accept', {
    token: tokenOf(invited.body.data.acceptUrl),
    username: name,
    password: 'correct horse battery',
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  return Object.assign(agent, { userId: accepted.body.id as string, username: name, invitationId: invited.body.data.id as string });
}

const staffIdOf = async (owner: TestAgent, userId: string) => {
  const list = (await owner.get('/api/staff')).body.data as Array<{ id: string; email: string; name: string; username: string }>;
  const account = (await sql<Array<{ username: string }>>('select username from core_user where id = ?', [userId]))[0]!;
  return list.find((p) => p.username === account.username)!.id;
};

describe('memberships from before staff accounts', () => {
  it('makes every existing account the owner of its own business, whose id stays the account’s', async () => {
    const id = randomUUID();
    await sql(
      `insert into core_user (id, username, username_key, email, email_key, password_hash, is_admin, created_at)
       values (?, 'oldtimer', ?, 'old@co-nz.example', 'old@co-nz.example', ?, false, now())`,
      [id, usernameKey('oldtimer'), await hashPassword('correct horse battery')],
    );
    await ctx(() => backfillOwnerMemberships((q, p) => t.kernel.db.em.execute(q, p ?? [])));
    // Twice is harmless.
    await ctx(() => backfillOwnerMemberships((q, p) => t.kernel.db.em.execute(q, p ?? [])));
    expect(await sql('select account_id, business_id, role from core_membership where account_id = ?', [id])).toEqual([
      { account_id: id, business_id: id, role: 'owner' },
    ]);
    const me = await t.anonymous().post('/api/login', { username: 'oldtimer', password: 'correct horse battery' });
    expect(me.body).toMatchObject({ id, businessId: id, role: 'owner' });
  });
});

describe('inviting staff', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await t.signUp();
    expect((await owner.patch('/api/profile', { businessName: 'Harbour Plumbing', email: 'harbour@co-nz.example' })).status).toBe(200);
  });

  it('invites by email with a link (a 256-bit token stored only as its hash), and the email names the business', async () => {
    const res = await owner.post('/api/staff/invitations', { email: 'Mere@Co-NZ.example', role: 'technician' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      acceptUrl: expect.stringMatching(`^${PUBLIC_URL}/staff/accept\\?token=`),
      expiresAt: expect.any(String),
    });
    const token = tokenOf(res.body.data.acceptUrl);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(new Date(res.body.data.expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600_000);
    const [row] = await sql<Array<{ token_hash: string; email: string }>>(
      'select token_hash, email from core_staff_invitation where id = ?',
      [res.body.data.id],
    );
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), email: 'mere@co-nz.example' });
    const [mail] = await ctx(() => t.kernel.get(messagingPort).byReference(`staff-invitation:${res.body.data.id}`));
    expect(mail).toMatchObject({ to: 'mere@co-nz.example', businessId: owner.userId, purpose: 'staff-invitation' });
    expect(mail!.subject).toContain('Harbour Plumbing');
    expect(mail!.text).toContain(res.body.data.acceptUrl);
  });

  it('refuses bad invitations with a sentence: no address, an owner role, a team member id that is not an id', async () => {
    for (const body of [
      { role: 'technician' },
      { email: 'a@co-nz.example', role: 'owner' },
      { email: 'a@co-nz.example', role: 'technician', teamMemberId: 'x' },
    ]) {
      const res = await owner.post('/api/staff/invitations', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('accepting with a new account signs the person in to the business with their role', async () => {
    const tech = await hire(owner, 'technician');
    const me = await tech.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: tech.username, businessId: owner.userId, role: 'technician' });
    // The person has no business of their own: only this one.
    expect((await tech.get('/api/businesses')).body.data).toEqual([
      { id: owner.userId, name: 'Harbour Plumbing', role: 'technician', current: true },
    ]);
    // They sign in again later to the same place.
    const again = await t.anonymous().post('/api/login', { username: tech.username, password: 'correct horse battery' });
    expect(again.body).toMatchObject({ businessId: owner.userId, role: 'technician' });
  });

  it('accepting while signed in adds the business to that account; the email need not match', async () => {
    const other = await t.signUp();
    const invited = await owner.post('/api/staff/invitations', { email: 'someone-else@co-nz.example', role: 'manager' });
    const res = await other.post('/api/staff/accept', { token: tokenOf(invited.body.data.acceptUrl) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.userId, businessId: owner.userId, role: 'manager' });
    const mine = (await other.get('/api/businesses')).body.data;
    expect(mine).toEqual([
      { id: other.userId, name: expect.any(String), role: 'owner', current: false },
      { id: owner.userId, name: 'Harbour Plumbing', role: 'manager', current: true },
    ]);
    // Signing in again starts in the business they own.
    const again = await t.anonymous().post('/api/login', { username: other.username, password: 'correct horse battery' });
    expect(again.body).toMatchObject({ businessId: other.userId, role: 'owner' });
  });

  it('refuses unknown, used and expired links, and a second membership of the same business', async () => {
    const unknown = await t
      .anonymous()
      .post('/api/staff/accept', { token: 'x'.repeat(43), username: 'nobody1', password: 'correct horse battery' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/not valid/);

    const invited = await owner.post('/api/staff/invitations', { email: 'once@co-nz.example', role: 'technician' });
    const token = tokenOf(invited.body.data.acceptUrl);
    expect((await t.anonymous().post('/api/staff/accept', { token, username: 'usedonce', password: 'correct horse battery' })).status).toBe(
      201,
    );
    const used = await t.anonymous().post('/api/staff/accept', { token, username: 'usedtwice', password: 'correct horse battery' });
    expect(used.status).toBe(409);
    expect(used.body.error).toMatch(/already been used/);

    const late = await owner.post('/api/staff/invitations', { email: 'late@co-nz.example', role: 'technician' });
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      const expired = await t
        .anonymous()
        .post('/api/staff/accept', { token: tokenOf(late.body.data.acceptUrl), username: 'toolate', password: 'correct horse battery' });
      expect(expired.status).toBe(409);
      expect(expired.body.error).toMatch(/expired/);
    } finally {
      t.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }

    const member = await hire(owner, 'technician');
    const twice = await owner.post('/api/staff/invitations', { email: 'twice@co-nz.example', role: 'manager' });
    const res = await member.post('/api/staff/accept', { token: tokenOf(twice.body.data.acceptUrl) });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/already belong/);
  });

  it('a new account needs a valid username and password; an address with an account answers as any would and is emailed', async () => {
    const invited = await owner.post('/api/staff/invitations', {
      email: `${owner.username.toLowerCase()}@co-nz.example`,
      role: 'technician',
    });
    const token = tokenOf(invited.body.data.acceptUrl);
    const short = await t.anonymous().post('/api/staff/accept', { token, username: 'ok-name', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toHaveProperty('password');
    const noName = await t.anonymous().post('/api/staff/accept', { token, password: 'correct horse battery' });
    expect(noName.status).toBe(400);
    // The answer does not say the address has an account (as sign-up's does not): the next step goes to its inbox.
    const taken = await t.anonymous().post('/api/staff/accept', { token, username: 'brand-new', password: 'correct horse battery' });
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual({ message: "Check your email: we've sent the next step to the invited address." });
    expect(JSON.stringify(taken.body)).not.toMatch(/account|sign in/i);
    expect(await sql('select 1 from core_user where username_key = ?', ['brand-new'])).toHaveLength(0);
    const mails = await ctx(() => t.kernel.get(messagingPort).byReference(`staff-invitation:${invited.body.data.id}`));
    const told = mails.find((m) => m.subject?.startsWith('Join Harbour Plumbing on Korero with the account you have'));
    expect(told?.to).toBe(`${owner.username.toLowerCase()}@co-nz.example`);
    expect(told?.text).toContain(`the username ${owner.username}`);
    expect(told?.text).toContain(invited.body.data.acceptUrl);
    // The invitation stays open for the account that has the address.
    expect((await t.anonymous().post('/api/staff/invitations/preview', { token })).status).toBe(200);
  });
});

describe('invitations not yet accepted (owners: Resend and Withdraw)', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await t.signUp();
    expect((await owner.patch('/api/profile', { businessName: 'Tui Electrical', email: 'tui@co-nz.example' })).status).toBe(200);
  });
  const invite = async (who: TestAgent, email: string) => {
    const res = await who.post('/api/staff/invitations', { email, role: 'technician' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; acceptUrl: string; expiresAt: string };
  };

  it('lists pending and expired invitations, newest first, with who invited; accepted ones leave the list', async () => {
    const first = await invite(owner, 'one@co-nz.example');
    t.clock.advance(60_000);
    const second = await invite(owner, 'two@co-nz.example');
    const list = await owner.get('/api/staff/invitations');
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
    expect(list.body.data[0]).toEqual({
      id: second.id,
      email: 'two@co-nz.example',
      role: 'technician',
      invitedBy: owner.username,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
      expiresAt: second.expiresAt,
      expired: false,
    });
    // Never the link: it is shown once, when made.
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(second.acceptUrl));
    await t
      .anonymous()
      .post('/api/staff/accept', { token: tokenOf(first.acceptUrl), username: 'tui-one', password: 'correct horse battery' });
    expect((await owner.get('/api/staff/invitations')).body.data.map((i: { id: string }) => i.id)).toEqual([second.id]);
    // Past its expiry (set in the table: moving the clock 8 days would end the owner's session too).
    await sql('update core_staff_invitation set expires_at = ? where id = ?', [new Date(t.clock.now().getTime() - 1000), second.id]);
    expect((await owner.get('/api/staff/invitations')).body.data[0]).toMatchObject({ id: second.id, expired: true });
  });

  it('Resend makes a new link for 7 more days and emails it; the old link stops working', async () => {
    const made = await invite(owner, 'again@co-nz.example');
    t.clock.advance(10 * 60_000);
    onTestFinished(() => t.clock.advance(-10 * 60_000));
    const resent = await owner.post(`/api/staff/invitations/${made.id}/resend`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.id).toBe(made.id);
    expect(resent.body.data.acceptUrl).not.toBe(made.acceptUrl);
    expect(new Date(resent.body.data.expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600_000);
    const old = await t.anonymous().post('/api/staff/invitations/preview', { token: tokenOf(made.acceptUrl) });
    expect(old.status).toBe(404);
    expect((await t.anonymous().post('/api/staff/invitations/preview', { token: tokenOf(resent.body.data.acceptUrl) })).status).toBe(200);
    const mails = await ctx(() => t.kernel.get(messagingPort).byReference(`staff-invitation:${made.id}`));
    expect(mails.map((m) => m.text.includes(resent.body.data.acceptUrl))).toContain(true);
    expect(mails).toHaveLength(2);
  });

  it('Withdraw makes the link not valid; another business, a manager and a used invitation get nothing', async () => {
    const made = await invite(owner, 'withdrawn@co-nz.example');
    const other = await t.signUp();
    expect((await other.delete(`/api/staff/invitations/${made.id}`)).status).toBe(404);
    expect((await other.post(`/api/staff/invitations/${made.id}/resend`)).status).toBe(404);
    expect((await owner.delete('/api/staff/invitations/not-an-id')).status).toBe(404);
    const manager = await hire(owner, 'manager');
    for (const res of [
      await manager.get('/api/staff/invitations'),
      await manager.delete(`/api/staff/invitations/${made.id}`),
      await manager.post(`/api/staff/invitations/${made.id}/resend`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/Only an owner/);
    }
    const gone = await owner.delete(`/api/staff/invitations/${made.id}`);
    expect(gone.status).toBe(200);
    const link = await t.anonymous().post('/api/staff/invitations/preview', { token: tokenOf(made.acceptUrl) });
    expect(link.status).toBe(404);
    expect(link.body.error).toMatch(/not valid/);
    expect((await owner.get('/api/staff/invitations')).body.data.map((i: { id: string }) => i.id)).not.toContain(made.id);
    // The one the manager accepted is no longer there to withdraw or send again.
    expect((await owner.delete(`/api/staff/invitations/${manager.invitationId}`)).status).toBe(404);
    expect((await owner.post(`/api/staff/invitations/${manager.invitationId}/resend`)).status).toBe(404);
  });
});

describe('display names (invitations name a person, not a username)', () => {
  it('an owner sets a name; invitation emails, the preview, the staff list and the activity list read it', async () => {
    const owner = await t.signUp();
    await owner.patch('/api/profile', { businessName: 'Kōwhai Cleaning', email: 'kowhai@co-nz.example' });
    expect((await owner.get('/api/account/profile')).body.data).toEqual({ username: owner.username, displayName: null });
    const set = await owner.put('/api/account/profile', { displayName: '  Aroha Ngata  ' });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ username: owner.username, displayName: 'Aroha Ngata' });
    // The session reads it at once (the dashboard greets "Kia ora, Aroha").
    expect((await owner.get('/api/user')).body.displayName).toBe('Aroha Ngata');
    expect((await owner.put('/api/account/profile', { displayName: 'x'.repeat(81) })).status).toBe(400);
    expect((await owner.put('/api/account/profile', {})).status).toBe(400);

    const invited = await owner.post('/api/staff/invitations', { email: 'wiremu@co-nz.example', role: 'technician' });
    const [mail] = await ctx(() => t.kernel.get(messagingPort).byReference(`staff-invitation:${invited.body.data.id}`));
    expect(mail!.subject).toBe('Aroha Ngata invited you to Kōwhai Cleaning on Korero');
    expect(mail!.text).not.toContain(owner.username);
    const token = tokenOf(invited.body.data.acceptUrl);
    expect((await t.anonymous().post('/api/staff/invitations/preview', { token })).body.data.inviter).toBe('Aroha Ngata');
    expect((await owner.get('/api/staff/invitations')).body.data[0].invitedBy).toBe('Aroha Ngata');

    // The person invited gives their own name as they make their account.
    const joined = await t.anonymous().post('/api/staff/accept', {
      token,
      username: 'wiremu-k',
      password: 'correct horse battery',
      displayName: 'Wiremu Kereama',
    });
    expect(joined.status).toBe(201);
    const staff = (await owner.get('/api/staff')).body.data as Array<{ name: string; username: string }>;
    expect(staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Aroha Ngata', username: owner.username }),
        expect.objectContaining({ name: 'Wiremu Kereama', username: 'wiremu-k' }),
      ]),
    );
    const activity = (await owner.get('/api/activity')).body.data as Array<{ who: string | null }>;
    expect(JSON.stringify(activity)).toContain('Aroha Ngata');
    // Blank goes back to the username.
    expect((await owner.put('/api/account/profile', { displayName: ' ' })).body.data.displayName).toBeNull();
    expect((await owner.get('/api/staff')).body.data.find((p: { username: string }) => p.username === owner.username).name).toBe(
      owner.username,
    );
  });
});

describe('roles, changes and removal', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await t.signUp();
  });

  it('technicians are refused business routes with what they may do; managers only the owner’s routes', async () => {
    const tech = await hire(owner, 'technician');
    const refused = await tech.get('/api/activity');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Technicians can send review invitations and record jobs/);
    expect((await tech.get('/api/staff')).status).toBe(403);

    const manager = await hire(owner, 'manager');
    expect((await manager.get('/api/teams')).status).toBe(200);
    expect((await manager.get('/api/staff')).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/api-keys', { name: 'Job system', scopes: ['jobs:write'] }],
      ['GET', '/api/api-keys', undefined],
      ['POST', '/api/staff/invitations', { email: 'x@co-nz.example', role: 'technician' }],
      ['POST', '/api/subscription/cancel', {}],
      ['GET', '/api/account/export', undefined],
    ] as const) {
      const res = await manager.request(method, url, body);
      expect({ url, status: res.status }).toEqual({ url, status: 403 });
      expect(res.body.error).toMatch(/^Only an owner of this business/);
    }
  });

  it('lists the people of the business, and a role change applies to the person’s very next request', async () => {
    const tech = await hire(owner, 'technician');
    await tech.get('/api/businesses');
    const list = (await owner.get('/api/staff')).body.data;
    expect(list[0]).toMatchObject({ name: owner.username, role: 'owner', teamMemberId: null });
    const row = list.find((p: { name: string }) => p.name === tech.username);
    expect(row).toMatchObject({
      id: expect.any(String),
      email: `${tech.username}@co-nz.example`,
      role: 'technician',
      lastSeenAt: expect.any(String),
    });

    expect((await tech.get('/api/activity')).status).toBe(403);
    const changed = await owner.patch(`/api/staff/${row.id}`, { role: 'manager' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: row.id, role: 'manager' });
    expect((await tech.get('/api/activity')).status).toBe(200);
    expect((await tech.get('/api/user')).body.role).toBe('manager');
  });

  it('removing a person ends their session in that business at once', async () => {
    const tech = await hire(owner, 'technician');
    expect((await tech.get('/api/user')).status).toBe(200);
    const id = await staffIdOf(owner, tech.userId);
    expect((await owner.delete(`/api/staff/${id}`)).status).toBe(200);
    const after = await tech.get('/api/user');
    expect(after.status).toBe(401);
    // With no business left, signing in says why.
    const again = await t.anonymous().post('/api/login', { username: tech.username, password: 'correct horse battery' });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(/no longer belong to any business/);
    expect((await owner.get('/api/staff')).body.data.map((p: { name: string }) => p.name)).not.toContain(tech.username);
  });

  it('a membership removed behind the session’s back (no session ended) still ends access on the next request', async () => {
    const tech = await hire(owner, 'manager');
    await sql('delete from core_membership where account_id = ?', [tech.userId]);
    expect((await tech.get('/api/teams')).status).toBe(401);
  });

  it('keeps at least one owner: the last owner can be neither demoted nor removed', async () => {
    const mine = await staffIdOf(owner, owner.userId);
    const demote = await owner.patch(`/api/staff/${mine}`, { role: 'manager' });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toMatch(/at least one owner/);
    const remove = await owner.delete(`/api/staff/${mine}`);
    expect(remove.status).toBe(409);
    // With a second owner, the first may step down.
    const partner = await hire(owner, 'manager');
    expect((await owner.patch(`/api/staff/${await staffIdOf(owner, partner.userId)}`, { role: 'owner' })).status).toBe(200);
    expect((await owner.patch(`/api/staff/${mine}`, { role: 'manager' })).status).toBe(200);
    expect((await owner.get('/api/user')).body.role).toBe('manager');
    expect((await owner.get('/api/api-keys')).status).toBe(403);
    expect((await partner.patch(`/api/staff/${mine}`, { role: 'owner' })).status).toBe(200);
  });

  it('another business’s people are a 404', async () => {
    const other = await t.signUp();
    const otherStaff = await hire(other, 'technician');
    const id = await staffIdOf(other, otherStaff.userId);
    expect((await owner.patch(`/api/staff/${id}`, { role: 'manager' })).status).toBe(404);
    expect((await owner.delete(`/api/staff/${id}`)).status).toBe(404);
    expect((await owner.delete('/api/staff/not-an-id')).status).toBe(404);
    expect((await otherStaff.get('/api/user')).status).toBe(200);
  });
});

describe('reading an invitation by its link (the accept page names the business and the role)', () => {
  it('answers the business, the role, the inviter and the expiry to anyone holding the link, and nothing else', async () => {
    const owner = await t.signUp();
    const named = (await owner.post('/api/businesses', { businessName: 'Kauri Roofing' })).body.data.id as string;
    await t.drainJobs();
    await owner.post('/api/businesses/switch', { businessId: named });
    const invited = await owner.post('/api/staff/invitations', { email: 'preview@co-nz.example', role: 'technician' });
    const token = tokenOf(invited.body.data.acceptUrl);
    const read = await t.anonymous().post('/api/staff/invitations/preview', { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      data: { businessName: 'Kauri Roofing', role: 'technician', inviter: owner.username, expiresAt: invited.body.data.expiresAt },
    });
    expect(read.headers['cache-control']).toBe('no-store');
    // Reading it claims nothing: the link still accepts.
    const accepted = await t.anonymous().post('/api/staff/accept', { token, username: 'previewed', password: 'correct horse battery' });
    expect(accepted.status).toBe(201);
  });

  it('answers 404 saying why for a link that is unknown, used or expired, and 400 without a token', async () => {
    const owner = await t.signUp();
    const preview = (token: string) => t.anonymous().post('/api/staff/invitations/preview', { token });
    const unknown = await preview('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/not valid.*Ask the owner/);

    const used = tokenOf(
      (await owner.post('/api/staff/invitations', { email: 'p-used@co-nz.example', role: 'manager' })).body.data.acceptUrl,
    );
    await t.anonymous().post('/api/staff/accept', { token: used, username: 'p-used', password: 'correct horse battery' });
    expect((await preview(used)).status).toBe(404);
    expect((await preview(used)).body.error).toMatch(/already been used/);

    const late = tokenOf(
      (await owner.post('/api/staff/invitations', { email: 'p-late@co-nz.example', role: 'manager' })).body.data.acceptUrl,
    );
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      const expired = await preview(late);
      expect(expired.status).toBe(404);
      expect(expired.body.error).toMatch(/expired/);
    } finally {
      t.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }
    expect((await t.anonymous().post('/api/staff/invitations/preview', {})).status).toBe(400);
  });
});

describe('what a change and its activity line share', () => {
  it('writes the invitation, the role change and the removal each with its line, and a refused change with none', async () => {
    const owner = await t.signUp();
    const tech = await hire(owner, 'technician');
    const id = await staffIdOf(owner, tech.userId);
    expect((await owner.patch(`/api/staff/${id}`, { role: 'manager' })).body.data).toMatchObject({ name: tech.username, role: 'manager' });
    const ownerId = await staffIdOf(owner, owner.userId);
    // The last owner cannot be demoted: no line says they were.
    expect((await owner.patch(`/api/staff/${ownerId}`, { role: 'technician' })).status).toBe(409);
    expect((await owner.delete(`/api/staff/${id}`)).status).toBe(200);
    const lines = (await owner.get('/api/activity')).body.data.map(
      (a: { action: string; sentence: string }) => `${a.action}: ${a.sentence}`,
    );
    // The test clock stands still, so the lines share their time: their order is not the point here.
    expect(lines.sort()).toEqual([
      `staff.invited: invited ${tech.username}@co-nz.example to join as a technician`,
      `staff.removed: removed ${tech.username} from the business`,
      `staff.role_changed: made ${tech.username} a manager`,
    ]);
  });
});

describe('several businesses', () => {
  it('creates a business with a new id and its own name, plan and data; switching moves every query', async () => {
    const owner = await t.signUp();
    const created = await owner.post('/api/businesses', { businessName: 'Petone Electrical' });
    expect(created.status).toBe(201);
    const second = created.body.data.id as string;
    expect(created.body.data).toEqual({ id: second, name: 'Petone Electrical', role: 'owner', current: false });
    expect(second).not.toBe(owner.userId);
    // Named at once, before any event is delivered: never "Business without a name yet".
    expect((await owner.get('/api/businesses')).body.data).toEqual([
      { id: owner.userId, name: expect.any(String), role: 'owner', current: true },
      { id: second, name: 'Petone Electrical', role: 'owner', current: false },
    ]);
    await t.drainJobs();

    const switched = await owner.post('/api/businesses/switch', { businessId: second });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      id: owner.userId,
      businessId: second,
      role: 'owner',
      subscriptionTier: 'free',
      businessCount: 2,
    });
    expect((await owner.get('/api/user')).body.businessId).toBe(second);
    expect((await owner.get('/api/profile')).body.data.businessName).toBe('Petone Electrical');
    const team = await owner.post('/api/teams', { name: 'Sparkies' });
    expect(team.status).toBe(201);
    expect((await owner.get('/api/teams')).body.data.map((x: { name: string }) => x.name)).toEqual(['Sparkies']);
    // An API key of the new business works for it.
    const key = (await owner.post('/api/api-keys', { name: 'Job system', scopes: ['jobs:write'] })).body.data.key as string;
    expect(key).toMatch(/^krc_/);

    await owner.post('/api/businesses/switch', { businessId: owner.userId });
    expect((await owner.get('/api/teams')).body.data.map((x: { name: string }) => x.name)).not.toContain('Sparkies');

    // Only one's own businesses: another's id, or no id at all, is a 404.
    const stranger = await t.signUp();
    for (const businessId of [stranger.userId, randomUUID(), 'nope']) {
      const res = await owner.post('/api/businesses/switch', { businessId });
      expect({ businessId, status: res.status }).toEqual({ businessId, status: 404 });
    }
    expect((await stranger.post('/api/businesses/switch', { businessId: second })).status).toBe(404);
    expect((await stranger.get('/api/user')).body.businessId).toBe(stranger.userId);
  });

  it('caps the businesses one person owns (MAX_BUSINESSES_PER_PERSON, 3 here) with a 409 that says what to do', async () => {
    const owner = await t.signUp();
    for (const name of ['Second', 'Third']) expect((await owner.post('/api/businesses', { businessName: name })).status).toBe(201);
    const refused = await owner.post('/api/businesses', { businessName: 'Fourth' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/already own 3 businesses.*Delete one you no longer use/);
    expect((await owner.get('/api/businesses')).body.data).toHaveLength(3);
    expect((await owner.get('/api/user')).body.businessCount).toBe(3);
    // Belonging to a business as staff does not count: only the ones owned.
    const other = await t.signUp();
    const joined = await other.post('/api/staff/accept', {
      token: tokenOf((await owner.post('/api/staff/invitations', { email: 'capped@co-nz.example', role: 'manager' })).body.data.acceptUrl),
    });
    expect(joined.status).toBe(200);
    expect(joined.body.businessCount).toBe(2);
    for (const name of ['A', 'B']) expect((await other.post('/api/businesses', { businessName: name })).status).toBe(201);
  });

  it('the export carries memberships; deleting a staff account leaves the business; deleting an owner takes the businesses they alone own', async () => {
    const owner = await t.signUp();
    const second = (await owner.post('/api/businesses', { businessName: 'Second Shop' })).body.data.id as string;
    const tech = await hire(owner, 'technician');
    await owner.post('/api/staff/invitations', { email: 'pending@co-nz.example', role: 'manager' });

    const exported = await owner.get('/api/account/export');
    expect(exported.status).toBe(200);
    const file = JSON.parse(typeof exported.body === 'string' ? exported.body : JSON.stringify(exported.body));
    expect(file.memberships).toEqual([
      expect.objectContaining({ businessId: owner.userId, role: 'owner' }),
      expect.objectContaining({ businessId: second, role: 'owner' }),
    ]);
    expect(file.staff.map((p: { name: string; role: string }) => [p.name, p.role])).toEqual([
      [owner.username, 'owner'],
      [tech.username, 'technician'],
    ]);

    // The technician leaves Korero: the business and its owner stay.
    expect((await tech.delete('/api/account', { password: 'correct horse battery', confirm: 'DELETE' })).status).toBe(200);
    expect(await sql('select 1 from core_membership where account_id = ?', [tech.userId])).toEqual([]);
    expect((await owner.get('/api/staff')).body.data.map((p: { name: string }) => p.name)).toEqual([owner.username]);

    // The owner leaves: both businesses, their people and pending invitations go.
    expect((await owner.delete('/api/account', { password: 'correct horse battery', confirm: 'DELETE' })).status).toBe(200);
    expect(await sql('select 1 from core_membership where business_id in (?, ?)', [owner.userId, second])).toEqual([]);
    expect(await sql('select 1 from core_staff_invitation where business_id = ?', [owner.userId])).toEqual([]);
  });

  it('the administrators’ subscriber list shows each person’s memberships with the businesses’ names', async () => {
    const owner = await t.signUp();
    expect((await owner.patch('/api/profile', { businessName: 'Kapiti Roofing', email: 'kapiti@co-nz.example' })).status).toBe(200);
    const tech = await hire(owner, 'technician');
    await tech.get('/api/user');
    const admin = await t.signUp();
    expect((await admin.post('/api/admin-setup', { code: 'staff-setup-code' })).status).toBe(200);
    await enrolTotp(admin, t.clock.now());
    const list = await admin.get(`/api/admin/subscribers?search=${tech.username}`);
    expect(list.status).toBe(200);
    const row = list.body.data.subscribers.find((s: { id: string }) => s.id === tech.userId);
    expect(row.memberships).toEqual([
      { businessId: owner.userId, businessName: 'Kapiti Roofing', role: 'technician', lastSeenAt: expect.any(String) },
    ]);
  });

  it('an owner who shares a business with another owner leaves it to them', async () => {
    const owner = await t.signUp();
    const partner = await hire(owner, 'manager');
    expect((await owner.patch(`/api/staff/${await staffIdOf(owner, partner.userId)}`, { role: 'owner' })).status).toBe(200);
    await owner.post('/api/teams', { name: 'Shared crew' });
    expect((await owner.delete('/api/account', { password: 'correct horse battery', confirm: 'DELETE' })).status).toBe(200);
    expect((await partner.get('/api/teams')).body.data.map((x: { name: string }) => x.name)).toEqual(['Shared crew']);
    expect((await partner.get('/api/user')).body).toMatchObject({ businessId: owner.userId, role: 'owner' });
  });
});
