import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';

let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };

interface Row {
  id: string;
  customerName: string;
  starRating: number;
  destination: string;
}
const names = (body: { data: Row[] }) => body.data.map((r) => r.customerName);

interface Answer {
  name: string;
  stars: number;
  team: string[];
  destination: 'google' | 'private';
  words?: string;
  job?: string;
  location?: string;
  /** The review the customer approved; "Review from <name>." unless given. */
  review?: string;
}

/** An invitation made now, answered on the full form when called back (at the clock's time then). */
async function invited(agent: TestAgent, o: Answer): Promise<() => Promise<void>> {
  const made = await agent.post('/api/invites', {
    customerName: o.name,
    jobDescription: o.job ?? 'Hot water cylinder',
    jobLocation: o.location ?? 'Lower Hutt',
    teamMembers: o.team,
  });
  const token = made.body.data?.inviteToken;
  if (!token) throw new Error(`invite refused for ${o.name}: ${JSON.stringify(made.body)}`);
  return async () => {
    const res = await t.anonymous().post(`/api/reviews/submit/${token}`, {
      starRating: o.stars,
      selectedFeedback: [],
      ratingScores: {},
      reviewerText: o.words ?? '',
      generatedReview: o.review ?? `Review from ${o.name}.`,
      photoUrls: [],
      reviewDestination: o.destination,
      consent: true,
    });
    expect(res.status).toBe(200);
  };
}

beforeAll(async () => {
  // Tuesday 10 November 2026, 9 am in New Zealand (NZDT, UTC+13).
  t = await startTestKernel({ modules: ['business', 'teams', 'invites', 'reviews'], now: new Date('2026-11-09T20:00:00Z') });
  owner = await t.signUp('filters');
  other = await t.signUp('neighbour');
  for (const agent of [owner, other]) {
    await agent.patch('/api/profile', { businessName: 'Hutt Plumbing', email: 'office@huttplumbing.example' });
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(agent.userId, { tier: 'professional', status: 'active' }));
  }
  const aroha = await invited(owner, {
    name: 'Aroha',
    stars: 5,
    team: ['Wiremu Tane'],
    destination: 'google',
    words: 'Fixed the 100% blocked drain',
  });
  const ben = await invited(owner, { name: 'Ben', stars: 2, team: ['Sione Fifita'], destination: 'private', words: 'late_arrival' });
  const cara = await invited(owner, {
    name: 'Cara',
    stars: 4,
    team: ['Wiremu Tane', 'Sione Fifita'],
    destination: 'google',
    job: 'Gas hob',
  });
  const dan = await invited(owner, { name: 'Dan', stars: 1, team: [], destination: 'private' });
  const eve = await invited(other, { name: 'Eve', stars: 5, team: ['Wiremu Tane'], destination: 'google', words: 'blocked drain' });
  const start = t.clock.now();
  await aroha();
  t.clock.set(new Date('2026-11-10T20:00:00Z')); // Wed 11 Nov, 9 am
  await ben();
  // 11:30 pm on Wed 11 Nov in New Zealand, 10:30 am in UTC: still the 11th for the owner.
  t.clock.set(new Date('2026-11-11T10:30:00Z'));
  await cara();
  t.clock.set(new Date('2026-11-11T11:30:00Z')); // 12:30 am Thu 12 Nov in New Zealand
  await dan();
  await eve();
  // Back to when the owners signed in, so their sessions are still fresh.
  t.clock.set(new Date(start.getTime() + 60_000));
});
afterAll(() => t?.close());

describe("the owner's Reviews filters (GET /api/submissions)", () => {
  it('narrows by star ratings, destination and team member, newest first, with the total of what matched', async () => {
    expect(names((await owner.get('/api/submissions')).body)).toEqual(['Dan', 'Cara', 'Ben', 'Aroha']);
    const low = await owner.get('/api/submissions?rating=1,2');
    expect(names(low.body)).toEqual(['Dan', 'Ben']);
    expect(low.body.pagination).toEqual({ page: 1, limit: 20, totalCount: 2, totalPages: 1, nextCursor: null, totalCapped: false });
    expect(names((await owner.get('/api/submissions?destination=google')).body)).toEqual(['Cara', 'Aroha']);
    expect(names((await owner.get(`/api/submissions?member=${encodeURIComponent('Sione Fifita')}`)).body)).toEqual(['Cara', 'Ben']);
    expect(names((await owner.get('/api/submissions?member=Wiremu%20Tane&rating=5')).body)).toEqual(['Aroha']);
    expect(names((await owner.get('/api/submissions?member=Wiremu')).body)).toEqual([]);
  });

  it('reads dates as New Zealand calendar days, both ends included', async () => {
    expect(names((await owner.get('/api/submissions?from=2026-11-11&to=2026-11-11')).body)).toEqual(['Cara', 'Ben']);
    expect(names((await owner.get('/api/submissions?from=2026-11-12')).body)).toEqual(['Dan']);
    expect(names((await owner.get('/api/submissions?to=2026-11-10')).body)).toEqual(['Aroha']);
  });

  it("searches the customer's name, the job, their words and the review, with % and _ taken literally", async () => {
    expect(names((await owner.get('/api/submissions?q=gas%20HOB')).body)).toEqual(['Cara']);
    expect(names((await owner.get('/api/submissions?q=blocked')).body)).toEqual(['Aroha']);
    expect(names((await owner.get('/api/submissions?q=Review%20from%20Ben')).body)).toEqual(['Ben']);
    expect(names((await owner.get('/api/submissions?q=100%25')).body)).toEqual(['Aroha']);
    expect(names((await owner.get('/api/submissions?q=late_')).body)).toEqual(['Ben']);
    // One character is a name's start (decision 0032): no name starts with "%".
    expect(names((await owner.get('/api/submissions?q=%25')).body)).toEqual([]);
  });

  it('pages on the server: a page past the end is empty but still counts what matched', async () => {
    const second = await owner.get('/api/submissions?limit=3&page=2');
    expect(names(second.body)).toEqual(['Aroha']);
    expect(second.body.pagination).toEqual({ page: 2, limit: 3, totalCount: 4, totalPages: 2, nextCursor: null, totalCapped: false });
    // A full page counts the total on its own.
    expect((await owner.get('/api/submissions?limit=4')).body.pagination).toEqual({
      page: 1,
      limit: 4,
      totalCount: 4,
      totalPages: 1,
      nextCursor: null,
      totalCapped: false,
    });
    expect((await owner.get('/api/submissions?limit=2')).body.pagination).toMatchObject({
      page: 1,
      limit: 2,
      totalCount: 4,
      totalPages: 2,
      totalCapped: false,
    });
    const past = await owner.get('/api/submissions?limit=3&page=5&rating=1,2');
    expect(past.body).toEqual({
      data: [],
      pagination: { page: 5, limit: 3, totalCount: 2, totalPages: 1, nextCursor: null, totalCapped: false },
    });
  });

  it('offers the names credited on its own submissions only', async () => {
    expect((await owner.get('/api/submissions/members')).body).toEqual({ data: ['Sione Fifita', 'Wiremu Tane'] });
    expect((await other.get('/api/submissions/members')).body).toEqual({ data: ['Wiremu Tane'] });
    expect(names((await other.get('/api/submissions?q=blocked')).body)).toEqual(['Eve']);
    expect((await t.anonymous().get('/api/submissions/members')).status).toBe(401);
  });

  it('answers 400 naming the filter for bad input', async () => {
    const cases: Array<[string, string]> = [
      ['rating=6', 'rating must be one or more star ratings from 1 to 5, separated by commas'],
      ['rating=4,', 'rating must be one or more star ratings from 1 to 5, separated by commas'],
      ['destination=facebook', 'destination must be google, private or undecided'],
      ['from=11/11/2026', 'from must be a date as YYYY-MM-DD'],
      ['to=2026-02-30', 'to must be a real calendar date'],
      ['from=2026-11-12&to=2026-11-11', 'from must be on or before to'],
      [`q=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await owner.get(`/api/submissions?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toContain(message);
    }
  });
});

interface Found {
  id: string;
  customerName: string;
  jobDescription: string | null;
  jobLocation: string | null;
  jobReference: string | null;
  reviewerText: string;
  review: { reviewerApprovedText: string } | null;
  privateFeedback: Array<{ details: string }>;
}

describe('the Reviews search over every searched column (trigram indexes, decision 0028)', () => {
  let shop: TestAgent & { userId: string };
  const ids: Record<string, string> = {};
  const search = async (q: string) => {
    const res = await shop.get(`/api/submissions?q=${encodeURIComponent(q)}`);
    expect(res.status, q).toBe(200);
    return res.body as { data: Found[]; pagination: { totalCount: number } };
  };

  beforeAll(async () => {
    shop = await t.signUp('searcher');
    await shop.patch('/api/profile', { businessName: 'Kapiti Climate', email: 'office@kapiticlimate.example' });
    await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(shop.userId, { tier: 'professional', status: 'active' }));
    const hinemoa = await invited(shop, {
      name: 'Hinemoa',
      stars: 5,
      team: [],
      destination: 'google',
      job: 'Heat pump service',
      location: 'Paraparaumu',
      words: 'Quiet as a mouse',
      review: 'Warm house all winter.',
    });
    const tama = await invited(shop, {
      name: 'Tama',
      stars: 4,
      team: [],
      destination: 'google',
      job: 'Gutter clean',
      location: 'Petone',
      words: 'Careful ladder work',
      review: 'Spotless gutters now.',
    });
    await hinemoa();
    await tama();
    const list = (await shop.get('/api/submissions')).body.data as Found[];
    ids.hinemoa = list.find((s) => s.customerName === 'Hinemoa')!.id;
    ids.tama = list.find((s) => s.customerName === 'Tama')!.id;
    // The public link's form: a job reference, and private feedback sent afterwards.
    const key = (await shop.get('/api/reviews/public-link')).body.data.key as string;
    const simple = await t
      .anonymous()
      .post('/api/submit-review', { satisfaction: 'Dissatisfied', feedback: [], comments: '', rating: 2, key, jobId: 'JOB-4471' });
    expect(simple.status).toBe(200);
    ids.simple = simple.body.submissionId as string;
    const feedback = await t.anonymous().post('/api/submit-feedback', {
      details: 'The invoice arrived twice.',
      submissionId: ids.simple,
      token: simple.body.editToken,
      consent: true,
    });
    expect(feedback.status).toBe(200);
  });

  it('finds a word in each column it searches, and a submission matched twice once', async () => {
    const cases: Array<[string, string]> = [
      ['hinemoa', 'hinemoa'], // customer_name
      ['PUMP SERV', 'hinemoa'], // job_description
      ['petone', 'tama'], // job_location
      ['job-4471', 'simple'], // job_reference
      ['as a mouse', 'hinemoa'], // reviewer_text
      ['spotless gutter', 'tama'], // reviews_review.reviewer_approved_text
      ['invoice arrived', 'simple'], // reviews_private_feedback.details
    ];
    for (const [q, who] of cases) {
      const found = await search(q);
      expect(
        found.data.map((s) => s.id),
        q,
      ).toEqual([ids[who]]);
      expect(found.pagination.totalCount, q).toBe(1);
    }
    // "gutter" is Tama's job and the review's words: one submission, counted once.
    const gutter = await search('gutter');
    expect(gutter.data.map((s) => s.id)).toEqual([ids.tama]);
    expect(gutter.pagination.totalCount).toBe(1);
    // The other business's words are not found here.
    expect((await search('blocked')).data).toEqual([]);
  });

  it('finds what the words contain from 3 characters; 1 and 2 match the start of a first or second name (decision 0032)', async () => {
    const all = (await shop.get('/api/submissions')).body.data as Found[];
    expect(all).toHaveLength(3);
    const contains = (s: Found, q: string) =>
      [
        s.customerName,
        s.jobDescription,
        s.jobLocation,
        s.jobReference,
        s.reviewerText,
        s.review?.reviewerApprovedText,
        ...s.privateFeedback.map((f) => f.details),
      ].some((text) => text?.toLowerCase().includes(q.toLowerCase()));
    const named = (s: Found, q: string) =>
      s.customerName
        .toLowerCase()
        .split(' ')
        .slice(0, 2)
        .some((word) => word.startsWith(q.toLowerCase()));
    for (const q of ['a', 'P', 'pe', 'er', 'in', 'ice', 'war', 'zz', 'x', 'hi', 'T', 'ta']) {
      const expected = all.filter((s) => (q.length < 3 ? named(s, q) : contains(s, q))).map((s) => s.id);
      const found = await search(q);
      expect(
        found.data.map((s) => s.id),
        q,
      ).toEqual(expected);
      expect(found.pagination.totalCount, q).toBe(expected.length);
    }
    // Paged by number (older callers): a page past the end still counts what matched.
    const withTer = all.filter((s) => contains(s, 'ter')).map((s) => s.id);
    expect(withTer.length).toBeGreaterThan(1);
    for (const page of [1, 2, 9]) {
      const res = (await shop.get(`/api/submissions?q=ter&limit=1&page=${page}`)).body as {
        data: Found[];
        pagination: { totalCount: number };
      };
      expect(
        res.data.map((s) => s.id),
        `page ${page}`,
      ).toEqual(withTer.slice(page - 1, page));
      expect(res.pagination.totalCount, `page ${page}`).toBe(withTer.length);
    }
  });
});
