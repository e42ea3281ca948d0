import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OpenAiStandIn,
  PlacesStandIn,
  SAMPLE_PLUMBERS,
  startTestKernel,
  testDatabaseKind,
  type StandInChat,
  type StandInPlace,
  type TestAgent,
  type TestKernel,
  type TestKernelOptions,
} from '@korero/core/testing';
import { billingPort, modulesPort } from '@korero/core/sdk';

// Google Places' web service as a stand-in on 127.0.0.1: the owner's place, three nearby plumbers with reviews.
const OWN = 'ChIJownPlumbing00000000001';
let stand: PlacesStandIn;
const places: Record<string, StandInPlace> = {
  [OWN]: { name: 'Rangi Plumbing', rating: 4.9, total: 41, reviews: [] },
  ...SAMPLE_PLUMBERS,
};

// An OpenAI-compatible stand-in. "inventing" answers a theme with a quote no reviewer wrote (the reading is refused and
// Korero's own analyser is used); "honest" quotes each review that says "on time" or "late".
let reader: 'inventing' | 'honest' = 'inventing';
let ai: OpenAiStandIn;
function readThemes(chat: StandInChat): string {
  if (chat.task !== 'review_themes') return '{}';
  const reviews = JSON.parse(chat.user.split('Reviews (by index):\n')[1]!) as Array<{ index: number; text: string }>;
  const mentions =
    reader === 'inventing'
      ? [{ review: 0, theme: 'value', kind: 'praise', quote: 'best value in Wellington' }]
      : reviews.flatMap((r) =>
          /on time/i.test(r.text)
            ? [{ review: r.index, theme: 'timeliness', kind: 'praise', quote: 'on time' }]
            : /late/i.test(r.text)
              ? [{ review: r.index, theme: 'timeliness', kind: 'complaint', quote: 'late' }]
              : [],
        );
  return JSON.stringify({ mentions });
}

/** One customer's answer through the invitation flow: its stars, where they sent it, and the points they ticked. */
async function answer(k: TestKernel, agent: TestAgent, stars: number, destination: 'google' | 'private', ticked: string[] = []) {
  const invite = await agent.post('/api/invites', { customerName: 'Customer', jobDescription: 'Switchboard', jobLocation: 'Petone' });
  expect(invite.body).toMatchObject({ data: {} });
  const token = invite.body.data.inviteToken;
  const customer = k.anonymous();
  await customer.get(`/api/invites/token/${token}`);
  const sent = await customer.post(`/api/reviews/submit/${token}`, {
    starRating: stars,
    selectedFeedback: ticked,
    generatedReview: 'Tidy work on the switchboard and explained everything.',
    reviewDestination: destination,
    consent: true,
  });
  expect(sent.status).toBe(200);
}

let t: TestKernel;
const options = (): TestKernelOptions => {
  return {
    now: '2026-11-17T21:00:00Z',
    env: {
      GOOGLE_PLACES_API_KEY: 'test-key',
      GOOGLE_PLACES_BASE_URL: stand.url,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: ai.url,
    },
  };
};
let owner: TestAgent & { userId: string };
let free: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
/** An hour on, as far as the refresh limit is concerned (moving the clock would end the owner's idle session). */
const hourLater = (k: TestKernel = t) =>
  k.kernel.db.withContext(() =>
    k.kernel.db.em.execute(`update competitors_analysis set requested_at = requested_at - interval '61 minutes'`, [], 'run'),
  );
const paid = (userId: string) =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(userId, { tier: 'professional', status: 'active' }));

beforeAll(async () => {
  stand = await PlacesStandIn.start(places);
  ai = await OpenAiStandIn.start(readThemes);
  t = await startTestKernel(options());
  owner = await t.signUp('rangi');
  free = await t.signUp('freya');
  other = await t.signUp('other');
  await paid(owner.userId);
  await paid(other.userId);
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
  await ai?.close();
});

describe('competitor analysis', () => {
  it('is for paid plans, and needs the business linked to Google first', async () => {
    const refused = await free.post('/api/analyze-competitors');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/not included in Free: it comes with Professional/);
    expect((await free.get('/api/competitor-analysis')).status).toBe(403);

    expect((await owner.get('/api/competitor-analysis')).body).toEqual({ data: null });
    const unlinked = await owner.post('/api/analyze-competitors');
    expect(unlinked.status).toBe(409);
    expect(unlinked.body.error).toContain('Place ID in Settings');
  });

  it('queues the analysis, answers at once, then stores every competitor with counted themes', async () => {
    expect(
      (
        await owner.patch('/api/profile', {
          businessName: 'Rangi Plumbing',
          email: 'office@rangi.example',
          googlePlaceId: OWN,
          serviceTypes: '["Plumbing"]',
        })
      ).status,
    ).toBe(200);
    expect((await owner.put('/api/competitors/settings', { radiusKm: 25 })).status).toBe(200);
    const queued = await owner.post('/api/analyze-competitors');
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({ status: 'running', competitors: [], lastUpdated: null });
    expect(await t.drainJobs()).toBeGreaterThan(0);

    const nearby = stand.calls.find((c) => c.pathname === '/maps/api/place/nearbysearch/json')!;
    expect(Object.fromEntries(nearby.searchParams)).toMatchObject({ radius: '25000', keyword: 'Plumbing' });
    const { data } = (await owner.get('/api/business/competitor-analysis?refreshTrigger=1')).body;
    // The AI reader quoted words no reviewer wrote: refused, and every count below is Korero's own.
    expect(data).toMatchObject({ status: 'ready', error: null, radiusKm: 25, analyser: 'korero' });
    // Like with like: the business's own public Google rating (Places details of its Place ID) beside theirs.
    expect(data.own).toEqual({
      name: 'Rangi Plumbing',
      google: { averageRating: 4.9, totalReviews: 41, from: 'places' },
      googleUnknown: null,
      korero: { averageRating: null, totalReviews: 0 },
    });
    expect(data.marketInsights.basis).toBe('competitors');
    // The business itself is never its own competitor.
    expect(data.competitors.map((c: { competitorName: string }) => c.competitorName)).toEqual([
      'Hutt Valley Plumbers',
      'Cuba Street Plumbing',
      'Karori Drains',
    ]);
    const hutt = data.competitors[0];
    expect(hutt).toMatchObject({ averageRating: 4.2, totalReviews: 12, source: 'google', reviewsRead: 3 });
    // Three reviews: two praise the work; the top three themes, ties in alphabetical order.
    expect(hutt.commonPraise).toEqual([
      { text: 'Quality of the work', mentions: 2 },
      { text: 'Clear communication', mentions: 1 },
      { text: 'Fair prices', mentions: 1 },
    ]);
    expect(hutt.strengthAreas).toEqual([{ text: 'Quality of the work', mentions: 2 }]);
    expect(hutt.commonComplaints).toEqual([
      { text: 'Lateness or delays', mentions: 1 },
      { text: 'Poor communication', mentions: 1 },
    ]);
    expect(data.marketInsights.reviewsRead).toBe(6);
    expect(data.marketInsights.serviceGaps).toContainEqual({ text: 'Price', mentions: 1 });
    for (const r of data.marketInsights.recommendedImprovements) expect(r.mentions).toBeGreaterThan(0);
    expect(data.nextRefreshAt).toBe('2026-11-17T22:00:00.000Z');

    // Another business sees none of it.
    expect((await other.get('/api/competitor-analysis')).body).toEqual({ data: null });
  });

  it("gives the analytics page the business's place among them, and the Overview's summary", async () => {
    const { data } = (await owner.get('/api/business/analytics?timeRange=3m')).body;
    // 4.9 against 4.2, 3.8 and 4.6: first of four; their mean rating 4.2; 41 reviews against their mean of 16.7.
    expect(data.competitorComparison).toEqual({ marketPosition: '1st of 4 by rating', averageCompetitorRating: 4.2, reviewAdvantage: 24 });
    expect(data.competitorSummary.competitors.map((c: { name: string }) => c.name)).toEqual([
      'Cuba Street Plumbing',
      'Hutt Valley Plumbers',
      'Karori Drains',
    ]);
    for (const c of data.competitorSummary.competitors) {
      expect(c.strengths.length).toBeLessThanOrEqual(2);
      expect(c.opportunities.length).toBeLessThanOrEqual(2);
    }
    // A plan without it, and a business without an analysis, get nothing.
    const none = (await free.get('/api/business/analytics')).body.data;
    expect([none.competitorComparison, none.competitorSummary]).toEqual([null, null]);
    expect((await free.get('/api/competitors/setup')).body.data).toEqual({
      included: false,
      automatic: true,
      placeIdLinked: false,
      includedIn: ['Professional'],
      comingSoonIn: ['Business'],
    });
    expect((await owner.get('/api/competitors/setup')).body.data).toMatchObject({ included: true, automatic: true, placeIdLinked: true });
  });

  it('leaves the analytics page without it while an administrator has it switched off, and gives it back when on', async () => {
    const admin = t.kernel.get(modulesPort);
    const comparison = async () => {
      const { data } = (await owner.get('/api/business/analytics?timeRange=3m')).body;
      return [data.competitorComparison, data.competitorSummary];
    };
    const shown = await comparison();
    expect(await admin.setEnabled('competitors', false, null)).toEqual({ ok: true });
    try {
      expect(await comparison()).toEqual([null, null]);
    } finally {
      expect(await admin.setEnabled('competitors', true, null)).toEqual({ ok: true });
    }
    expect(await comparison()).toEqual(shown);
    expect(shown[0]).not.toBeNull();
  });

  it('never lets private feedback into the compared figure; Korero figures count public reviews only, apart', async () => {
    const before = (await owner.get('/api/business/analytics?timeRange=3m')).body.data.competitorComparison;
    // One customer posts 5 stars to Google; three send 1-star private feedback.
    await answer(t, owner, 5, 'google');
    for (let i = 0; i < 3; i++) await answer(t, owner, 1, 'private');
    await hourLater();
    expect((await owner.post('/api/analyze-competitors')).status).toBe(202);
    await t.drainJobs();
    const { own } = (await owner.get('/api/competitor-analysis')).body.data;
    expect(own.google).toEqual({ averageRating: 4.9, totalReviews: 41, from: 'places' });
    // Collected by Korero: the one public review, not the private answers (1 star each would make it 2.0 of 4).
    expect(own.korero).toEqual({ averageRating: 5, totalReviews: 1 });
    const after = (await owner.get('/api/business/analytics?timeRange=3m')).body.data.competitorComparison;
    expect(after).toEqual(before);
    expect(after).toEqual({ marketPosition: '1st of 4 by rating', averageCompetitorRating: 4.2, reviewAdvantage: 24 });
  });

  it('names the plans that include it as the plans page shows them, in the card, the page and the refusal', async () => {
    // The plans page's own answer: the plans on offer, and what each grants.
    const plans = (await free.get('/api/plans')).body.data as Array<{
      name: string;
      comingSoon: boolean;
      entitlements: Record<string, unknown>;
    }>;
    const withIt = plans.filter((p) => p.entitlements['competitors.analysis'] === true);
    const setup = (await free.get('/api/competitors/setup')).body.data;
    expect(setup.includedIn).toEqual(withIt.filter((p) => !p.comingSoon).map((p) => p.name));
    expect(setup.comingSoonIn).toEqual(withIt.filter((p) => p.comingSoon).map((p) => p.name));
    // Every plan named is one the owner can find on the plans page (Enterprise, assigned by an administrator, is not there).
    for (const name of [...setup.includedIn, ...setup.comingSoonIn]) expect(plans.map((p) => p.name)).toContain(name);
    const refused = await free.post('/api/analyze-competitors');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'Competitor analysis is not included in Free: it comes with Professional and Business (coming soon). Upgrade to see how you compare.',
    );
  });

  it('refreshes at most once an hour', async () => {
    const again = await owner.post('/api/analyze-competitors');
    expect(again.status).toBe(429);
    expect(again.body.error).toContain('once an hour');
  });

  it('keeps the previous analysis when Google refuses, with the spec’s message', async () => {
    await hourLater();
    stand.mode = 'quota';
    try {
      expect((await owner.post('/api/analyze-competitors')).status).toBe(202);
      await t.drainJobs();
    } finally {
      stand.mode = 'ok';
    }
    const { data } = (await owner.get('/api/competitor-analysis')).body;
    expect(data).toMatchObject({
      status: 'failed',
      error: 'Unable to analyze competitors. Please check your Google Places configuration.',
    });
    expect(data.competitors).toHaveLength(3);
  });

  it('lets the owner remove a competitor for good, add one by hand, and keeps the choice', async () => {
    const removed = await owner.delete('/api/competitors/ChIJcuba0000000000000000003');
    expect(removed.status).toBe(200);
    expect(removed.body.data.competitors.map((c: { id: string }) => c.id)).not.toContain('ChIJcuba0000000000000000003');
    expect((await owner.delete('/api/competitors/ChIJnope')).status).toBe(404);

    const manual = await owner.post('/api/competitors/manual', {
      name: 'Tawa Plumbing',
      averageRating: 4.4,
      totalReviews: 19,
      asOf: '2026-11-10',
    });
    expect(manual.status).toBe(201);
    expect(manual.body.data.competitors.at(-1)).toMatchObject({
      competitorName: 'Tawa Plumbing',
      source: 'manual',
      asOf: '2026-11-10',
      reviewsRead: 0,
    });
    expect((await owner.post('/api/competitors/manual', { name: 'X', averageRating: 7, totalReviews: 1, asOf: '2026-11-10' })).status).toBe(
      400,
    );

    // One picked from a search waits for the next analysis, and says so.
    expect((await owner.post('/api/competitors', { placeId: 'ChIJcuba0000000000000000003', name: 'Cuba Street Plumbing' })).status).toBe(
      201,
    );
    expect((await owner.get('/api/competitor-analysis')).body.data.pending).toEqual([
      { id: 'ChIJcuba0000000000000000003', competitorName: 'Cuba Street Plumbing' },
    ]);
    await hourLater();
    expect((await owner.post('/api/analyze-competitors')).status).toBe(202);
    await t.drainJobs();
    const after = (await owner.get('/api/competitor-analysis')).body.data;
    // Added ones come first; the removed Google place is back only because the owner added it again.
    expect(after.competitors.map((c: { competitorName: string }) => c.competitorName)).toEqual([
      'Cuba Street Plumbing',
      'Hutt Valley Plumbers',
      'Karori Drains',
      'Tawa Plumbing',
    ]);
    expect(after.pending).toEqual([]);
    expect(after.competitors[0].source).toBe('added');
  });

  it("uses the AI reader's themes when every quote is in its review", async () => {
    reader = 'honest';
    try {
      await hourLater();
      expect((await owner.post('/api/analyze-competitors')).status).toBe(202);
      await t.drainJobs();
    } finally {
      reader = 'inventing';
    }
    const { data } = (await owner.get('/api/competitor-analysis')).body;
    expect(data.analyser).toBe('openai');
    const hutt = data.competitors.find((c: { competitorName: string }) => c.competitorName === 'Hutt Valley Plumbers');
    expect(hutt).toMatchObject({
      reviewsRead: 3,
      commonPraise: [{ text: 'Turning up on time', mentions: 1 }],
      commonComplaints: [{ text: 'Lateness or delays', mentions: 1 }],
    });
  });

  it('finishes an analysis another process queued (as after a restart), from the job stored in the database', async () => {
    // On PostgreSQL a second kernel on the same database stands for the restarted process; PGlite has one process.
    const second = testDatabaseKind() === 'postgresql' ? await startTestKernel({ ...options(), sameDatabaseAs: t }) : t;
    try {
      await hourLater();
      expect((await owner.post('/api/analyze-competitors')).body.data.status).toBe('running');
      expect(await second.drainJobs()).toBeGreaterThan(0);
      const { data } = (await owner.get('/api/competitor-analysis')).body;
      expect(data.status).toBe('ready');
      expect(data.competitors.length).toBeGreaterThan(0);
    } finally {
      if (second !== t) await second.close();
    }
  });

  it('is in the data export and gone with the account', async () => {
    const exported = await owner.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain('Tawa Plumbing');
    expect((await owner.delete('/api/account', { password: 'correct horse battery', confirm: 'DELETE' })).status).toBe(200);
    const left = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ n: string }>>(
        `select (select count(*) from competitors_choice where business_id = ?) + (select count(*) from competitors_analysis where business_id = ?) as n`,
        [owner.userId, owner.userId],
      ),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});

describe('competitor analysis without Google Places', () => {
  let k: TestKernel;
  let rewi: TestAgent & { userId: string };
  beforeAll(async () => {
    k = await startTestKernel({ now: '2026-11-17T21:00:00Z' });
    rewi = await k.signUp('rewi');
    await k.kernel.db.withContext(() => k.kernel.get(billingPort).update(rewi.userId, { tier: 'professional', status: 'active' }));
    await rewi.patch('/api/profile', { businessName: 'Rewi Electrical', email: 'rewi@nz.example' });
  });
  afterAll(async () => k?.close());

  /** One customer's private answer through the invitation flow, ticking the given points. */
  const privately = (stars: number, ticked: string[]) => answer(k, rewi, stars, 'private', ticked);

  it('says so instead of guessing with too few reviews, and needs no Place ID', async () => {
    expect((await rewi.get('/api/competitors/setup')).body.data).toMatchObject({ included: true, automatic: false, placeIdLinked: false });
    await privately(5, ['quality-0']);
    expect((await rewi.post('/api/analyze-competitors')).status).toBe(202);
    await k.drainJobs();
    const { data } = (await rewi.get('/api/competitor-analysis')).body;
    expect(data.status).toBe('ready');
    // No Google rating is known without Google Places: said so, not replaced with Korero's figures (all private here).
    expect(data.own).toEqual({
      name: 'Rewi Electrical',
      google: null,
      googleUnknown: 'no-places',
      korero: { averageRating: null, totalReviews: 0 },
    });
    expect(data.marketInsights).toEqual({
      topPerformingKeywords: [],
      serviceGaps: [],
      recommendedImprovements: [],
      reviewsRead: 1,
      basis: 'own-reviews',
    });
  });

  it("draws the insights from the owner's own customers, each with its count, beside competitors entered by hand", async () => {
    await privately(5, ['quality-0', 'communication-1']);
    await answer(k, rewi, 4, 'google', ['quality-0', 'timeliness-imp-0']);
    await privately(2, ['timeliness-imp-0']);
    const manual = await rewi.post('/api/competitors/manual', {
      name: 'Sparky Ltd',
      averageRating: 4.7,
      totalReviews: 88,
      asOf: '2026-11-15',
    });
    expect(manual.status).toBe(201);
    await hourLater(k);
    expect((await rewi.post('/api/analyze-competitors')).status).toBe(202);
    await k.drainJobs();
    const { data } = (await rewi.get('/api/competitor-analysis')).body;
    const items = (await rewi.get('/api/business/analytics?timeRange=1m')).body.data.feedbackItems as Array<{ id: string; text: string }>;
    const text = (id: string) => items.find((i) => i.id === id)!.text;
    expect(data.own).toEqual({
      name: 'Rewi Electrical',
      google: null,
      googleUnknown: 'no-places',
      korero: { averageRating: 4, totalReviews: 1 },
    });
    expect(data.marketInsights.reviewsRead).toBe(4);
    expect(data.marketInsights.topPerformingKeywords).toEqual([
      { text: text('quality-0'), mentions: 3 },
      { text: text('communication-1'), mentions: 1 },
    ]);
    expect(data.marketInsights.serviceGaps).toEqual([{ text: text('timeliness-imp-0'), mentions: 2 }]);
    expect(data.marketInsights.recommendedImprovements[0]).toEqual({
      text: expect.stringContaining(text('timeliness-imp-0')),
      mentions: 2,
    });
    expect(data.competitors).toEqual([expect.objectContaining({ competitorName: 'Sparky Ltd', source: 'manual', averageRating: 4.7 })]);
    // The business's own Google rating is not known, so the analytics page compares nothing (it used to put the
    // average of every Korero answer, private ones included, against the competitors' public ratings).
    const comparison = (await rewi.get('/api/business/analytics')).body.data.competitorComparison;
    expect(comparison).toBeNull();
  });
});
