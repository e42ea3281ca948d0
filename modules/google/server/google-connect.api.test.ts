import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';
import { CODE, GoogleStandIn } from './testing/google-stand-in.ts';

let google: GoogleStandIn;
let t: TestKernel;
let owner: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
const logLines: string[] = [];
const ONE = { name: 'locations/2001', title: 'Rangi Plumbing', placeId: 'ChIJrTLr-GyuEmsRBfy61i59si0' };

async function connectUrl(agent: TestAgent): Promise<{ url: URL; state: string }> {
  const res = await agent.get('/api/google/connect-url');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.data.url);
  return { url, state: url.searchParams.get('state')! };
}

const callback = (agent: TestAgent, state: string, code = CODE) =>
  agent.get(`/api/google/callback?code=${code}&state=${encodeURIComponent(state)}`);

beforeAll(async () => {
  google = await GoogleStandIn.start();
  google.seed(3);
  t = await startTestKernel({
    now: '2026-11-24T02:00:00Z',
    logLines,
    env: {
      GOOGLE_OAUTH_CLIENT_ID: 'korero-test-client-1234',
      GOOGLE_OAUTH_CLIENT_SECRET: 'client-secret-0123456789',
      GOOGLE_API_BASE_URL: google.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  owner = await t.signUp('rangi');
  other = await t.signUp('tama');
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

describe('connecting Google', () => {
  it('starts Google OAuth with offline access, the business.manage scope and a state of its own', async () => {
    expect((await owner.get('/api/google/status')).body.data).toEqual({
      configured: true,
      connected: false,
      location: null,
      locations: [],
      lastSyncAt: null,
      error: null,
      notify: { lowRatings: true, dailyDigest: false },
    });
    const { url, state } = await connectUrl(owner);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/business.manage');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/google\/callback$/);
    expect(state.length).toBeGreaterThanOrEqual(32);
    // Only the state's hash is kept.
    const rows = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ state_hash: string }>>('select state_hash from google_login'),
    );
    expect(rows.map((r) => r.state_hash)).not.toContain(state);
  });

  it('connects the one location, fills the empty Place ID, seals the token, and syncs', async () => {
    const { url, state } = await connectUrl(owner);
    // Google's consent page links back to Korero with the code and the state.
    const consent = await fetch(url).then((r) => r.text());
    const back = new URL(/href="([^"]+)"/.exec(consent)![1]!.replace(/&amp;/g, '&'));
    expect(back.searchParams.get('state')).toBe(state);

    const done = await owner.get(`${back.pathname}${back.search}`);
    expect(done.status).toBe(200);
    expect(done.body).toContain('Connected');
    expect(done.body).toContain('Rangi Plumbing');
    expect(String(done.headers['content-security-policy'])).toMatch(/script-src 'sha256-/);
    expect(done.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(done.body).toContain('data-back="/settings/google?google=connected"');

    expect((await owner.get('/api/google/status')).body.data).toMatchObject({ connected: true, location: ONE, locations: [] });
    expect((await owner.get('/api/profile')).body.data.googlePlaceId).toBe(ONE.placeId);
    const [row] = await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute<Array<{ refresh_token_sealed: string }>>('select refresh_token_sealed from google_connection'),
    );
    expect(row!.refresh_token_sealed).not.toContain('refresh-');

    // The sync queued on connect.
    await t.drainJobs();
    const status = (await owner.get('/api/google/status')).body.data;
    expect(status.lastSyncAt).toBe('2026-11-24T02:00:00.000Z');
    expect((await owner.get('/api/google/reviews')).body.total).toBe(3);

    // The same state again: refused with a message, and the connection stands.
    const replay = await callback(owner, state);
    expect(replay.body).toContain('already used');
    expect((await owner.get('/api/google/status')).body.data.connected).toBe(true);

    // No token ever reached a log line.
    for (const token of google.issued) expect(logLines.join('\n')).not.toContain(token);
  });

  it("refuses another owner's state, an unknown one, and one older than ten minutes", async () => {
    const theirs = await connectUrl(other);
    expect((await callback(owner, theirs.state)).body).toContain('not started here');
    expect((await callback(owner, 'made-up-state-made-up-state-made-up')).body).toContain('not started here');
    // Someone else's attempt did not use it up; ten minutes later it is gone.
    t.clock.advance(10 * 60 * 1000 + 1000);
    try {
      expect((await callback(other, theirs.state)).body).toContain('has expired');
    } finally {
      t.clock.set('2026-11-24T02:00:00Z');
    }
    const cancelled = await connectUrl(other);
    expect((await other.get(`/api/google/callback?error=access_denied&state=${cancelled.state}`)).body).toContain('cancelled');
    expect((await other.get('/api/google/status')).body.data.connected).toBe(false);
  });

  it('finishes without a session (the browser came back without its cookie): the state names the owner', async () => {
    const { state } = await connectUrl(other);
    google.locations = [
      { name: 'locations/3001', title: 'Tama Builders', placeId: 'ChIJ3001-Tama-Builders-Wellington' },
      { name: 'locations/3002', title: 'Tama Builders Wairarapa', placeId: null },
      { name: 'locations/3003', title: 'Tama Builders Kapiti', placeId: 'ChIJ3003-Tama-Builders-Kapiti-xx' },
    ];
    try {
      const done = await callback(t.anonymous(), state);
      expect(done.body).toContain('Choose your location');
      expect(done.body).toContain('data-back="/settings/google?google=choose"');
      const status = (await other.get('/api/google/status')).body.data;
      expect(status.connected).toBe(false);
      // Three locations over two pages of the Business Information API.
      expect(status.locations.map((l: { name: string }) => l.name)).toEqual(['locations/3001', 'locations/3002', 'locations/3003']);
      expect(google.calls.filter((c) => c.path === '/v1/accounts/1001/locations').length).toBeGreaterThanOrEqual(2);

      expect((await other.post('/api/google/location', { name: 'locations/9999' })).status).toBe(409);
      expect((await other.post('/api/google/location', { name: 'not a location' })).status).toBe(400);
      expect((await other.post('/api/google/location', { name: 'locations/3002' })).body).toEqual({ success: true });
      expect((await other.get('/api/google/status')).body.data).toMatchObject({
        connected: true,
        location: { name: 'locations/3002', title: 'Tama Builders Wairarapa', placeId: null },
        locations: [],
      });
      // The offer was used up with the choice.
      expect((await other.post('/api/google/location', { name: 'locations/3001' })).status).toBe(409);
    } finally {
      google.locations = [ONE];
    }
  });

  it('disconnecting revokes the grant at Google and forgets it and the synced reviews', async () => {
    const before = google.revoked.size;
    expect((await other.post('/api/google/disconnect')).body).toEqual({ success: true });
    expect(google.revoked.size).toBe(before + 1);
    expect((await other.get('/api/google/status')).body.data.connected).toBe(false);
    expect((await other.get('/api/google/reviews')).body.total).toBe(0);
    expect((await other.post('/api/google/sync')).status).toBe(409);
  });

  it('keeps the notification choices', async () => {
    expect((await owner.patch('/api/google/notify', {})).status).toBe(400);
    expect((await owner.patch('/api/google/notify', { dailyDigest: true })).body).toEqual({ success: true });
    expect((await owner.get('/api/google/status')).body.data.notify).toEqual({ lowRatings: true, dailyDigest: true });
    await owner.patch('/api/google/notify', { lowRatings: false });
    expect((await owner.get('/api/google/status')).body.data.notify).toEqual({ lowRatings: false, dailyDigest: true });
  });
});

describe('not configured', () => {
  it("says so in the status, and every other route answers 409 (a review that is not the business's: 404)", async () => {
    const k = await startTestKernel({ now: '2026-11-24T02:00:00Z' });
    try {
      const a = await k.signUp('aroha');
      expect((await a.get('/api/google/status')).body.data).toMatchObject({ configured: false, connected: false });
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, path, body] of [
        ['GET', '/api/google/connect-url'],
        ['POST', '/api/google/location', { name: 'locations/1' }],
        ['POST', '/api/google/sync', {}],
        ['POST', '/api/google/disconnect', {}],
        ['PATCH', '/api/google/notify', { dailyDigest: true }],
        ['GET', '/api/google/reviews'],
      ] as const) {
        const res = await a.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(409);
        expect(res.body.error, `${method} ${path}`).toContain('Google is not configured on this Korero');
      }
      // A review that is not this business's is not found, configured or not (another business's id is a 404).
      for (const [method, path, body] of [
        ['PUT', `/api/google/reviews/${id}/reply`, { comment: 'Thanks' }],
        ['DELETE', `/api/google/reviews/${id}/reply`],
        ['POST', `/api/google/reviews/${id}/suggest`, {}],
      ] as const) {
        const res = await a.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error, `${method} ${path}`).toBe('Review not found');
      }
      expect((await a.get('/api/google/callback?code=x&state=y')).body).toContain('Google is not configured on this Korero');
      expect((await a.get('/api/google/summary')).body.data).toMatchObject({ connected: false, totalReviews: 0 });
    } finally {
      await k.close();
    }
  });
});
