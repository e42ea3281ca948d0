import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';

// The week reported: Monday 23 to Sunday 29 November 2026 (NZDT); its report goes Monday 30 November, 8:00.
const IN_WEEK = '2026-11-24T22:00:00Z'; // Wednesday 25 November, 11:00 in New Zealand
const REPORT_WEEK = 'weekly:2026-11-30';
let t: TestKernel;
let aroha: TestAgent & { userId: string };
let kiri: TestAgent & { userId: string };
let sam: TestAgent;
let hemi: TestAgent;
const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);

async function owner(name: string) {
  const agent = await t.signUp(name);
  await agent.patch('/api/profile', { businessName: `${name} Plumbing`, email: `${name}@nz.example` });
  await ctx(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));
  return agent;
}

async function hire(by: TestAgent, role: 'manager' | 'technician', username: string, teamMemberId?: string) {
  const invited = await by.post('/api/staff/invitations', {
    email: `${username}@staff.example`,
    role,
    ...(teamMemberId ? { teamMemberId } : {}),
  });
  expect(invited.status).toBe(201);
  const agent = t.anonymous();
  const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
  expect((await agent.post('/api/staff/accept', { token, username, password: 'correct horse battery' })).status).toBe(201);
  return agent;
}

let customers = 0;
async function invite(by: TestAgent, teamMembers: string[], answer?: { stars: number; destination: 'google' | 'private' }) {
  customers += 1;
  const res = await by.post('/api/invites', {
    customerName: `Customer ${customers}`,
    customerEmail: `customer${customers}@customer.example`,
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Petone',
    sendEmail: true,
    teamMembers,
    consent: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (!answer) return;
  const done = await t.anonymous().post(`/api/reviews/submit/${res.body.data.inviteToken}`, {
    starRating: answer.stars,
    generatedReview: 'Turned up on time and explained everything.',
    reviewDestination: answer.destination,
    consent: true,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

/** The quarter-hourly sweep as a process runs it at `when`, made due then, and every job it queues. */
async function sweepAt(when: string, kernels: TestKernel[] = [t]) {
  for (const k of kernels) k.clock.set(new Date(when));
  await ctx(() =>
    t.kernel.db.em.execute(`update core_job_schedule set next_run_at = ? where name = 'weekly.sweep'`, [new Date(when)], 'run'),
  );
  await Promise.all(kernels.map((k) => k.runSchedules()));
  await Promise.all(kernels.map((k) => k.drainJobs()));
}

/** The weekly reports in the outbox for a week, by address. */
async function reports(reference = REPORT_WEEK) {
  const sent = await ctx(() => t.kernel.get(messagingPort).byReference(reference));
  return new Map(sent.filter((m) => m.purpose === 'weekly-report').map((m) => [m.to, m]));
}

beforeAll(async () => {
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'followups', 'weekly'],
    now: '2026-11-20T22:00:00Z', // the Saturday before the week
    // The people stay signed in while the clock moves over three weeks.
    env: { PUBLIC_URL: 'https://korero.nz.example', SESSION_IDLE_MINUTES: '50000', SESSION_MAX_HOURS: '1000' },
  });
  await t.runSchedules();
  aroha = await owner('aroha');
  kiri = await owner('kiri');
  const team = (await aroha.post('/api/teams', { name: 'Plumbers' })).body.data.id as string;
  const hemiId = (await aroha.post('/api/team-members', { teamId: team, name: 'Hemi Walker' })).body.data.id as string;
  await aroha.post('/api/team-members', { teamId: team, name: 'Wiremu Tane' });
  sam = await hire(aroha, 'manager', 'sam');
  hemi = await hire(aroha, 'technician', 'hemi', hemiId);
  // Before the week: counted nowhere.
  await invite(aroha, ['Hemi Walker'], { stars: 5, destination: 'google' });
  t.clock.set(new Date(IN_WEEK));
  await invite(aroha, ['Hemi Walker'], { stars: 5, destination: 'google' });
  await invite(aroha, ['Hemi Walker'], { stars: 2, destination: 'private' });
  await invite(aroha, ['Hemi Walker']);
  await invite(aroha, ['Wiremu Tane']);
  await invite(aroha, []);
  await invite(kiri, [], { stars: 4, destination: 'private' });
  await t.drainJobs();
  // After the week, before its report: counted next week.
  t.clock.set(new Date('2026-11-29T15:00:00Z'));
  await invite(aroha, ['Wiremu Tane'], { stars: 5, destination: 'private' });
  await t.drainJobs();
});
afterAll(async () => t?.close());

describe('the weekly report', () => {
  it('lets each person choose: owners get it by default, managers and technicians when they ask', async () => {
    expect((await aroha.get('/api/weekly/preference')).body.data).toEqual({ enabled: true, kind: 'business', isDefault: true });
    expect((await sam.get('/api/weekly/preference')).body.data).toEqual({ enabled: false, kind: 'business', isDefault: true });
    expect((await hemi.get('/api/weekly/preference')).body.data).toEqual({ enabled: false, kind: 'technician', isDefault: true });
    expect((await sam.put('/api/weekly/preference', { enabled: true })).body.data).toEqual({
      enabled: true,
      kind: 'business',
      isDefault: false,
    });
    expect((await hemi.put('/api/weekly/preference', { enabled: true })).status).toBe(200);
    const bad = await hemi.put('/api/weekly/preference', { enabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/enabled/);
  });

  it('goes at Monday 8:00 New Zealand time with the week’s figures, once', async () => {
    await sweepAt('2026-11-29T18:59:00Z'); // 7:59
    expect((await reports()).size).toBe(0);
    await sweepAt('2026-11-29T19:05:00Z');
    const sent = await reports();
    expect([...sent.keys()].sort()).toEqual(['aroha@co-nz.example', 'hemi@staff.example', 'kiri@co-nz.example', 'sam@staff.example']);
    const owner = sent.get('aroha@co-nz.example')!;
    expect(owner.subject).toBe('aroha Plumbing: your week, 23 November – 29 November 2026');
    expect(owner.text).toContain('Invitations sent: 5\n  https://korero.nz.example/invites');
    expect(owner.text).toContain('Answers from customers: 2\n  https://korero.nz.example/reviews');
    // Open now: the 2★ private answer's (Wednesday's, the oldest) and this morning's private feedback's.
    expect(owner.text).toContain('Follow-ups still open: 2\n  The oldest has waited 4 days.\n  https://korero.nz.example/follow-ups');
    expect(owner.text).toContain('- Hemi Walker: asked 3, answered 2\n- Wiremu Tane: asked 1, answered 0');
    // Google and compliance do not run here: their lines are left out.
    expect(owner.text).not.toMatch(/Google|coverage/);
    expect(owner.text).toMatch(/Unsubscribe from the weekly report: https:\/\/korero\.nz\.example\/weekly\/unsubscribe\/[\w-]{43}$/);
    expect(sent.get('sam@staff.example')!.text).toContain('Invitations sent: 5');
    const other = sent.get('kiri@co-nz.example')!.text;
    expect(other).toContain('Invitations sent: 1\n');
    expect(other).toContain('Answers from customers: 1\n');
    expect(other).not.toContain('Hemi');
    const tech = sent.get('hemi@staff.example')!;
    expect(tech.subject).toBe('Your week at aroha Plumbing, 23 November – 29 November 2026');
    expect(tech.text).toContain('Customers you asked for a review: 3\n  https://korero.nz.example/ask\nOf them, answered: 2');
    expect(tech.text).not.toContain('Wiremu');
    // Later sweeps that day send nothing more.
    await sweepAt('2026-11-29T19:20:00Z');
    expect((await reports()).size).toBe(4);
  });

  it('stops at once for the person who unsubscribes, and says so', async () => {
    const link = /https:\/\/korero\.nz\.example(\/weekly\/unsubscribe\/[\w-]{43})/.exec(
      (await reports()).get('aroha@co-nz.example')!.text,
    )![1]!;
    const page = await t.anonymous().get(link);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(String(page.body)).toContain('You will get no more weekly reports for aroha Plumbing.');
    expect((await aroha.get('/api/weekly/preference')).body.data).toMatchObject({ enabled: false, isDefault: false });
    expect((await t.anonymous().get('/weekly/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.anonymous().get('/weekly/unsubscribe/short')).status).toBe(404);
    await sweepAt('2026-12-06T19:05:00Z');
    const next = await reports('weekly:2026-12-07');
    expect([...next.keys()].sort()).toEqual(['hemi@staff.example', 'kiri@co-nz.example', 'sam@staff.example']);
    // The answer sent after last week's end is this week's.
    expect(next.get('sam@staff.example')!.text).toContain('Invitations sent: 1\n');
  });

  it.runIf(testDatabaseKind() === 'postgresql')('goes once per person when two processes sweep together', async () => {
    const second = await startTestKernel({
      sameDatabaseAs: t,
      now: '2026-12-13T19:05:00Z',
      env: { PUBLIC_URL: 'https://korero.nz.example' },
    });
    try {
      await sweepAt('2026-12-13T19:05:00Z', [t, second]);
      // Both drained; each business's job, and a person's row, exists once however the two raced.
      await Promise.all([t.drainJobs(), second.drainJobs()]);
      const sent = await ctx(() => t.kernel.get(messagingPort).byReference('weekly:2026-12-14'));
      expect(sent.map((m) => m.to).sort()).toEqual(['hemi@staff.example', 'kiri@co-nz.example', 'sam@staff.example']);
    } finally {
      await second.close();
    }
  });
});
