import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';
import { installedModules } from '@korero/config/modules';
import type { MatchService } from './match.service.ts';
import { reviewsSubmissions } from '@korero/module-reviews/contract';
import { scorePair } from './matcher.ts';
import { googleForMatchingTests, wired } from './testing.ts';

// Real submissions through the reviews API (invitations by email and by link, the review link's simple form), then
// Google reviews as the sync stores them, matched, shown on GET /api/submissions, and counted in the posted rate.

const NOW = '2026-11-20T00:00:00Z'; // 1 pm on 20 November in New Zealand
const MODULES = ['business', 'teams', 'invites', 'reviews', 'google'];
const options = () => ({
  now: NOW,
  modules: MODULES,
  installed: installedModules.map((m) => (m.id === 'google' ? googleForMatchingTests : m)),
});

let t: TestKernel;
let matches: MatchService;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
const ctx = <T>(fn: () => Promise<T>, k: TestKernel = t) => k.kernel.db.withContext(fn);
const sql = <T = Record<string, unknown>>(q: string, params: unknown[] = []) => ctx(() => t.kernel.db.em.execute<T[]>(q, params));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const TEXT = {
  aroha:
    'We had our gas hob installed by Tane Gasfitting, and the workmanship was excellent. Wiremu arrived on time, explained everything and left the kitchen spotless. Highly recommend them.',
  john: 'Sione replaced our old hot water cylinder in a single morning. Friendly, tidy and the price was exactly as quoted. Will call Tane Gasfitting again.',
  hemi: 'Quick response to a gas leak on a Sunday night, and Wiremu made sure we were safe before he left.',
  simple: 'Fixed our leaking califont fast and cleaned up afterwards. Good honest tradies.',
};

/** A customer answers an invitation through the reviews API; the submission is then dated `at` (as if sent then). */
async function invited(
  agent: TestAgent,
  o: { name: string; team: string[]; text: string; at: string; destination?: 'google' | 'private'; stars?: number; email?: boolean },
) {
  const invite = await agent.post('/api/invites', {
    customerName: o.name,
    jobDescription: 'Gas work',
    jobLocation: 'Petone',
    teamMembers: o.team,
    ...(o.email ? { customerEmail: `${o.name.split(' ')[0]!.toLowerCase()}@customers.example`, sendEmail: true, consent: true } : {}),
  });
  expect(invite.status).toBe(201);
  const token = invite.body.data.inviteToken;
  const customer = t.anonymous();
  await customer.get(`/api/invites/token/${token}`);
  const sent = await customer.post(`/api/reviews/submit/${token}`, {
    starRating: o.stars ?? 5,
    selectedFeedback: [],
    ratingScores: {},
    reviewerText: '',
    generatedReview: o.text,
    photoUrls: [],
    reviewDestination: o.destination ?? 'google',
    consent: true,
  });
  expect(sent.status).toBe(200);
  return backdate(sent.body.data.submissionId, o.at);
}

/** A customer of the review link: the simple form, their text edited on the preview, and (or not) taken to Google. */
async function simple(agent: TestAgent, o: { text: string; at: string; post: boolean }) {
  const key = (await agent.get('/api/reviews/public-link')).body.data.key;
  const customer = t.anonymous();
  const sent = (
    await customer.post('/api/submit-review', { satisfaction: 'Satisfied', feedback: ['Friendly'], comments: '', rating: 4, key })
  ).body;
  expect((await customer.patch(`/api/review/${sent.review.id}`, { editedText: o.text, token: sent.editToken })).status).toBe(200);
  if (o.post)
    expect((await customer.post(`/api/review/${sent.review.id}/submit`, { token: sent.editToken, consent: true })).status).toBe(200);
  return backdate(sent.submissionId, o.at);
}

async function backdate(submissionId: string, at: string): Promise<string> {
  await sql('update reviews_submission set created_at = ? where id = ?', [new Date(at), submissionId]);
  await sql(
    'update reviews_review set created_at = ?, posted_at = case when posted_at is null then null else ?::timestamptz end where submission_id = ?',
    [new Date(at), new Date(at), submissionId],
  );
  return submissionId;
}

/** A Google review as the sync stores it. */
async function googleReview(businessId: string, o: { reviewer: string; stars: number; comment: string | null; at: number }) {
  const id = randomUUID();
  const at = new Date(o.at);
  await sql(
    `insert into google_review (id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, first_seen_at, last_seen_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, businessId, `accounts/1/locations/2/reviews/${id}`, o.reviewer, o.stars, o.comment, at, at, new Date(NOW), new Date(NOW)],
  );
  return id;
}

const s: Record<string, string> = {};
const r: Record<string, string> = {};
const googleReviewOf = async (agent: TestAgent, submissionId: string) =>
  (await agent.get('/api/submissions?limit=50')).body.data.find((x: { id: string }) => x.id === submissionId).googleReview;

beforeAll(async () => {
  t = await startTestKernel(options());
  matches = wired.matches!;
  owner = await t.signUp('tanegas');
  other = await t.signUp('othergas');
  for (const [agent, placeId] of [
    [owner, 'ChIJtaneGasfitting000001'],
    [other, 'ChIJtaneGasfitting000002'],
  ] as const) {
    const res = await agent.patch('/api/profile', {
      businessName: 'Tane Gasfitting',
      email: 'office@tanegas.example',
      googlePlaceId: placeId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  await ctx(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));

  // August: outside 3 months, inside 6; chose Google, never posted.
  s.august = await invited(owner, { name: 'Pita Rewi', team: ['Wiremu Tane'], text: TEXT.hemi, at: '2026-08-10T00:00:00Z' });
  // October: Aroha (email, Wiremu) and John (link, Sione) chose Google; Mere sent hers privately.
  s.aroha = await invited(owner, { name: 'Aroha Smith', team: ['Wiremu Tane'], text: TEXT.aroha, at: '2026-10-05T00:00:00Z', email: true });
  s.john = await invited(owner, { name: 'John Taylor', team: ['Sione Fifita'], text: TEXT.john, at: '2026-10-20T00:00:00Z' });
  s.mere = await invited(owner, {
    name: 'Mere Parata',
    team: ['Sione Fifita'],
    text: TEXT.john,
    at: '2026-10-22T00:00:00Z',
    destination: 'private',
  });
  // November: a review-link customer who went to Google, one who never chose, and Hemi (email, Wiremu).
  s.simple = await simple(owner, { text: TEXT.simple, at: '2026-11-10T00:00:00Z', post: true });
  s.undecided = await simple(owner, { text: 'Great job.', at: '2026-11-11T00:00:00Z', post: false });
  s.hemi = await invited(owner, { name: 'Hemi Walker', team: ['Wiremu Tane'], text: TEXT.hemi, at: '2026-11-15T00:00:00Z', email: true });
  // Another business: a customer named Aroha who approved the very same words.
  s.theirs = await invited(other, { name: 'Aroha Smith', team: [], text: TEXT.aroha, at: '2026-10-05T00:00:00Z' });

  const at = (iso: string, plus: number) => new Date(iso).getTime() + plus;
  // Aroha trimmed her last sentence and posted two days on; John pasted his as it was a day on; the review-link customer
  // fixed a typo half a day on, as "A Google User"; Hemi left stars only; a stranger wrote something else.
  r.aroha = await googleReview(owner.userId, {
    reviewer: 'Aroha S.',
    stars: 5,
    comment: TEXT.aroha.replace(' Highly recommend them.', ''),
    at: at('2026-10-05T00:00:00Z', 2 * DAY),
  });
  r.john = await googleReview(owner.userId, { reviewer: 'John Taylor', stars: 5, comment: TEXT.john, at: at('2026-10-20T00:00:00Z', DAY) });
  r.simple = await googleReview(owner.userId, {
    reviewer: 'A Google User',
    stars: 4,
    comment: TEXT.simple.replace('califont', 'califont 👍').replace('afterwards', 'afterwords'),
    at: at('2026-11-10T00:00:00Z', 12 * HOUR),
  });
  r.hemi = await googleReview(owner.userId, { reviewer: 'Hemi W.', stars: 5, comment: null, at: at('2026-11-15T00:00:00Z', HOUR) });
  r.stranger = await googleReview(owner.userId, {
    reviewer: 'Kate M',
    stars: 5,
    comment: 'Booked online, turned up when they said, fixed the hob. Would use again.',
    at: at('2026-11-12T00:00:00Z', 0),
  });
  r.theirs = await googleReview(other.userId, { reviewer: 'Aroha S.', stars: 5, comment: TEXT.aroha, at: at('2026-10-05T00:00:00Z', DAY) });
});
afterAll(() => t?.close());

describe('matching submissions to the Google reviews they became', () => {
  it('shows no googleReview before anything is matched', async () => {
    for (const id of [s.aroha, s.john, s.simple]) expect(await googleReviewOf(owner, id!)).toBeNull();
  });

  it('claims each certain match once, even with two processes running at the same moment', async () => {
    // On PostgreSQL a second kernel on the same database is the second process; PGlite has one, so two runs at once.
    const second = testDatabaseKind() === 'postgresql' ? await startTestKernel({ ...options(), sameDatabaseAs: t }) : t;
    const theirMatches = second === t ? matches : wired.matches!;
    try {
      const runs = await Promise.all([ctx(() => matches.run(owner.userId)), ctx(() => theirMatches.run(owner.userId), second)]);
      expect(runs[0]!.claimed + runs[1]!.claimed).toBe(3);
    } finally {
      if (second !== t) await second.close();
    }
    const rows = await sql<{ submission_id: string; google_review_id: string; business_id: string; score: number }>(
      'select submission_id, google_review_id, business_id, score from google_match order by score desc',
    );
    expect(new Map(rows.map((x) => [x.submission_id, x.google_review_id]))).toEqual(
      new Map([
        [s.aroha, r.aroha],
        [s.john, r.john],
        [s.simple, r.simple],
      ]),
    );
    for (const row of rows) {
      expect(row.business_id).toBe(owner.userId);
      expect(Number(row.score)).toBeGreaterThanOrEqual(0.7);
    }
    // Run again: nothing more, and nothing twice.
    expect(await ctx(() => matches.run(owner.userId))).toEqual({ claimed: 0 });
  });

  it("shows the match on the submission (GET /api/submissions), and nothing on the others or another business's", async () => {
    const shown = await googleReviewOf(owner, s.aroha!);
    expect(shown).toEqual({ id: r.aroha, matchedAt: new Date(NOW).toISOString(), removedAt: null });
    expect(await googleReviewOf(owner, s.simple!)).toMatchObject({ id: r.simple });
    for (const id of [s.august, s.mere, s.undecided, s.hemi]) expect(await googleReviewOf(owner, id!)).toBeNull();
    // The names the Google list shows beside its matched reviews: one query for a page, this business's only.
    const names = await ctx(() => t.kernel.get(reviewsSubmissions).customerNames(owner.userId, [s.aroha!, s.john!, s.theirs!]));
    expect(Object.fromEntries(names)).toEqual({ [s.aroha!]: 'Aroha Smith', [s.john!]: 'John Taylor' });
    // The other business's identical review is its own: never claimed by this business's run.
    expect(await googleReviewOf(other, s.theirs!)).toBeNull();
    expect(await ctx(() => matches.run(other.userId))).toEqual({ claimed: 1 });
    expect(await googleReviewOf(other, s.theirs!)).toMatchObject({ id: r.theirs });
  });

  it('keeps a match when the review is edited on Google and when Google removes it, and no longer calls it posted', async () => {
    const posted = async () => (await owner.get('/api/google/posted-rate?timeRange=3m')).body.data.total;
    const before = await posted();
    await sql("update google_review set comment = 'Changed: it was OK I suppose.', star_rating = 3, removed_at = ? where id = ?", [
      new Date(NOW),
      r.aroha,
    ]);
    expect(await ctx(() => matches.run(owner.userId))).toEqual({ claimed: 0 });
    // Still matched (the owner's evidence), shown as removed, and counted as it now stands: not posted.
    expect(await googleReviewOf(owner, s.aroha!)).toEqual({
      id: r.aroha,
      matchedAt: new Date(NOW).toISOString(),
      removedAt: new Date(NOW).toISOString(),
    });
    expect(await posted()).toMatchObject({ choseGoogle: before.choseGoogle, posted: before.posted - 1 });
    // Google restores it (a sweep reversed): posted again.
    await sql('update google_review set removed_at = null where id = ?', [r.aroha]);
    expect((await googleReviewOf(owner, s.aroha!)).removedAt).toBeNull();
    expect(await posted()).toEqual(before);
  });
});

describe('the posted rate', () => {
  it('counts customers who chose Google and those whose review appeared, by NZ month, channel and team member', async () => {
    const res = await owner.get('/api/google/posted-rate?timeRange=3m');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      // Aroha, John, the review-link customer and Hemi chose Google (Mere went private; one never chose); three posted.
      total: { choseGoogle: 4, posted: 3, rate: 0.75 },
      byMonth: [
        { month: '2026-09', choseGoogle: 0, posted: 0, rate: null },
        { month: '2026-10', choseGoogle: 2, posted: 2, rate: 1 },
        { month: '2026-11', choseGoogle: 2, posted: 1, rate: 0.5 },
      ],
      byChannel: [
        { channel: 'email', choseGoogle: 2, posted: 1, rate: 0.5 },
        { channel: 'link', choseGoogle: 1, posted: 1, rate: 1 },
        { channel: 'review-link', choseGoogle: 1, posted: 1, rate: 1 },
      ],
      byMember: [
        { member: 'Wiremu Tane', choseGoogle: 2, posted: 1, rate: 0.5 },
        { member: 'Sione Fifita', choseGoogle: 1, posted: 1, rate: 1 },
      ],
      // Two days, one day and half a day: the median is one.
      medianDaysToPost: 1,
    });
    const half = (await owner.get('/api/google/posted-rate?timeRange=6m')).body.data;
    expect(half.total).toEqual({ choseGoogle: 5, posted: 3, rate: 0.6 });
    expect(half.byMonth.map((m: { month: string }) => m.month)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
  });

  it('refuses a plan without it, naming the plans that include it, and bad input with a message', async () => {
    const refused = await other.get('/api/google/posted-rate');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^The posted rate is not included in Free: it comes with Professional/);
    const bad = await owner.get('/api/google/posted-rate?timeRange=2w');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('timeRange must be 1m, 3m, 6m or 1y');
    expect((await t.anonymous().get('/api/google/posted-rate')).status).toBe(401);
  });

  it("never counts another business's matches", async () => {
    // The other business, on a paid plan now, sees its one customer and its one match; this business's figures are as before.
    await ctx(() => t.kernel.get(billingPort).update(other.userId, { tier: 'professional', status: 'active' }));
    expect((await other.get('/api/google/posted-rate?timeRange=3m')).body.data.total).toEqual({ choseGoogle: 1, posted: 1, rate: 1 });
    expect((await owner.get('/api/google/posted-rate?timeRange=3m')).body.data.total).toEqual({ choseGoogle: 4, posted: 3, rate: 0.75 });
  });

  it('forgets the match of a submission the owner deletes', async () => {
    expect((await owner.delete(`/api/submissions/${s.john}`)).status).toBe(200);
    await t.drainJobs();
    expect(await sql('select 1 from google_match where submission_id = ?', [s.john])).toEqual([]);
    expect((await owner.get('/api/google/posted-rate?timeRange=3m')).body.data.total).toEqual({ choseGoogle: 3, posted: 2, rate: 0.667 });
  });
});

describe('the threshold: a pair is claimed from a score of 0.7, never below', () => {
  // The customer's very words (text 1), under another name (name 0) with one star fewer (−0.05): the score is
  // 0.65 + 0.15 × time, and the review's delay moves it across 0.7 a thousandth at a time (about 5 hours each).
  // Each case is a business of its own, so no other pairing competes and only the threshold decides.
  const SENT = '2026-09-01T00:00:00Z';
  const cases: Array<[string, number, number, boolean]> = [
    ['just above it (0.701): claimed', 208, 0.701, true],
    ['at it (0.700): claimed, the threshold is inclusive', 213, 0.7, true],
    ['just below it (0.699): not claimed', 219, 0.699, false],
  ];
  it.each(cases)('%s', async (label, hoursLater, score, claimed) => {
    const agent = await t.signUp(`edge${hoursLater}`);
    expect(
      (
        await agent.patch('/api/profile', {
          businessName: 'Edge Gasfitting',
          email: 'office@edgegas.example',
          googlePlaceId: `ChIJedgeGasfitting000${hoursLater}`,
        })
      ).status,
    ).toBe(200);
    const submissionId = await invited(agent, { name: 'Aroha Smith', team: [], text: TEXT.aroha, at: SENT, stars: 5 });
    const reviewId = await googleReview(agent.userId, {
      reviewer: 'Kate M.',
      stars: 4,
      comment: TEXT.aroha,
      at: new Date(SENT).getTime() + hoursLater * HOUR,
    });
    // The pair scores what the case names (the candidate as the service reads it).
    const [candidate] = await ctx(() =>
      t.kernel.get(reviewsSubmissions).googleBound(agent.userId, { from: new Date(SENT), to: new Date(NOW) }),
    );
    const review = {
      id: reviewId,
      reviewer: 'Kate M.',
      starRating: 4,
      comment: TEXT.aroha,
      createdAt: new Date(new Date(SENT).getTime() + hoursLater * HOUR),
    };
    expect(scorePair(candidate!, review), label).toMatchObject({ score, text: 1, name: 0 });

    expect(await ctx(() => matches.run(agent.userId))).toEqual({ claimed: claimed ? 1 : 0 });
    const rows = await sql<{ submission_id: string; google_review_id: string; score: number }>(
      'select submission_id, google_review_id, score from google_match where business_id = ?',
      [agent.userId],
    );
    expect(rows.map((x) => ({ ...x, score: Number(x.score) }))).toEqual(
      claimed ? [{ submission_id: submissionId, google_review_id: reviewId, score }] : [],
    );
  });
});
