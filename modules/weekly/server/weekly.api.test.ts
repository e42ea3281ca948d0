import { randomUUID } from 'node:crypto';
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
/** Invites a customer; with an answer, the customer answers, and the submission's id is returned. */
async function invite(
  by: TestAgent,
  teamMembers: string[],
  answer?: { stars: number; destination: 'google' | 'private' },
): Promise<string | undefined> {
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
  return done.body.data.submissionId as string;
}

/**
 * A Google review as a sync stores it: `at` is when it appeared on Google; with `submissionId`, the match found its
 * Korero submission (a customer posted it); with `rejectedAt`, the owner's reply then, which Google rejected.
 */
async function googleReview(businessId: string, at: string, o: { submissionId?: string; rejectedAt?: string } = {}) {
  const id = randomUUID();
  await ctx(() =>
    t.kernel.db.em.execute(
      `insert into google_review (id, business_id, google_name, reviewer, star_rating, created_at, updated_at, first_seen_at, last_seen_at,
         reply_comment, reply_updated_at, reply_state, reply_policy_violation)
       values (?, ?, ?, 'Aroha N.', 5, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        businessId,
        `accounts/1/locations/1/reviews/${id}`,
        at,
        at,
        at,
        at,
        o.rejectedAt ? 'Call 0800 555 0100 for 10% off' : null,
        o.rejectedAt ?? null,
        o.rejectedAt ? 'rejected' : null,
        o.rejectedAt ? 'OFF_TOPIC' : null,
      ],
      'run',
    ),
  );
  if (o.submissionId)
    await ctx(() =>
      t.kernel.db.em.execute(
        'insert into google_match (submission_id, business_id, google_review_id, score, matched_at) values (?, ?, ?, 0.9, ?)',
        [o.submissionId, businessId, id, at],
        'run',
      ),
    );
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
    modules: ['business', 'teams', 'invites', 'reviews', 'subscription', 'google', 'followups', 'weekly'],
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
  // Before the week: counted nowhere (nor its Google review, nor a reply Google rejected then).
  const before = await invite(aroha, ['Hemi Walker'], { stars: 5, destination: 'google' });
  await googleReview(aroha.userId, '2026-11-21T01:00:00Z', { submissionId: before, rejectedAt: '2026-11-21T02:00:00Z' });
  t.clock.set(new Date(IN_WEEK));
  const posted = await invite(aroha, ['Hemi Walker'], { stars: 5, destination: 'google' });
  // In the week: that customer's review appears on Google, and a stranger's, whose reply Google rejects.
  await googleReview(aroha.userId, '2026-11-25T01:00:00Z', { submissionId: posted });
  await googleReview(aroha.userId, '2026-11-25T03:00:00Z', { rejectedAt: '2026-11-26T01:00:00Z' });
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
    // Google's lines: the week's matched review, and the reply Google rejected; not the week before's.
    expect(owner.text).toContain('Google reviews posted by your customers: 1\n  https://korero.nz.example/reviews?source=google');
    expect(owner.text).toContain('Replies Google rejected: 1\n  https://korero.nz.example/reviews?source=google');
    // Compliance does not run here: its line is left out.
    expect(owner.text).not.toMatch(/coverage/);
    expect(owner.text).toMatch(/Unsubscribe from the weekly report: https:\/\/korero\.nz\.example\/weekly\/unsubscribe\/[\w-]{43}$/);
    expect(sent.get('sam@staff.example')!.text).toContain('Invitations sent: 5');
    const other = sent.get('kiri@co-nz.example')!.text;
    expect(other).toContain('Invitations sent: 1\n');
    expect(other).toContain('Answers from customers: 1\n');
    expect(other).not.toContain('Hemi');
    expect(other).toContain('Google reviews posted by your customers: 0\n');
    expect(other).toContain('Replies Google rejected: 0\n');
    const tech = sent.get('hemi@staff.example')!;
    expect(tech.subject).toBe('Your week at aroha Plumbing, 23 November – 29 November 2026');
    expect(tech.text).toContain('Customers you asked for a review: 3\n  https://korero.nz.example/ask\nOf them, answered: 2');
    expect(tech.text).not.toContain('Wiremu');
    // A technician's shorter report is their own asking: no business-wide Google lines.
    expect(tech.text).not.toContain('Google');
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
