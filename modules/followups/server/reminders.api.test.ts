import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPort } from '@korero/core/sdk';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';

// 9:00 on Monday 7 December 2026 in Auckland (NZDT, UTC+13).
const MONDAY_9AM = new Date('2026-12-06T20:00:00Z');
const HOUR = 3600_000;
const MODULES = ['business', 'teams', 'invites', 'reviews', 'followups'];

let t: TestKernel;
let second: TestKernel | null = null;
let owner: TestAgent;

beforeAll(async () => {
  t = await startTestKernel({ modules: MODULES, now: MONDAY_9AM });
  // A second Korero process on the same database (PostgreSQL only: PGlite in memory belongs to one kernel).
  if (testDatabaseKind() === 'postgresql') second = await startTestKernel({ modules: MODULES, now: MONDAY_9AM, sameDatabaseAs: t });
  owner = await t.signUp('forgetful');
  await owner.patch('/api/profile', { businessName: 'Forgetful Fencing', email: 'boss@forgetful.example' });
  await t.runSchedules();
  if (second) await second.runSchedules();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function lowRating(name: string, email: string) {
  const invite = await owner.post('/api/invites', {
    customerName: name,
    jobDescription: 'Fence',
    jobLocation: 'Naenae',
    customerEmail: email,
  });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  const res = await t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: 1,
    generatedReview: 'The gate does not latch.',
    reviewDestination: 'private',
    consent: true,
  });
  expect(res.status).toBe(200);
  await t.drainJobs();
  return (await owner.get('/api/follow-ups')).body.data.find((f: { customerName: string }) => f.customerName === name) as { id: string };
}

/** Both processes' workers take a round at the same clock time, at once. */
async function sweepAt(at: Date) {
  const kernels = second ? [t, second] : [t, t];
  for (const k of kernels) k.clock.set(at);
  await Promise.all(kernels.map((k) => k.runSchedules()));
  await Promise.all(kernels.map((k) => k.drainJobs()));
}

const reminders = () =>
  t.kernel.db.withContext(async () => (await t.kernel.get(messagingPort).recent(500)).filter((m) => m.purpose === 'follow-up-reminder'));

describe('the nudge after 24 clock hours without a first answer, in working hours', () => {
  it('goes once, to the owner, only for the follow-up nobody answered, across two processes', async () => {
    const waiting = await lowRating('Rangi', 'rangi@customer.example');
    const answered = await lowRating('Sina', 'sina@customer.example');
    expect(
      (await owner.post(`/api/follow-ups/${answered.id}/messages`, { channel: 'email', body: 'Coming to fix the gate.' })).status,
    ).toBe(201);

    // Tuesday 8:59: not yet a day on the clock, though within working hours.
    await sweepAt(new Date(MONDAY_9AM.getTime() + 24 * HOUR - 60_000));
    expect(await reminders()).toEqual([]);
    // Tuesday 9:00: 24 clock hours, in working hours: it goes, once, however many sweeps follow.
    await sweepAt(new Date(MONDAY_9AM.getTime() + 24 * HOUR));
    await sweepAt(new Date(MONDAY_9AM.getTime() + 24.5 * HOUR));
    await sweepAt(new Date(MONDAY_9AM.getTime() + 80 * HOUR));
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'boss@forgetful.example', reference: `followup-reminder:${waiting.id}`, channel: 'email' });
    expect(sent[0]!.text).toContain('Rangi told you something was not right a day ago, and is still waiting for an answer.');
  });

  it('waits through the night and the weekend for the next working-hours moment, never for 24 working hours', async () => {
    // Friday 11 December, 15:00 in Auckland: due Saturday 15:00, out of hours.
    const friday3pm = new Date('2026-12-11T02:00:00Z');
    for (const k of second ? [t, second] : [t]) k.clock.set(friday3pm);
    // Days on, the owner's session has ended: they sign in again.
    expect((await owner.post('/api/login', { username: 'forgetful', password: 'correct horse battery' })).status).toBe(200);
    const weekend = await lowRating('Aperahama', 'aperahama@customer.example');
    const mine = async () => (await reminders()).filter((m) => m.reference === `followup-reminder:${weekend.id}`);
    await sweepAt(new Date('2026-12-12T02:00:00Z')); // Saturday 15:00
    await sweepAt(new Date('2026-12-13T06:00:00Z')); // Sunday 19:00
    await sweepAt(new Date('2026-12-13T18:44:00Z')); // Monday 7:44 (the sweep runs each quarter hour)
    expect(await mine()).toEqual([]);
    await sweepAt(new Date('2026-12-13T19:00:00Z')); // Monday 8:00: the first working moment
    expect(await mine()).toHaveLength(1);
    expect((await mine())[0]!.text).toContain('Aperahama told you something was not right 2 days ago');
  });
});
