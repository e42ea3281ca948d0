import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { CODE, GoogleStandIn } from './testing/google-stand-in.ts';

let google: GoogleStandIn;
let t: TestKernel;
let owner: TestAgent & { userId: string };
let tama: TestAgent & { userId: string };
const NOW = '2026-11-24T02:00:00Z';
const MINUTE = 60_000;

async function connect(agent: TestAgent) {
  const url = new URL((await agent.get('/api/google/connect-url')).body.data.url);
  const done = await agent.get(`/api/google/callback?code=${CODE}&state=${url.searchParams.get('state')}`);
  expect(done.body).toContain('Connected');
}

const sql = <T>(text: string, params: unknown[] = []) => t.kernel.db.withContext(() => t.kernel.db.em.execute<T[]>(text, params));
const allReviews = (agent: TestAgent, query = '') => agent.get(`/api/google/reviews?limit=100${query}`);
/** The owner's Refresh, with the clock moved past its once-a-minute limit first. */
async function refresh(agent: TestAgent) {
  t.clock.advance(MINUTE + 1000);
  return agent.post('/api/google/sync');
}

beforeAll(async () => {
  google = await GoogleStandIn.start();
  google.seed(120);
  t = await startTestKernel({
    now: NOW,
    env: {
      GOOGLE_OAUTH_CLIENT_ID: 'korero-test-client-1234',
      GOOGLE_OAUTH_CLIENT_SECRET: 'client-secret-0123456789',
      GOOGLE_API_BASE_URL: google.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  owner = await t.signUp('rangi');
  await connect(owner);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

describe('syncing the reviews', () => {
  it('reads every page (120 reviews, 50 a page) and keeps Google’s rating and count', async () => {
    await t.drainJobs();
    const pages = google.calls.filter((c) => c.path.endsWith('/locations/2001/reviews'));
    expect(pages.map((c) => c.query.get('pageToken') ?? '')).toEqual(['', '50', '100']);
    expect(pages.every((c) => c.query.get('pageSize') === '50' && c.authorized)).toBe(true);
    const first = (await owner.get('/api/google/reviews?limit=100')).body;
    expect(first.total).toBe(120);
    expect(first.data[0]).toMatchObject({
      reviewer: 'Customer 1',
      starRating: 1,
      createdAt: '2026-11-20T00:00:00.000Z',
      reply: null,
      submissionId: null,
      removedAt: null,
    });
    // Newest first.
    expect(first.data[1].createdAt < first.data[0].createdAt).toBe(true);
    expect((await owner.get('/api/google/summary')).body.data).toMatchObject({
      connected: true,
      averageRating: 3,
      totalReviews: 120,
      unanswered: 120,
    });
  });

  it('applies edits, marks reviews Google stopped showing as removed, and unmarks one that comes back', async () => {
    const list = google.reviewsOf();
    list[0]!.comment = 'Edited on Google: even better than I said.';
    list[0]!.starRating = 'FIVE';
    list[0]!.updateTime = '2026-11-23T00:00:00Z';
    list[1]!.reviewReply = { comment: 'Thank you!', updateTime: '2026-11-23T01:00:00Z' };
    const gone = list.splice(5, 2);
    const res = await refresh(owner);
    expect(res.body).toEqual({ success: true, message: 'Up to date: 118 reviews on Google (2 no longer on Google).' });

    const { data } = (await allReviews(owner)).body;
    expect(data[0]).toMatchObject({
      starRating: 5,
      comment: 'Edited on Google: even better than I said.',
      updatedAt: '2026-11-23T00:00:00.000Z',
    });
    // A reply without Google's moderation state (as before 2026) is `unspecified`.
    expect(data[1].reply).toEqual({
      comment: 'Thank you!',
      updatedAt: '2026-11-23T01:00:00.000Z',
      state: 'unspecified',
      rejectedReason: null,
    });
    const removed = (await allReviews(owner, '&removed=only')).body.data;
    expect(removed.map((r: { reviewer: string }) => r.reviewer)).toEqual(['Customer 6', 'Customer 7']);
    // Removed now; last seen at the sync before.
    expect(removed[0].removedAt).toBe(t.clock.now().toISOString());
    expect(removed[0].lastSeenAt).toBe(NOW.replace('Z', '.000Z'));
    expect((await allReviews(owner, '&removed=false')).body.total).toBe(118);

    list.splice(5, 0, gone[0]!);
    expect((await refresh(owner)).body.message).toBe('Up to date: 119 reviews on Google (1 back on Google).');
    expect((await allReviews(owner, '&removed=only')).body.data.map((r: { reviewer: string }) => r.reviewer)).toEqual(['Customer 7']);
  });

  it('a sync that fails part-way keeps what it read and marks nothing removed', async () => {
    const list = google.reviewsOf();
    list.splice(0, 1);
    google.seed(0);
    list.unshift({
      reviewId: 'new-1',
      reviewer: { displayName: 'Hine Walker' },
      starRating: 'TWO',
      comment: 'Late and messy.',
      createTime: '2026-11-23T20:00:00Z',
      updateTime: '2026-11-23T20:00:00Z',
    });
    google.reviewsFailure = { status: 500, atPage: 1, times: 1 };
    const res = await refresh(owner);
    expect(res.status).toBe(503);
    expect(res.body.error).toContain('Google could not answer just now');
    expect((await allReviews(owner, '&q=hine')).body.data[0]).toMatchObject({ reviewer: 'Hine Walker', starRating: 2 });
    // The review gone from the first page is not marked removed by a partial sync.
    expect((await allReviews(owner, '&removed=only')).body.total).toBe(1);
    const status = (await owner.get('/api/google/status')).body.data;
    expect(status.error).toMatchObject({ reconnect: false, message: expect.stringContaining('Google could not answer') });
    // The next complete one does, and clears the error.
    expect((await refresh(owner)).body.success).toBe(true);
    expect((await allReviews(owner, '&removed=only')).body.total).toBe(2);
    expect((await owner.get('/api/google/status')).body.data.error).toBeNull();
  });

  it('refreshes once a minute', async () => {
    expect((await refresh(owner)).status).toBe(200);
    const again = await owner.post('/api/google/sync');
    expect(again.status).toBe(429);
    expect(again.body.error).toContain('once a minute');
  });

  it('never syncs a business another process is syncing (its lease on the connection)', async () => {
    await sql('update google_connection set sync_lease_until = ?', [new Date(t.clock.now().getTime() + 5 * MINUTE)]);
    const before = google.calls.length;
    const res = await refresh(owner);
    expect(res.body).toEqual({ success: true, message: 'A sync is already running: the reviews will be up to date in a moment.' });
    expect(google.calls.length).toBe(before);
    // A lease left by a process that died runs out.
    t.clock.advance(5 * MINUTE);
    expect((await refresh(owner)).body.message).toMatch(/^Up to date/);
  });

  it("shows Google's 403 message, and backs off after a 429 until it may try again", async () => {
    google.reviewsFailure = { status: 403, message: 'Location is not verified.', times: 1 };
    const refused = await refresh(owner);
    expect([refused.status, refused.body.error]).toEqual([502, 'Google said: Location is not verified.']);
    expect((await owner.get('/api/google/status')).body.data.error).toMatchObject({
      message: 'Google said: Location is not verified.',
      reconnect: false,
    });

    google.reviewsFailure = { status: 429, times: 1 };
    const limited = await refresh(owner);
    expect(limited.status).toBe(429);
    const [row] = await sql<{ backoff_until: Date; next_sync_at: Date }>('select backoff_until, next_sync_at from google_connection');
    expect(new Date(row!.backoff_until).getTime()).toBe(t.clock.now().getTime() + 2 * MINUTE);
    // While backing off, neither the scheduler nor Refresh calls Google.
    const before = google.calls.length;
    await t.runSchedules();
    await t.drainJobs();
    expect((await refresh(owner)).status).toBe(429);
    expect(google.calls.length).toBe(before);
    // Past it: the scheduler queues the sync, which succeeds and clears the error.
    t.clock.advance(2 * MINUTE);
    await t.runSchedules();
    await t.drainJobs();
    expect(google.calls.length).toBeGreaterThan(before);
    expect((await owner.get('/api/google/status')).body.data.error).toBeNull();
  });

  it('the scheduler queues only businesses whose turn has come, each in its own slot of the half hour', async () => {
    tama = await t.signUp('tama');
    google.locations = [{ name: 'locations/2001', title: 'Rangi Plumbing', placeId: null }];
    await connect(tama);
    await t.drainJobs();
    const due = async () =>
      (
        await sql<{ business_id: string; next_sync_at: Date }>(
          'select business_id, next_sync_at from google_connection order by business_id',
        )
      ).map((r) => ({
        id: r.business_id,
        at: new Date(r.next_sync_at).getTime(),
      }));
    const slots = await due();
    const now = t.clock.now().getTime();
    for (const s of slots) expect(s.at - now).toBeGreaterThanOrEqual(18 * MINUTE);
    expect(new Set(slots.map((s) => s.at % (30 * MINUTE))).size).toBe(2);
    // Move to just past the earlier slot: only that business syncs.
    const [first, second] = [...slots].sort((a, b) => a.at - b.at);
    t.clock.set(new Date(first!.at + 1000));
    const before = google.calls.filter((c) => c.path.endsWith('/reviews')).length;
    await t.runSchedules();
    await t.drainJobs();
    const after = await due();
    expect(after.find((s) => s.id === first!.id)!.at).toBeGreaterThan(first!.at);
    expect(after.find((s) => s.id === second!.id)!.at).toBe(second!.at);
    expect(google.calls.filter((c) => c.path.endsWith('/reviews')).length - before).toBeGreaterThanOrEqual(1);
  });

  it('a revoked grant shows "reconnect" and stops the scheduled syncs', async () => {
    // A fresh owner (the others' sessions may have idled out while the clock moved on).
    const wiremu = await t.signUp('wiremu');
    await connect(wiremu);
    await t.drainJobs();
    google.revokeAll();
    const res = await wiremu.post('/api/google/sync');
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('connect Google again');
    expect((await wiremu.get('/api/google/status')).body.data.error).toMatchObject({ reconnect: true });
    const [row] = await sql<{ business_id: string }>('select business_id from google_connection where error_reconnect');
    expect(row!.business_id).toBe(wiremu.userId);
    // Every grant is gone now: each business's next sync finds out (at the token refresh) and no review is read.
    t.clock.advance(60 * MINUTE);
    const reads = () => google.calls.filter((c) => c.path.endsWith('/reviews')).length;
    const before = reads();
    await t.runSchedules();
    await t.drainJobs();
    expect(reads()).toBe(before);
    expect((await sql<{ n: number }>('select count(*)::int as n from google_connection where error_reconnect'))[0]!.n).toBe(3);
    // From now on the scheduler leaves them alone.
    t.clock.advance(60 * MINUTE);
    const calls = google.calls.length;
    await t.runSchedules();
    await t.drainJobs();
    expect(google.calls.length).toBe(calls);
  });
});
