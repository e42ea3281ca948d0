import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

// Assigning a follow-up to a person who signs in, and what a technician sees (docs/decisions/0035).
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
let tech: TestAgent;
let techAccountId = '';
let manager: TestAgent;
let managerAccountId = '';
let wiremu = '';
let hemi = '';
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

/** A person invited by the owner, signed in through the link. */
async function hire(role: 'manager' | 'technician', username: string, teamMemberId?: string) {
  const invited = await owner.post('/api/staff/invitations', {
    email: `${username}@mendit.example`,
    role,
    ...(teamMemberId ? { teamMemberId } : {}),
  });
  expect(invited.status).toBe(201);
  const agent = t.anonymous();
  const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
  expect((await agent.post('/api/staff/accept', { token, username, password: 'correct horse battery' })).status).toBe(201);
  return { agent, accountId: (await agent.get('/api/user')).body.id as string };
}

let people = 0;
/** A 1★ private answer to a fresh invitation: its follow-up's id. */
async function followUp(contact: { email?: string; phone?: string } = { email: 'customer@customer.example' }): Promise<string> {
  people += 1;
  const invite = await owner.post('/api/invites', {
    customerName: `Customer ${people}`,
    jobDescription: 'Blocked drain',
    jobLocation: 'Petone',
    ...(contact.email ? { customerEmail: contact.email } : {}),
    ...(contact.phone ? { customerPhone: contact.phone } : {}),
  });
  expect(invite.status).toBe(201);
  const res = await t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: 1,
    generatedReview: 'The second visit was two hours late.',
    reviewDestination: 'private',
    consent: true,
  });
  expect(res.status).toBe(200);
  await t.drainJobs();
  const list = (await owner.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; submissionId: string }>;
  return list.find((f) => f.submissionId === res.body.data.submissionId)!.id;
}

beforeAll(async () => {
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'followups'],
    now: '2026-12-06T20:00:00Z',
    env: { PUBLIC_URL: 'https://korero.nz.example' },
  });
  owner = await t.signUp('mendit');
  await owner.patch('/api/profile', { businessName: 'Mend It Plumbing', email: 'office@mendit.example' });
  await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  other = await t.signUp('elsewhere');
  const team = (await owner.post('/api/teams', { name: 'Plumbers' })).body.data.id as string;
  wiremu = (await owner.post('/api/team-members', { teamId: team, name: 'Wiremu Tane' })).body.data.id;
  hemi = (await owner.post('/api/team-members', { teamId: team, name: 'Hemi Walker' })).body.data.id;
  ({ agent: tech, accountId: techAccountId } = await hire('technician', 'hemi', hemi));
  ({ agent: manager, accountId: managerAccountId } = await hire('manager', 'sam'));
});
afterAll(async () => {
  await t?.close();
});

describe('whom a follow-up can be assigned to', () => {
  it('lists team members (marking the one who signs in) and the people who sign in and are no team member', async () => {
    const res = await owner.get('/api/follow-ups/assignees');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: hemi, name: 'Hemi Walker', kind: 'member', signsIn: true },
      { id: wiremu, name: 'Wiremu Tane', kind: 'member', signsIn: false },
      { id: owner.userId, name: 'mendit', kind: 'person', signsIn: true },
      { id: managerAccountId, name: 'sam', kind: 'person', signsIn: true },
    ]);
    expect((await manager.get('/api/follow-ups/assignees')).status).toBe(200);
    expect((await tech.get('/api/follow-ups/assignees')).status).toBe(403);
  });

  it('assigns to a person who signs in: they are emailed, and they see it as theirs', async () => {
    const id = await followUp();
    const res = await owner.patch(`/api/follow-ups/${id}`, { assigneeId: managerAccountId });
    expect(res.status).toBe(200);
    expect(res.body.data.assignee).toEqual({ id: managerAccountId, name: 'sam', kind: 'person', signsIn: true });
    expect(res.body.data.assignedToYou).toBe(false);
    const mail = (await ctx(() => t.kernel.get(messagingPort).recent(20))).find((m) => m.purpose === 'follow-up-assigned');
    expect(mail).toMatchObject({ channel: 'email', to: 'sam@mendit.example' });
    expect(mail!.text).toContain(`https://korero.nz.example/follow-ups/${id}`);
    expect(mail!.text).toContain('mendit assigned you the follow-up with');
    const seen = (await manager.get(`/api/follow-ups/${id}`)).body.data;
    expect([seen.assignee.name, seen.assignedToYou]).toEqual(['sam', true]);
    const row = ((await manager.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; assignedToYou: boolean }>).find(
      (f) => f.id === id,
    );
    expect(row?.assignedToYou).toBe(true);
  });

  it('assigning yourself sends no email; another business’s person or a made-up id is refused', async () => {
    const id = await followUp();
    const before = (await ctx(() => t.kernel.get(messagingPort).recent(50))).filter((m) => m.purpose === 'follow-up-assigned').length;
    expect((await owner.patch(`/api/follow-ups/${id}`, { assigneeId: owner.userId })).body.data.assignedToYou).toBe(true);
    const after = (await ctx(() => t.kernel.get(messagingPort).recent(50))).filter((m) => m.purpose === 'follow-up-assigned').length;
    expect(after).toBe(before);
    for (const assigneeId of [other.userId, '00000000-0000-4000-8000-000000000000']) {
      const res = await owner.patch(`/api/follow-ups/${id}`, { assigneeId });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/team members or someone who signs in/);
    }
  });
});

describe('a technician', () => {
  it('sees and works only the follow-ups assigned to them (or the team member they are); others are a 404', async () => {
    const theirs = await followUp();
    const byAccount = await followUp();
    const notTheirs = await followUp();
    expect((await owner.patch(`/api/follow-ups/${theirs}`, { assigneeId: hemi })).status).toBe(200);
    expect((await owner.patch(`/api/follow-ups/${byAccount}`, { assigneeId: wiremu })).status).toBe(200);
    // Hemi signs in as the team member Hemi Walker: assigned to the member, the follow-up is theirs.
    const list = await tech.get('/api/follow-ups?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.data.map((f: { id: string }) => f.id)).toEqual([theirs]);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0].assignedToYou).toBe(true);
    expect((await tech.get('/api/follow-ups/counts')).body.data).toEqual({ open: 1, waiting: 0, resolved: 0 });

    for (const id of [byAccount, notTheirs]) {
      expect((await tech.get(`/api/follow-ups/${id}`)).status).toBe(404);
      expect((await tech.patch(`/api/follow-ups/${id}`, { outcome: 'fixed' })).status).toBe(404);
      expect((await tech.post(`/api/follow-ups/${id}/notes`, { body: 'Mine?' })).status).toBe(404);
      expect((await tech.post(`/api/follow-ups/${id}/messages`, { channel: 'email', body: 'Sorry.' })).status).toBe(404);
    }

    expect((await tech.get(`/api/follow-ups/${theirs}`)).status).toBe(200);
    expect((await tech.post(`/api/follow-ups/${theirs}/notes`, { body: 'Going Thursday.' })).status).toBe(201);
    expect((await tech.post(`/api/follow-ups/${theirs}/messages`, { channel: 'email', body: 'Sorry, back Thursday.' })).status).toBe(201);
    const handOn = await tech.patch(`/api/follow-ups/${theirs}`, { assigneeId: wiremu });
    expect(handOn.status).toBe(403);
    expect(handOn.body.error).toMatch(/Only an owner or a manager assigns/);
    const resolved = await tech.patch(`/api/follow-ups/${theirs}`, { outcome: 'fixed' });
    expect([resolved.status, resolved.body.data.status]).toEqual([200, 'resolved']);
    // The figures stay owners' and managers'.
    expect((await tech.get('/api/follow-ups/stats')).status).toBe(403);
  });

  it('sees one assigned to their account too, and nothing once it is handed to someone else', async () => {
    const id = await followUp();
    expect((await owner.patch(`/api/follow-ups/${id}`, { assigneeId: techAccountId })).status).toBe(400);
    // Hemi is the team member Hemi Walker: the picker offers the member, not the account; assigning the member is theirs.
    expect((await owner.patch(`/api/follow-ups/${id}`, { assigneeId: hemi })).status).toBe(200);
    expect((await tech.get(`/api/follow-ups/${id}`)).status).toBe(200);
    expect((await owner.patch(`/api/follow-ups/${id}`, { assigneeId: null })).status).toBe(200);
    expect((await tech.get(`/api/follow-ups/${id}`)).status).toBe(404);
  });
});

describe('text replies and the SMS allowance', () => {
  it('count against the plan’s monthly SMS, as invitation texts do, and are refused once it is used up', async () => {
    const id = await followUp({ phone: '021 555 0101' });
    const used = async () => (await owner.get('/api/invites/usage')).body.data.smsThisMonth as number;
    expect(await used()).toBe(0);
    const first = await owner.post(`/api/follow-ups/${id}/messages`, { channel: 'sms', body: 'Sorry we were late.' });
    expect([first.status, first.body.error]).toEqual([201, undefined]);
    expect(await used()).toBe(1);
    // Three segments each with the business's name and the link: 1 + 9 × 3 = 28 of 30, and no room for a tenth.
    const long = `Sorry we were late. ${'We will come back on Thursday at nine and fix it at no charge. '.repeat(5)}`.slice(0, 300).trim();
    for (let i = 0; i < 9; i++)
      expect((await owner.post(`/api/follow-ups/${id}/messages`, { channel: 'sms', body: long })).status).toBe(201);
    expect(await used()).toBe(28);
    const refused = await owner.post(`/api/follow-ups/${id}/messages`, { channel: 'sms', body: long });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/This text is 3 SMS long and 2 of the 30 included in Professional/);
    expect(await used()).toBe(28);
    // The invitations see the same allowance.
    const invite = await owner.post('/api/invites', {
      customerName: 'Tama',
      customerPhone: '021 555 0199',
      sendSms: true,
      consent: true,
      jobDescription: 'Leak',
      jobLocation: 'Lower Hutt',
    });
    expect(invite.status).toBe(201);
    expect(await used()).toBeGreaterThan(28);
  });
});
