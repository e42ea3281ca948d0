import { dailyRollupBackfillSql } from '@korero/core/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { invitesDirectory } from '@korero/module-invites/contract';

/**
 * Known data at known New Zealand times, and every figure checked exactly. "Now" is 20 November 2026, 2 pm NZDT; the
 * 3-month range is 1 September (NZST, UTC+12) to now, and the range before it 1 June to 20 August at the same hour.
 */
const NOW = '2026-11-20T01:00:00Z';
const MODULES = ['business', 'teams', 'invites', 'reviews', 'subscription', 'analytics'];
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
let empty: TestAgent & { userId: string };

async function invite(agent: TestAgent, at: string, customerName: string, teamMembers: string[] = []): Promise<string> {
  t.clock.set(at);
  const res = await agent.post('/api/invites', { customerName, jobDescription: 'Hot water cylinder', jobLocation: 'Petone', teamMembers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.inviteToken;
}
const open = async (token: string, at: string) => {
  t.clock.set(at);
  expect((await t.anonymous().get(`/api/invites/token/${token}`)).status).toBe(200);
};
async function answer(
  token: string,
  at: string,
  o: { stars: number; ticked: string[]; text: string; to: 'google' | 'private'; voice?: boolean; name?: string },
) {
  t.clock.set(at);
  const customer = t.anonymous();
  const choices = { starRating: o.stars, selectedFeedback: o.ticked, reviewerText: 'words' };
  expect((await customer.post(`/api/reviews/generate/${token}`, choices)).status).toBe(200);
  const res = await customer.post(`/api/reviews/submit/${token}`, {
    ...choices,
    generatedReview: o.text,
    reviewDestination: o.to,
    consent: true,
    usedVoice: o.voice ?? false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await startTestKernel({ modules: MODULES, now: NOW });
  owner = await t.signUp('rangi');
  other = await t.signUp('tama');
  empty = await t.signUp('hemi');

  // The range before: two reviews in July (4 and 2 stars).
  const j1 = await invite(owner, '2026-07-10T00:00:00Z', 'June Customer');
  await answer(j1, '2026-07-10T01:00:00Z', { stars: 4, ticked: [], text: 'Fine job', to: 'google' });
  const j2 = await invite(owner, '2026-07-11T00:00:00Z', 'July Customer');
  await answer(j2, '2026-07-11T01:00:00Z', { stars: 2, ticked: [], text: 'Late', to: 'private' });

  // B: sent at 11:30 pm on 31 August NZ time (outside the range), answered on 2 September (inside it).
  const b = await invite(owner, '2026-08-31T11:30:00Z', 'Before Midnight');
  await answer(b, '2026-09-02T00:00:00Z', { stars: 3, ticked: ['quality-imp-0'], text: 'Slow but fine', to: 'private' });
  // A: sent at 12:30 am on 1 September NZ time (inside), opened, answered two hours later by voice.
  const a = await invite(owner, '2026-08-31T12:30:00Z', 'After Midnight', ['Wiremu']);
  await open(a, '2026-08-31T13:00:00Z');
  await answer(a, '2026-08-31T14:30:00Z', {
    stars: 5,
    ticked: ['quality-0', 'service-0'],
    text: 'Great work on the cylinder',
    to: 'google',
    voice: true,
  });
  // C: opened and started (a draft), never finished.
  const c = await invite(owner, '2026-10-10T00:00:00Z', 'Started Only');
  await open(c, '2026-10-10T01:00:00Z');
  t.clock.set('2026-10-10T01:05:00Z');
  expect((await t.anonymous().post(`/api/reviews/generate/${c}`, { starRating: 4, selectedFeedback: [] })).status).toBe(200);
  // D: its customer scanned the QR code and went no further.
  const d = await invite(owner, '2026-11-05T00:00:00Z', 'Scanned Only');
  const dRow = await t.kernel.db.withContext(() => t.kernel.get(invitesDirectory).byToken(d));
  await t.kernel.db.withContext(() => t.kernel.get(invitesDirectory).markOpened(dRow!.id, 'qr'));
  // E: answered 48 hours after it was sent.
  const e = await invite(owner, '2026-11-06T00:00:00Z', '=SUM(1)', ['Wiremu', 'Sione']);
  await open(e, '2026-11-07T00:00:00Z');
  await answer(e, '2026-11-08T00:00:00Z', { stars: 4, ticked: ['quality-0'], text: 'Tidy work and good clear advice given', to: 'google' });

  // Another business, busy in the same months: never counted for Rangi.
  for (const day of ['2026-09-15', '2026-10-15', '2026-11-15']) {
    const x = await invite(other, `${day}T00:00:00Z`, 'Other Customer', ['Wiremu']);
    await answer(x, `${day}T02:00:00Z`, { stars: 1, ticked: ['value-imp-0'], text: 'Not for Rangi', to: 'google' });
  }
  t.clock.set(NOW);
});
afterAll(() => t?.close());

describe('GET /api/business/analytics', () => {
  it('counts the 3-month range exactly, New Zealand month edges and all', async () => {
    const res = await owner.get('/api/business/analytics');
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({
      timeRange: '3m',
      from: '2026-08-31T12:00:00.000Z',
      to: '2026-11-20T01:00:00.000Z',
      totalReviews: 3,
      reviewVolumeTrend: 50,
      averageRating: 4,
      ratingTrend: 1,
      completionRate: 50,
      responseTime: 25,
      competitorComparison: null,
    });
    expect(a.monthlyStats).toEqual([
      { month: '2026-09', label: 'Sept 2026', reviews: 2, rating: 4 },
      { month: '2026-10', label: 'Oct 2026', reviews: 0, rating: null },
      { month: '2026-11', label: 'Nov 2026', reviews: 1, rating: 4 },
    ]);
    expect(a.topFeedbackCategories).toEqual([
      { category: 'Quality', count: 2, percentage: 50 },
      { category: 'Service', count: 1, percentage: 25 },
      { category: 'Improvement areas', count: 1, percentage: 25 },
      { category: 'Timeliness', count: 0, percentage: 0 },
      { category: 'Communication', count: 0, percentage: 0 },
      { category: 'Value', count: 0, percentage: 0 },
    ]);
    // Most ticked first; the share is of the range's 3 reviews.
    const items = a.feedbackItems.map((i: { id: string; count: number; percentage: number }) => [i.id, i.count, i.percentage]);
    expect(items[0]).toEqual(['quality-0', 2, 66.7]);
    expect(items.slice(1).sort()).toEqual([
      ['quality-imp-0', 1, 33.3],
      ['service-0', 1, 33.3],
    ]);
    expect(a.feedbackItems[0]).toMatchObject({ category: 'Quality', kind: 'positive' });
    expect(a.feedbackItems.find((i: { id: string }) => i.id === 'quality-imp-0')).toMatchObject({ kind: 'improvement' });
    expect(a.performance).toEqual({
      funnel: { sent: 4, opened: 4, started: 3, completed: 2 },
      destinations: [
        { band: '5', google: 1, private: 0, undecided: 0 },
        { band: '4', google: 1, private: 0, undecided: 0 },
        { band: '3', google: 0, private: 1, undecided: 0 },
        { band: '1-2', google: 0, private: 0, undecided: 0 },
      ],
      medianWords: 5,
      withPhotos: 0,
      withVoice: 1,
      channels: [
        { channel: 'sms', sent: 0, opened: 0, completed: 0 },
        { channel: 'email', sent: 0, opened: 0, completed: 0 },
        { channel: 'messenger', sent: 0, opened: 0, completed: 0 },
        { channel: 'link', sent: 3, opened: 3, completed: 2 },
        { channel: 'qr', sent: 1, opened: 1, completed: 0 },
      ],
      members: [
        { name: 'Wiremu', invitations: 2, completed: 2, reviews: 2, averageRating: 4.5 },
        { name: 'Sione', invitations: 1, completed: 1, reviews: 1, averageRating: 4 },
      ],
      teams: [],
    });
  });

  it('compares a month so far with the same stretch of the month before, and a year with the year before', async () => {
    const month = (await owner.get('/api/business/analytics?timeRange=1m')).body.data;
    expect(month).toMatchObject({ from: '2026-10-31T11:00:00.000Z', totalReviews: 1, reviewVolumeTrend: null, ratingTrend: null });
    expect(month.monthlyStats).toEqual([{ month: '2026-11', label: 'Nov 2026', reviews: 1, rating: 4 }]);
    const year = (await owner.get('/api/business/analytics?timeRange=1y')).body.data;
    expect(year.monthlyStats).toHaveLength(12);
    expect(year.monthlyStats[0].month).toBe('2025-12');
    expect(year).toMatchObject({ totalReviews: 5, averageRating: 3.6, reviewVolumeTrend: null });
    const six = (await owner.get('/api/business/analytics?timeRange=6m')).body.data;
    expect(six.monthlyStats.map((m: { month: string; reviews: number }) => `${m.month}:${m.reviews}`)).toEqual([
      '2026-06:0',
      '2026-07:2',
      '2026-08:0',
      '2026-09:2',
      '2026-10:0',
      '2026-11:1',
    ]);
  });

  it('gives a new business zeros and nulls, not errors or invented figures', async () => {
    const a = (await empty.get('/api/business/analytics')).body.data;
    expect(a).toMatchObject({
      totalReviews: 0,
      reviewVolumeTrend: null,
      averageRating: null,
      ratingTrend: null,
      completionRate: null,
      responseTime: null,
      feedbackItems: [],
    });
    expect(a.monthlyStats.every((m: { reviews: number; rating: null }) => m.reviews === 0 && m.rating === null)).toBe(true);
    expect(a.performance.funnel).toEqual({ sent: 0, opened: 0, started: 0, completed: 0 });
    expect(a.performance.medianWords).toBeNull();
  });

  it("counts only the business's own data", async () => {
    const a = (await other.get('/api/business/analytics')).body.data;
    expect(a).toMatchObject({ totalReviews: 3, averageRating: 1, completionRate: 100 });
    expect(a.performance.members).toEqual([{ name: 'Wiremu', invitations: 3, completed: 3, reviews: 3, averageRating: 1 }]);
  });

  it('lists people by person and teams apart: a team credited as a whole is never a person', async () => {
    const crew = await t.signUp('kahucrew');
    await crew.patch('/api/profile', { businessName: 'Kahu Plumbing' });
    // "Kahu" reads like a person's name: it is a team because the business says so.
    for (const name of ['Wellington Crew', 'Kahu']) expect((await crew.post('/api/teams', { name })).status).toBe(201);
    const a = await invite(crew, '2026-11-10T00:00:00Z', 'Mere Customer', ['Wellington Crew', 'Aroha Ngata', 'Wiremu Tane']);
    await answer(a, '2026-11-10T01:00:00Z', { stars: 5, ticked: [], text: 'Great crew', to: 'google' });
    const b = await invite(crew, '2026-11-11T00:00:00Z', 'Tama Customer', ['Kahu', 'Aroha Ngata']);
    await answer(b, '2026-11-11T01:00:00Z', { stars: 3, ticked: [], text: 'Fine', to: 'private' });
    await invite(crew, '2026-11-12T00:00:00Z', 'Hine Customer', ['Wellington Crew']);
    t.clock.set(NOW);

    const p = (await crew.get('/api/business/analytics')).body.data.performance;
    expect(p.members).toEqual([
      { name: 'Aroha Ngata', invitations: 2, completed: 2, reviews: 2, averageRating: 4 },
      { name: 'Wiremu Tane', invitations: 1, completed: 1, reviews: 1, averageRating: 5 },
    ]);
    expect(p.teams).toEqual([
      { name: 'Wellington Crew', invitations: 2, completed: 1, reviews: 1, averageRating: 5 },
      { name: 'Kahu', invitations: 1, completed: 1, reviews: 1, averageRating: 3 },
    ]);
  });

  it('refuses a range it does not know, and answers 401 signed out', async () => {
    const bad = await owner.get('/api/business/analytics?timeRange=2w');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('timeRange must be 1m, 3m, 6m or 1y');
    expect((await t.anonymous().get('/api/business/analytics')).status).toBe(401);
  });
});

describe('the dashboard card and the CSV downloads', () => {
  it("summarises six months: reviews by month and private feedback apart, every customer's average and the invitations' completion", async () => {
    const s = (await owner.get('/api/business/analytics/summary')).body.data;
    // Five customers answered: three reviews, and two sent private feedback (July's 2★ and September's 3★), which is not a review.
    expect(s).toEqual({
      totalReviews: 3,
      privateFeedback: 2,
      averageRating: 3.6,
      completionRate: 71.4,
      months: [
        { month: '2026-06', label: 'Jun 2026', reviews: 0 },
        { month: '2026-07', label: 'Jul 2026', reviews: 1 },
        { month: '2026-08', label: 'Aug 2026', reviews: 0 },
        { month: '2026-09', label: 'Sept 2026', reviews: 1 },
        { month: '2026-10', label: 'Oct 2026', reviews: 0 },
        { month: '2026-11', label: 'Nov 2026', reviews: 1 },
      ],
    });
  });

  it('downloads the monthly figures and the reviews behind them, with formulas defused', async () => {
    const monthly = await owner.get('/api/business/analytics/monthly.csv?timeRange=3m');
    expect(monthly.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(monthly.headers['content-disposition']).toBe('attachment; filename="korero-monthly-3m.csv"');
    expect(monthly.body).toBe('month,reviews,average_rating\r\n2026-09,2,4\r\n2026-10,0,\r\n2026-11,1,4\r\n');
    const lines = String((await owner.get('/api/business/analytics/submissions.csv?timeRange=3m')).body)
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'submitted_at,customer,job,stars,destination,team_members,ticked,words,photos,used_voice',
      '2026-08-31T14:30:00.000Z,After Midnight,Hot water cylinder,5,google,Wiremu,quality-0; service-0,5,0,true',
      '2026-09-02T00:00:00.000Z,Before Midnight,Hot water cylinder,3,private,,quality-imp-0,3,0,false',
      "2026-11-08T00:00:00.000Z,'=SUM(1),Hot water cylinder,4,google,Wiremu; Sione,quality-0,7,0,false",
    ]);
  });
});

describe('figures kept a day at a time', () => {
  it('follow every change to a day already counted: a late answer to an old invitation, a deleted review', async () => {
    const before = (await owner.get('/api/business/analytics')).body.data;
    expect(before.performance.funnel.completed).toBe(2);

    // C, sent on 10 October, is answered today: its October day changes, as does today's.
    const list = (await owner.get('/api/invites?limit=50')).body.data as Array<{
      customerName: string;
      inviteToken?: string;
      token?: string;
    }>;
    const c = list.find((i) => i.customerName === 'Started Only')!;
    const token = c.inviteToken ?? c.token!;
    await answer(token, NOW, { stars: 1, ticked: ['value-imp-0'], text: 'One two three four five six seven eight nine', to: 'private' });
    t.clock.set(NOW);
    const after = (await owner.get('/api/business/analytics')).body.data;
    expect(after).toMatchObject({ totalReviews: 4, averageRating: 3.25, completionRate: 75 });
    expect(after.performance.funnel).toEqual({ sent: 4, opened: 4, started: 3, completed: 3 });
    expect(after.performance.medianWords).toBe(6);

    // The owner deletes A's review (1 September): that day is counted again without it.
    const submissions = (await owner.get('/api/submissions?limit=100')).body.data as Array<{ id: string; customerName: string }>;
    const a = submissions.find((s) => s.customerName === 'After Midnight')!;
    expect((await owner.delete(`/api/submissions/${a.id}`)).status).toBe(200);
    const deleted = (await owner.get('/api/business/analytics')).body.data;
    expect(deleted).toMatchObject({ totalReviews: 3, averageRating: 2.67 });
    expect(deleted.monthlyStats[0]).toMatchObject({ month: '2026-09', reviews: 1, rating: 3 });
    expect(deleted.performance.withVoice).toBe(0);
  });

  it('counts the days that had data before the daily figures existed (the backfill an upgrade runs)', async () => {
    const before = (await owner.get('/api/business/analytics')).body.data;
    const sql = (statement: string) => t.kernel.db.withContext(() => t.kernel.db.em.execute(statement));
    // As a database upgraded from a release without the daily tables: the rows are there, the days are not.
    await sql('delete from reviews_stats_day');
    await sql('delete from invites_stats_day');
    expect((await owner.get('/api/business/analytics')).body.data.totalReviews).toBe(0);

    await sql(dailyRollupBackfillSql('reviews_stats_day', 'reviews_submission'));
    await sql(dailyRollupBackfillSql('invites_stats_day', 'invites_invitation'));
    expect((await owner.get('/api/business/analytics')).body.data).toEqual(before);
  });
});
