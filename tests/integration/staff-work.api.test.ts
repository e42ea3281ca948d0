import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';

/**
 * What staff do in the modules (issue 36): a technician creates invitations credited to the team member they are,
 * records jobs, and sees only their own invitations, jobs and the reviews that credit them; everything else is the
 * owner's and managers'. Who did what is in the business's activity list; removal stops a technician at once.
 */
let t: TestKernel;
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const sql = <T = Array<Record<string, unknown>>>(query: string, params: unknown[] = []) =>
  ctx(() => t.kernel.db.em.execute(query, params) as Promise<T>);
const TECHNICIAN_REFUSAL = /^Technicians can send review invitations and record jobs/;

type Person = TestAgent & { userId: string; username: string };
let owner: Person;
let manager: Person;
let wiremu: Person;
let sione: Person;
let wiremuId: string;
let sioneId: string;

async function hire(role: 'manager' | 'technician', username: string, teamMemberId?: string): Promise<Person> {
  const invited = await owner.post('/api/staff/invitations', {
    email: `${username}@co-nz.example`,
    role,
    ...(teamMemberId ? { teamMemberId } : {}),
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const agent = t.anonymous();
  const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
  const accepted = await agent.post('/api/staff/accept', { token, username, password: 'correct horse battery' });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  return Object.assign(agent, { userId: accepted.body.id as string, username });
}

const invitation = (o: Record<string, unknown> = {}) => ({
  customerName: 'Aroha Smith',
  jobDescription: 'Hot water cylinder',
  jobLocation: 'Lower Hutt',
  ...o,
});

/** The customer answers the invitation with a review: the submission credits whom the invitation credited. */
async function answer(token: string): Promise<string> {
  const choices = { starRating: 5, selectedFeedback: ['quality-0'], ratingScores: { overall: 9 }, reviewerText: 'tidy work' };
  const draft = await t.anonymous().post(`/api/reviews/generate/${token}`, choices);
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const sent = await t.anonymous().post(`/api/reviews/submit/${token}`, {
    ...choices,
    generatedReview: draft.body.data.generatedText,
    reviewDestination: 'google',
    consent: true,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.data.submissionId;
}

beforeAll(async () => {
  t = await startTestKernel({ env: { PUBLIC_URL: 'https://reviews.nz.example' } });
  owner = await t.signUp('tanegas');
  await owner.patch('/api/profile', { businessName: 'Tane Gasfitting', email: 'office@tanegas.example' });
  // More than Free's monthly invitations are made below.
  await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  const team = (await owner.post('/api/teams', { name: 'Wellington crew' })).body.data;
  wiremuId = (await owner.post('/api/team-members', { teamId: team.id, name: 'Wiremu Tane' })).body.data.id;
  sioneId = (await owner.post('/api/team-members', { teamId: team.id, name: 'Sione Fifita' })).body.data.id;
  wiremu = await hire('technician', 'wiremu', wiremuId);
  sione = await hire('technician', 'sione', sioneId);
  manager = await hire('manager', 'mere');
});
afterAll(() => t?.close());

describe("a technician's invitations", () => {
  let wiremusToken: string;
  let sionesInvite: string;

  it('says which team member the person is', async () => {
    expect((await wiremu.get('/api/user')).body).toMatchObject({ role: 'technician', teamMemberId: wiremuId, businessId: owner.userId });
    expect((await owner.get('/api/user')).body).toMatchObject({ role: 'owner', teamMemberId: null });
  });

  it('credits the technician automatically and records who created it', async () => {
    const created = await wiremu.post('/api/invites', invitation());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    wiremusToken = created.body.data.inviteToken;
    const [row] = await sql<Array<{ team_members: unknown; created_by: string }>>(
      'select team_members, created_by from invites_invitation where token = ?',
      [wiremusToken],
    );
    expect(row).toEqual({ team_members: ['Wiremu Tane'], created_by: wiremu.userId });
    // Naming themselves is the same; naming anyone else is refused, not silently dropped.
    expect((await wiremu.post('/api/invites', invitation({ customerName: 'Hemi', teamMembers: ['wiremu tane'] }))).status).toBe(201);
    const other = await wiremu.post('/api/invites', invitation({ teamMembers: ['Sione Fifita'] }));
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/credit you automatically/);
  });

  it('shows a technician only the invitations they created, and 404 for another’s', async () => {
    const sionesRes = await sione.post('/api/invites', invitation({ customerName: 'Losa' }));
    expect(sionesRes.status).toBe(201);
    expect((await owner.post('/api/invites', invitation({ customerName: 'Owner’s customer', teamMembers: ['Sione Fifita'] }))).status).toBe(
      201,
    );
    const ownersList = (await owner.get('/api/invites')).body.data as Array<{ id: string; customerName: string }>;
    expect(ownersList.map((i) => i.customerName).sort()).toEqual(['Aroha Smith', 'Hemi', 'Losa', 'Owner’s customer']);
    const list = (await wiremu.get('/api/invites')).body;
    expect(list.data.map((i: { customerName: string }) => i.customerName).sort()).toEqual(['Aroha Smith', 'Hemi']);
    expect(list.pagination.totalCount).toBe(2);
    sionesInvite = ownersList.find((i) => i.customerName === 'Losa')!.id;
    const own = list.data[0].id;
    expect((await wiremu.get(`/api/invites/${own}`)).status).toBe(200);
    expect((await wiremu.get(`/api/invites/${sionesInvite}`)).status).toBe(404);
    expect((await sione.get(`/api/invites/${sionesInvite}`)).body.data.teamMembers).toEqual(['Sione Fifita']);
    // A manager sees every one.
    expect((await manager.get(`/api/invites/${sionesInvite}`)).status).toBe(200);
  });

  it('gives each person their own figures', async () => {
    const mine = (await wiremu.get('/api/invites/stats')).body.data;
    expect(mine.allTime).toEqual({ sent: 2, opened: 0, completed: 0 });
    expect(mine.month.sent).toBe(2);
    // The owner's include the invitations nobody is named on (an API key's, or from before staff accounts).
    expect((await owner.get('/api/invites/stats')).body.data.allTime.sent).toBe(1);
  });

  it('shows a technician only the reviews that credit them, read only', async () => {
    const hers = (await sione.get('/api/invites')).body.data[0].token as string;
    const mine = await answer(wiremusToken);
    const notMine = await answer(hers);
    const list = (await wiremu.get('/api/submissions')).body;
    expect(list.data.map((s: { id: string }) => s.id)).toEqual([mine]);
    expect(list.pagination.totalCount).toBe(1);
    expect((await wiremu.get(`/api/submissions/${mine}`)).body.data.id).toBe(mine);
    expect((await wiremu.get(`/api/submissions/${notMine}`)).status).toBe(404);
    expect((await owner.get('/api/submissions')).body.data).toHaveLength(2);
    const deleting = await wiremu.delete(`/api/submissions/${mine}`);
    expect(deleting.status).toBe(403);
    expect(deleting.body.error).toMatch(TECHNICIAN_REFUSAL);
    // The owner deletes one: the activity list says so below.
    expect((await owner.delete(`/api/submissions/${notMine}`)).status).toBe(200);
  });
});

describe("a technician's jobs", () => {
  it('records a job and lists only the jobs they recorded', async () => {
    const job = { jobDate: '2026-11-20', customerName: 'Aroha Smith', description: 'Hot water cylinder', technicians: ['Wiremu Tane'] };
    const recorded = await wiremu.post('/api/compliance/jobs', job);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect((await owner.post('/api/compliance/jobs', { ...job, customerName: 'Owner’s job' })).status).toBe(201);
    const mine = (await wiremu.get('/api/compliance/jobs')).body.data as Array<{ id: string; customerName: string }>;
    expect(mine.map((j) => j.id)).toEqual([recorded.body.data.id]);
    expect((await sione.get('/api/compliance/jobs')).body.data).toEqual([]);
    expect((await owner.get('/api/compliance/jobs')).body.data).toHaveLength(2);
  });

  it('credits the technician automatically, as their invitations do; naming another is refused', async () => {
    const job = { jobDate: '2026-11-21', customerName: 'Hemi Walker', description: 'Gas hob' };
    const untyped = await wiremu.post('/api/compliance/jobs', job);
    expect(untyped.status, JSON.stringify(untyped.body)).toBe(201);
    expect(untyped.body.data.technicians).toEqual(['Wiremu Tane']);
    const themselves = await wiremu.post('/api/compliance/jobs', { ...job, customerName: 'Losa', technicians: ['wiremu tane'] });
    expect(themselves.body.data.technicians).toEqual(['Wiremu Tane']);
    const other = await wiremu.post('/api/compliance/jobs', { ...job, customerName: 'Mere', technicians: ['Sione Fifita'] });
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/credit you automatically/);
    // Owners and managers name whoever did the job.
    const owners = await owner.post('/api/compliance/jobs', { ...job, customerName: 'Tama', technicians: ['Sione Fifita'] });
    expect(owners.body.data.technicians).toEqual(['Sione Fifita']);
  });
});

describe('what a technician may not do', () => {
  it.each([
    ['POST', '/api/teams', { name: 'Another crew' }],
    ['DELETE', `/api/team-members/00000000-0000-4000-8000-000000000000`, undefined],
    ['PUT', '/api/profile', {}],
    ['PATCH', '/api/profile', { businessName: 'Mine now' }],
    ['GET', '/api/business/analytics', undefined],
    ['GET', '/api/google/reviews', undefined],
    // Follow-ups: only those assigned to them (docs/decisions/0035); the figures stay owners' and managers'.
    ['GET', '/api/follow-ups/stats', undefined],
    ['GET', '/api/activity', undefined],
    ['PUT', '/api/invites/reminders', { reminders: 0, afterDays: 3 }],
    ['POST', '/api/compliance/jobs/import', {}],
  ] as const)('%s %s is refused with what they may do instead', async (method, url, body) => {
    const res = await wiremu.request(method as 'GET', url, body);
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 403, error: expect.stringMatching(TECHNICIAN_REFUSAL) });
  });

  it('reads what the invitation form needs', async () => {
    expect((await wiremu.get('/api/team-members')).body.data.map((m: { name: string }) => m.name).sort()).toEqual([
      'Sione Fifita',
      'Wiremu Tane',
    ]);
    expect((await wiremu.get('/api/teams')).status).toBe(200);
    expect((await wiremu.get('/api/profile')).body.data.businessName).toBe('Tane Gasfitting');
    expect((await wiremu.get('/api/invites/usage')).status).toBe(200);
  });
});

describe('who did it', () => {
  it('lists the business’s activity newest first, with the person who did each thing', async () => {
    // Everything above happened at the same instant of the test's clock; these come later.
    t.clock.advance(60_000);
    expect(
      (
        await manager.patch('/api/profile', {
          businessName: 'Tane Gasfitting',
          email: 'office@tanegas.example',
          businessPhone: '04 123 4567',
        })
      ).status,
    ).toBe(200);
    t.clock.advance(60_000);
    const extra = (await owner.post('/api/team-members', { teamId: (await owner.get('/api/teams')).body.data[0].id, name: 'Temp' })).body
      .data;
    expect((await owner.delete(`/api/team-members/${extra.id}`)).status).toBe(200);
    const res = await owner.get('/api/activity?limit=100');
    expect(res.status).toBe(200);
    const lines = res.body.data as Array<{ action: string; sentence: string; person: { id: string | null; name: string }; at: string }>;
    const said = lines.map((l) => `${l.person.name} ${l.sentence}`);
    expect(said[0]).toBe('tanegas removed Temp from the team');
    expect(said[1]).toBe('mere changed the business profile');
    expect(said).toContain('wiremu sent a review invitation to Aroha Smith (a link)');
    expect(said).toContain('sione sent a review invitation to Losa (a link)');
    expect(said).toContain("tanegas deleted Losa's 5-star submission");
    expect(lines.find((l) => l.action === 'invites.created' && l.person.name === 'wiremu')!.person.id).toBe(wiremu.userId);
    expect([...lines].sort((a, b) => b.at.localeCompare(a.at)).map((l) => l.at)).toEqual(lines.map((l) => l.at));
    expect(res.body.pagination.totalCount).toBe(lines.length);
    // Managers read it too; another business sees none of it.
    expect((await manager.get('/api/activity')).body.data[0].sentence).toBe('removed Temp from the team');
    expect((await (await t.signUp('elsewhere')).get('/api/activity')).body.data).toEqual([]);
  });
});

describe('removal', () => {
  it('stops a technician at once', async () => {
    const staff = (await owner.get('/api/staff')).body.data as Array<{ id: string; name: string }>;
    const id = staff.find((p) => p.name === 'wiremu')!.id;
    expect((await wiremu.get('/api/invites')).status).toBe(200);
    t.clock.advance(60_000);
    expect((await owner.delete(`/api/staff/${id}`)).status).toBe(200);
    expect((await wiremu.get('/api/invites')).status).toBe(401);
    expect((await wiremu.post('/api/invites', invitation())).status).toBe(401);
    // What they did stays in the business's activity, with their name.
    const lines = (await owner.get('/api/activity?limit=100')).body.data as Array<{ person: { name: string }; sentence: string }>;
    expect(lines.some((l) => l.person.name === 'wiremu')).toBe(true);
    expect(lines[0]).toMatchObject({ person: { name: 'tanegas' }, sentence: 'removed wiremu from the business' });
    expect(lines.map((l) => `${l.person.name} ${l.sentence}`)).toContain('tanegas invited wiremu@co-nz.example to join as a technician');
  });
});
