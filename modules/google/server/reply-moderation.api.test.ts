import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { CODE, GoogleStandIn, type StandInReview } from './testing/google-stand-in.ts';

/** Issue 47: Google's moderation of the business's replies (ReviewReplyState, PolicyViolation), read on every sync. */

let google: GoogleStandIn;
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
const MINUTE = 60_000;

async function connect(agent: TestAgent) {
  const url = new URL((await agent.get('/api/google/connect-url')).body.data.url);
  expect((await agent.get(`/api/google/callback?code=${CODE}&state=${url.searchParams.get('state')}`)).body).toContain('Connected');
  await t.drainJobs();
}
/** The owner's Refresh, past its once-a-minute limit. */
async function refresh(agent: TestAgent) {
  t.clock.advance(MINUTE + 1000);
  const res = await agent.post('/api/google/sync');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
/** Each reviewer's reply as the list gives it: its state and the reason Google rejected it. */
async function replies(agent: TestAgent): Promise<Record<string, { state: string; rejectedReason: string | null } | null>> {
  const res = await agent.get('/api/google/reviews?limit=100');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(
    res.body.data.map((r: { reviewer: string; reply: { state: string; rejectedReason: string | null } | null }) => [
      r.reviewer,
      r.reply && { state: r.reply.state, rejectedReason: r.reply.rejectedReason },
    ]),
  );
}
const idOf = async (agent: TestAgent, reviewer: string) =>
  (await agent.get(`/api/google/reviews?q=${encodeURIComponent(reviewer)}`)).body.data[0].id as string;
const atGoogle = (name: string) => google.reviewsOf().find((r) => r.reviewer.displayName === name)!;

const REPLIED = { comment: 'Thank you!', updateTime: '2026-11-20T00:00:00Z' };

beforeAll(async () => {
  google = await GoogleStandIn.start();
  const named = google.seed(8, '2026-11-23T09:00:00Z');
  const set = (i: number, name: string, reply?: StandInReview['reviewReply']) => {
    named[i]!.reviewer.displayName = name;
    if (reply) named[i]!.reviewReply = reply;
  };
  // Each state Google gives, and none (answers from before 2026).
  set(0, 'Aroha Ngata', { ...REPLIED });
  set(1, 'Hemi Parata', { ...REPLIED, state: 'PENDING' });
  set(2, 'Kiri Moana', { ...REPLIED, state: 'APPROVED' });
  set(3, 'Mere Tane', { ...REPLIED, comment: 'Call 0800 555 0100 for 10% off!', state: 'REJECTED', policyViolation: 'OFF_TOPIC' });
  set(4, 'Sione Fifita', { ...REPLIED, state: 'REJECTED' });
  set(5, 'Tui Henare', { ...REPLIED, state: 'REVIEW_REPLY_STATE_UNSPECIFIED' });
  set(6, 'Wiremu Walker', { ...REPLIED, state: 'SOME_FUTURE_STATE' });
  set(7, 'Hone Heke');
  t = await startTestKernel({
    now: '2026-11-24T02:00:00Z',
    env: google.koreroEnv(),
  });
  owner = await t.signUp('rangi');
  other = await t.signUp('tama');
  for (const agent of [owner, other])
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));
  await connect(owner);
  await connect(other);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

describe("Google's moderation of replies", () => {
  it('reads each state Google gives, and the policy a rejected reply broke, in words', async () => {
    expect(await replies(owner)).toEqual({
      'Aroha Ngata': { state: 'unspecified', rejectedReason: null },
      'Hemi Parata': { state: 'pending', rejectedReason: null },
      'Kiri Moana': { state: 'published', rejectedReason: null },
      'Mere Tane': { state: 'rejected', rejectedReason: 'Off topic' },
      'Sione Fifita': { state: 'rejected', rejectedReason: 'Google did not say why' },
      'Tui Henare': { state: 'unspecified', rejectedReason: null },
      // A state Google adds later is read as none, not an error.
      'Wiremu Walker': { state: 'unspecified', rejectedReason: null },
      'Hone Heke': null,
    });
  });

  it('counts a review whose reply Google rejected as waiting for an answer, in the list and on the dashboard', async () => {
    // The other business's copy: Mere Tane's and Sione Fifita's replies rejected, Hone Heke's review unanswered.
    const names = async (query: string) =>
      ((await other.get(`/api/google/reviews?limit=100${query}`)).body.data as Array<{ reviewer: string }>).map((r) => r.reviewer).sort();
    expect(await names('&answered=false')).toEqual(['Hone Heke', 'Mere Tane', 'Sione Fifita']);
    expect(await names('&answered=true')).toEqual(['Aroha Ngata', 'Hemi Parata', 'Kiri Moana', 'Tui Henare', 'Wiremu Walker']);
    const summary = (await other.get('/api/google/summary')).body.data as { unanswered: number; waiting: Array<{ reviewer: string }> };
    expect(summary.unanswered).toBe(3);
    expect(summary.waiting.map((r) => r.reviewer).sort()).toEqual(['Hone Heke', 'Mere Tane', 'Sione Fifita']);
  });

  it("follows Google's decisions at each sync: approved, rejected later, or a violation dropped", async () => {
    google.moderate(atGoogle('Hemi Parata').reviewId, 'APPROVED');
    google.moderate(atGoogle('Kiri Moana').reviewId, 'REJECTED', 'HARASSMENT');
    google.moderate(atGoogle('Sione Fifita').reviewId, 'PENDING');
    await refresh(owner);
    expect(await replies(owner)).toMatchObject({
      'Hemi Parata': { state: 'published', rejectedReason: null },
      'Kiri Moana': { state: 'rejected', rejectedReason: 'Harassment' },
      'Sione Fifita': { state: 'pending', rejectedReason: null },
    });
    // The violation is kept with the review (and goes in the account's export).
    const [row] = await t.kernel.db.direct<Array<{ reply_state: string; reply_policy_violation: string }>>(
      `select reply_state, reply_policy_violation from google_review where business_id = ? and reviewer = 'Kiri Moana'`,
      [owner.userId],
    );
    expect(row).toEqual({ reply_state: 'rejected', reply_policy_violation: 'HARASSMENT' });
  });

  it('an edited rejected reply goes to Google and waits for its check until a sync says otherwise', async () => {
    const mere = await idOf(owner, 'Mere Tane');
    const edited = await owner.put(`/api/google/reviews/${mere}/reply`, { comment: 'Sorry we let you down, Mere.' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.reply).toMatchObject({ comment: 'Sorry we let you down, Mere.', state: 'pending', rejectedReason: null });
    expect(atGoogle('Mere Tane').reviewReply).toMatchObject({ comment: 'Sorry we let you down, Mere.', state: 'PENDING' });
    expect(atGoogle('Mere Tane').reviewReply?.policyViolation).toBeUndefined();
    expect((await replies(owner))['Mere Tane']).toEqual({ state: 'pending', rejectedReason: null });
    // The other business syncs the same location: its stored copy is its own, still as its last sync read it.
    expect((await replies(other))['Mere Tane']).toEqual({ state: 'rejected', rejectedReason: 'Off topic' });

    await refresh(owner);
    expect((await replies(owner))['Mere Tane']).toEqual({ state: 'pending', rejectedReason: null });
    google.moderate(atGoogle('Mere Tane').reviewId, 'REJECTED', 'Contains a phone number or link');
    await refresh(owner);
    // Google's own words are shown as they are.
    expect((await replies(owner))['Mere Tane']).toEqual({ state: 'rejected', rejectedReason: 'Contains a phone number or link' });
    google.moderate(atGoogle('Mere Tane').reviewId, 'APPROVED');
    await refresh(owner);
    expect((await replies(owner))['Mere Tane']).toEqual({ state: 'published', rejectedReason: null });
  });

  it("takes the state Google's answer to a posted reply gives, and a deleted reply has none", async () => {
    google.newReplyState = 'APPROVED';
    try {
      const hone = await idOf(owner, 'Hone Heke');
      const posted = await owner.put(`/api/google/reviews/${hone}/reply`, { comment: 'Kia ora Hone, thank you.' });
      expect(posted.body.data.reply).toMatchObject({ state: 'published', rejectedReason: null });
      const kiri = await idOf(owner, 'Kiri Moana');
      const deleted = await owner.delete(`/api/google/reviews/${kiri}/reply`);
      expect(deleted.body.data.reply).toBeNull();
      const [row] = await t.kernel.db.direct<Array<{ reply_state: string | null; reply_policy_violation: string | null }>>(
        'select reply_state, reply_policy_violation from google_review where id = ?',
        [kiri],
      );
      expect(row).toEqual({ reply_state: null, reply_policy_violation: null });
    } finally {
      google.newReplyState = 'PENDING';
    }
  });

  it("a technician still has no Google reviews to see; another business's review is a 404", async () => {
    await owner.patch('/api/profile', { businessName: 'Rangi Plumbing', email: 'office@rangi.example' });
    const invited = await owner.post('/api/staff/invitations', { email: 'kahu@rangi.example', role: 'technician' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const technician = t.anonymous();
    const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
    expect((await technician.post('/api/staff/accept', { token, username: 'kahu', password: 'correct horse battery' })).status).toBe(201);
    expect((await technician.get('/api/google/reviews')).status).toBe(403);
    const theirs = await idOf(other, 'Mere Tane');
    expect((await owner.put(`/api/google/reviews/${theirs}/reply`, { comment: 'Thanks!' })).status).toBe(404);
  });
});
