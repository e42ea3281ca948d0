import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { CODE, GoogleStandIn } from './testing/google-stand-in.ts';

let google: GoogleStandIn;
let t: TestKernel;
let owner: TestAgent & { userId: string };
let free: TestAgent & { userId: string };

async function connect(agent: TestAgent) {
  const url = new URL((await agent.get('/api/google/connect-url')).body.data.url);
  expect((await agent.get(`/api/google/callback?code=${CODE}&state=${url.searchParams.get('state')}`)).body).toContain('Connected');
  await t.drainJobs();
}
const professional = (userId: string) =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(userId, { tier: 'professional', status: 'active' }));
const reviewOf = async (agent: TestAgent, reviewer: string) =>
  (await agent.get(`/api/google/reviews?q=${encodeURIComponent(reviewer)}`)).body.data[0];

beforeAll(async () => {
  google = await GoogleStandIn.start();
  const [aroha, hemi, kiri] = google.seed(3, '2026-11-23T09:00:00Z');
  Object.assign(aroha!, {
    reviewer: { displayName: 'Aroha Ngata' },
    starRating: 'FIVE',
    comment: 'Same-day fix of our hot water. Tidy and friendly.',
  });
  Object.assign(hemi!, { reviewer: { displayName: 'Hemi Parata' }, starRating: 'TWO', comment: 'Arrived two hours late.' });
  Object.assign(kiri!, {
    reviewer: { displayName: 'Kiri' },
    starRating: 'FOUR',
    reviewReply: { comment: 'Ka pai, thanks Kiri', updateTime: '2026-11-23T08:00:00Z' },
  });
  delete kiri!.comment;
  t = await startTestKernel({
    now: '2026-11-24T02:00:00Z',
    env: {
      GOOGLE_OAUTH_CLIENT_ID: 'korero-test-client-1234',
      GOOGLE_OAUTH_CLIENT_SECRET: 'client-secret-0123456789',
      GOOGLE_API_BASE_URL: google.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  owner = await t.signUp('rangi');
  free = await t.signUp('tama');
  await professional(owner.userId);
  await connect(owner);
  await connect(free);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

describe('the reviews list', () => {
  it('pages by cursor with no review twice or missed where they share a time, the total carried along', async () => {
    const before = await t.kernel.db.direct<Array<{ id: string; created_at: Date }>>('select id, created_at from google_review', []);
    // All three at one instant: only the id orders them.
    await t.kernel.db.direct(`update google_review set created_at = '2026-11-23T09:00:00.000123Z'`, [], 'run');
    const byNumber: string[] = [];
    for (const page of [1, 2, 3])
      byNumber.push(...(await owner.get(`/api/google/reviews?limit=1&page=${page}`)).body.data.map((r: { id: string }) => r.id));
    const walked: string[] = [];
    let cursor: string | null = null;
    let page = 1;
    do {
      const res: { status: number; body: any } = await owner.get(
        `/api/google/reviews?limit=1&page=${page++}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ total: 3, totalCapped: false, limit: 1 });
      walked.push(...res.body.data.map((r: { id: string }) => r.id));
      cursor = res.body.nextCursor;
    } while (cursor && page < 10);
    expect(walked).toHaveLength(3);
    expect(new Set(walked).size).toBe(3);
    expect(walked).toEqual(byNumber);
    expect((await owner.get('/api/google/reviews?cursor=xyz')).status).toBe(400);
    // The short search is served by the name indexes (EXPLAIN over 2,000 reviews of a business of their own).
    const crowd = randomUUID();
    await t.kernel.db.direct(
      `insert into google_review (id, business_id, google_name, reviewer, star_rating, created_at, updated_at, first_seen_at, last_seen_at)
       select gen_random_uuid(), ?, 'g' || g, 'Person' || g || ' Family' || g, 5, now(), now(), now(), now() from generate_series(1, 2000) g`,
      [crowd],
      'run',
    );
    await t.kernel.db.direct('analyze google_review', [], 'run');
    const plan = await t.kernel.db.direct<Array<{ 'QUERY PLAN': string }>>(
      `explain select r.id from google_review r where r.business_id = ? and (lower(r.reviewer) like ? or split_part(lower(r.reviewer), ' ', 2) like ?)`,
      [crowd, 'ar%', 'ar%'],
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/google_review_name_prefix_index/);
    expect(text).toMatch(/google_review_second_name_prefix_index/);
    await t.kernel.db.direct('delete from google_review where business_id = ?', [crowd], 'run');
    for (const r of before) await t.kernel.db.direct('update google_review set created_at = ? where id = ?', [r.created_at, r.id], 'run');
  });

  it('filters by answered, rating, New Zealand dates and text, newest first, with the total', async () => {
    const names = async (q: string) => {
      const res = await owner.get(`/api/google/reviews${q}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { names: res.body.data.map((r: { reviewer: string }) => r.reviewer), total: res.body.total };
    };
    expect(await names('')).toEqual({ names: ['Aroha Ngata', 'Hemi Parata', 'Kiri'], total: 3 });
    expect(await names('?answered=false')).toEqual({ names: ['Aroha Ngata', 'Hemi Parata'], total: 2 });
    expect(await names('?answered=true')).toEqual({ names: ['Kiri'], total: 1 });
    expect(await names('?rating=4,5')).toEqual({ names: ['Aroha Ngata', 'Kiri'], total: 2 });
    expect(await names('?q=LATE')).toEqual({ names: ['Hemi Parata'], total: 1 });
    // The reviewer's name and the comment (over trigram indexes, decision 0028), not the reply.
    expect(await names('?q=parat')).toEqual({ names: ['Hemi Parata'], total: 1 });
    expect(await names('?q=tidy%20and')).toEqual({ names: ['Aroha Ngata'], total: 1 });
    expect(await names('?q=ka%20pai')).toEqual({ names: [], total: 0 });
    // 1–2 characters: the start of the reviewer's first or second name (decision 0032), not the comment's words.
    expect(await names('?q=ar')).toEqual({ names: ['Aroha Ngata'], total: 1 });
    expect(await names('?q=PA')).toEqual({ names: ['Hemi Parata'], total: 1 });
    expect(await names('?q=k')).toEqual({ names: ['Kiri'], total: 1 });
    expect(await names('?q=ti')).toEqual({ names: [], total: 0 });
    // 2026-11-23T09:00Z is the 23rd at 10pm in New Zealand; 07:00Z and 08:00Z are the 23rd too, at 8 and 9pm.
    expect((await names('?from=2026-11-24')).total).toBe(0);
    expect((await names('?from=2026-11-23&to=2026-11-23')).total).toBe(3);
    expect(await names('?limit=2&page=2')).toEqual({ names: ['Kiri'], total: 3 });
    // A full page, and one past the end, count the total; a part-filled last page says it itself.
    expect(await names('?limit=3')).toEqual({ names: ['Aroha Ngata', 'Hemi Parata', 'Kiri'], total: 3 });
    expect(await names('?limit=2&page=3')).toEqual({ names: [], total: 3 });
    const bad = await owner.get('/api/google/reviews?rating=6');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('star ratings from 1 to 5');
  });
});

describe('answering', () => {
  it('posts a reply to Google and keeps Google’s copy; edits and deletes it', async () => {
    const hemi = await reviewOf(owner, 'Hemi');
    const posted = await owner.put(`/api/google/reviews/${hemi.id}/reply`, { comment: '  Sorry we were late, Hemi.  ' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data.reply.comment).toBe('Sorry we were late, Hemi.');
    const atGoogle = () => google.reviewsOf().find((r) => r.reviewer.displayName === 'Hemi Parata')!;
    expect(atGoogle().reviewReply?.comment).toBe('Sorry we were late, Hemi.');
    const put = google.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/v4/accounts/1001/locations/2001/reviews/${atGoogle().reviewId}/reply`);

    await owner.put(`/api/google/reviews/${hemi.id}/reply`, { comment: 'Sorry we were late, Hemi. Next visit is on us to check.' });
    expect(atGoogle().reviewReply?.comment).toContain('Next visit');
    expect((await owner.get('/api/google/reviews?answered=true')).body.total).toBe(2);

    const deleted = await owner.delete(`/api/google/reviews/${hemi.id}/reply`);
    expect(deleted.body.data.reply).toBeNull();
    expect(atGoogle().reviewReply).toBeUndefined();
    expect((await owner.delete(`/api/google/reviews/${hemi.id}/reply`)).status).toBe(409);
  });

  it('refuses an empty reply, and one over 4,096 bytes counted in bytes', async () => {
    const aroha = await reviewOf(owner, 'Aroha');
    const empty = await owner.put(`/api/google/reviews/${aroha.id}/reply`, { comment: '   ' });
    expect([empty.status, empty.body.error]).toEqual([400, expect.stringContaining('Write a reply first')]);
    // 1,366 characters of "ā" (2 bytes each) = 2,732 bytes: fine. 2,049 = 4,098 bytes: too long, though far under 4,096 characters.
    expect((await owner.put(`/api/google/reviews/${aroha.id}/reply`, { comment: 'ā'.repeat(1366) })).status).toBe(200);
    const long = await owner.put(`/api/google/reviews/${aroha.id}/reply`, { comment: 'ā'.repeat(2049) });
    expect([long.status, long.body.error]).toEqual([400, expect.stringContaining('4,096 bytes')]);
    expect(google.reviewsOf().find((r) => r.reviewer.displayName === 'Aroha Ngata')!.reviewReply?.comment).toHaveLength(1366);
  });

  it("passes Google's refusal on as 'Google said: …'", async () => {
    const aroha = await reviewOf(owner, 'Aroha');
    const stand = google.reviewsOf().find((r) => r.reviewer.displayName === 'Aroha Ngata')!;
    const id = stand.reviewId;
    stand.reviewId = 'gone-at-google';
    try {
      const res = await owner.put(`/api/google/reviews/${aroha.id}/reply`, { comment: 'Thank you!' });
      expect([res.status, res.body.error]).toEqual([502, 'Google said: Requested entity was not found.']);
    } finally {
      stand.reviewId = id;
    }
  });

  it('suggests a reply from the reviewer’s first name', async () => {
    const aroha = await reviewOf(owner, 'Aroha');
    const res = await owner.post(`/api/google/reviews/${aroha.id}/suggest`);
    expect(res.body).toEqual({ data: { comment: expect.stringContaining('Aroha') } });
    expect(res.body.data.comment).not.toContain('Ngata');
  });

  it('comes with Professional and up: Free is refused, naming the plans', async () => {
    const review = (await free.get('/api/google/reviews')).body.data[0];
    expect(review).toBeTruthy();
    for (const res of [
      await free.put(`/api/google/reviews/${review.id}/reply`, { comment: 'Thanks!' }),
      await free.delete(`/api/google/reviews/${review.id}/reply`),
      await free.post(`/api/google/reviews/${review.id}/suggest`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/not included in Free: it comes with .*Professional/);
    }
  });

  it("answers 404 for another business's review", async () => {
    const theirs = (await free.get('/api/google/reviews')).body.data[0];
    expect((await owner.put(`/api/google/reviews/${theirs.id}/reply`, { comment: 'Thanks!' })).status).toBe(404);
    expect((await owner.delete(`/api/google/reviews/${theirs.id}/reply`)).status).toBe(404);
    expect((await owner.post(`/api/google/reviews/${theirs.id}/suggest`)).status).toBe(404);
    expect((await owner.put('/api/google/reviews/not-an-id/reply', { comment: 'Thanks!' })).status).toBe(404);
  });

  it('the summary: Google’s rating and count, and the newest waiting for an answer', async () => {
    const { data } = (await owner.get('/api/google/summary')).body;
    expect(data).toMatchObject({ connected: true, totalReviews: 3, unanswered: 1 });
    expect(data.averageRating).toBeCloseTo(3.7, 1);
    expect(data.waiting.map((r: { reviewer: string }) => r.reviewer)).toEqual(['Hemi Parata']);
  });
});
