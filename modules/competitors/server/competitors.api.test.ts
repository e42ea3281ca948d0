import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, testDatabaseKind, type TestAgent, type TestKernel, type TestKernelOptions } from '@korero/core/testing';
import { billingPort } from '@korero/core/sdk';
import { installedModules } from '@korero/config/modules';
import competitors from '../module.ts';

// Google Places' web service as a stand-in on 127.0.0.1: the owner's place, three nearby plumbers with reviews.
const OWN = 'ChIJownPlumbing00000000001';
let mode: 'ok' | 'quota' | 'denied' = 'ok';
const calls: URL[] = [];
const places: Record<string, { name: string; rating: number; total: number; reviews: Array<{ rating: number; text: string }> }> = {
  [OWN]: { name: 'Rangi Plumbing', rating: 4.9, total: 41, reviews: [] },
  ChIJhutt0000000000000000002: {
    name: 'Hutt Valley Plumbers',
    rating: 4.2,
    total: 12,
    reviews: [
      { rating: 5, text: 'Turned up on time and explained everything. Great job.' },
      { rating: 2, text: 'Two hours late and never called back.' },
      { rating: 4, text: 'Good job on the cylinder, fair price.' },
    ],
  },
  ChIJcuba0000000000000000003: {
    name: 'Cuba Street Plumbing',
    rating: 3.8,
    total: 30,
    reviews: [
      { rating: 1, text: 'Left a mess and the quote was higher than expected.' },
      { rating: 5, text: 'Prompt and friendly.' },
    ],
  },
  ChIJkarori00000000000000004: { name: 'Karori Drains', rating: 4.6, total: 8, reviews: [{ rating: 5, text: 'Quick and tidy job.' }] },
};
const stand = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  calls.push(url);
  res.setHeader('content-type', 'application/json');
  if (mode === 'quota') return void res.end(JSON.stringify({ status: 'OVER_QUERY_LIMIT', error_message: 'Daily quota exceeded.' }));
  if (mode === 'denied')
    return void res.end(JSON.stringify({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }));
  if (url.pathname === '/maps/api/place/details/json') {
    const p = places[url.searchParams.get('place_id') ?? ''];
    if (!p) return void res.end(JSON.stringify({ status: 'NOT_FOUND' }));
    return void res.end(
      JSON.stringify({
        status: 'OK',
        result: {
          name: p.name,
          formatted_address: `${p.name} St, Wellington`,
          rating: p.rating,
          user_ratings_total: p.total,
          geometry: { location: { lat: -41.29, lng: 174.78 } },
          reviews: p.reviews.map((r, i) => ({ ...r, time: 1_760_000_000 + i })),
        },
      }),
    );
  }
  if (url.pathname === '/maps/api/place/nearbysearch/json') {
    return void res.end(
      JSON.stringify({
        status: 'OK',
        results: Object.entries(places).map(([id, p]) => ({
          place_id: id,
          name: p.name,
          vicinity: 'Wellington',
          rating: p.rating,
          user_ratings_total: p.total,
        })),
      }),
    );
  }
  res.writeHead(404).end('{}');
});

// An OpenAI-compatible stand-in. "inventing" answers a theme with a quote no reviewer wrote (the reading is refused and
// Korero's own analyser is used); "honest" quotes each review that says "on time" or "late".
let reader: 'inventing' | 'honest' = 'inventing';
const ai = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const content = (JSON.parse(body) as { messages: Array<{ content: string }> }).messages[1]!.content;
    const reviews = JSON.parse(content.split('Reviews (by index):\n')[1]!) as Array<{ index: number; text: string }>;
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
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ mentions }) } }],
      }),
    );
  });
});

let t: TestKernel;
const options = (): TestKernelOptions => {
  // Not installed in the deployment until its page exists (config/modules.ts), so installed here with its plan values.
  return {
    installed: [...installedModules.filter((m) => m.id === 'business' || m.id === 'subscription'), competitors],
    entitlements: { 'competitors.analysis': { free: false, professional: true, business: true, enterprise: true } },
    now: '2026-11-17T21:00:00Z',
    env: {
      GOOGLE_PLACES_API_KEY: 'test-key',
      GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${(stand.address() as AddressInfo).port}`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`,
    },
  };
};
let owner: TestAgent & { userId: string };
let free: TestAgent & { userId: string };
let other: TestAgent & { userId: string };
/** An hour on, as far as the refresh limit is concerned (moving the clock would end the owner's idle session). */
const hourLater = () =>
  t.kernel.db.withContext(() =>
    t.kernel.db.em.execute(`update competitors_analysis set requested_at = requested_at - interval '61 minutes'`, [], 'run'),
  );
const paid = (userId: string) =>
  t.kernel.db.withContext(() => t.kernel.get(billingPort).update(userId, { tier: 'professional', status: 'active' }));

beforeAll(async () => {
  await new Promise<void>((r) => stand.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => ai.listen(0, '127.0.0.1', r));
  t = await startTestKernel(options());
  owner = await t.signUp('rangi');
  free = await t.signUp('freya');
  other = await t.signUp('other');
  await paid(owner.userId);
  await paid(other.userId);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => stand.close(() => r()));
  await new Promise<void>((r) => ai.close(() => r()));
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
          email: 'office@rangi.nz',
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

    const nearby = calls.find((c) => c.pathname === '/maps/api/place/nearbysearch/json')!;
    expect(Object.fromEntries(nearby.searchParams)).toMatchObject({ radius: '25000', keyword: 'Plumbing' });
    const { data } = (await owner.get('/api/business/competitor-analysis?refreshTrigger=1')).body;
    // The AI reader quoted words no reviewer wrote: refused, and every count below is Korero's own.
    expect(data).toMatchObject({ status: 'ready', error: null, radiusKm: 25, analyser: 'korero' });
    expect(data.own).toEqual({ name: 'Rangi Plumbing', averageRating: 4.9, totalReviews: 41 });
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

  it('refreshes at most once an hour', async () => {
    const again = await owner.post('/api/analyze-competitors');
    expect(again.status).toBe(429);
    expect(again.body.error).toContain('once an hour');
  });

  it('keeps the previous analysis when Google refuses, with the spec’s message', async () => {
    await hourLater();
    mode = 'quota';
    try {
      expect((await owner.post('/api/analyze-competitors')).status).toBe(202);
      await t.drainJobs();
    } finally {
      mode = 'ok';
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

    await hourLater();
    expect((await owner.post('/api/analyze-competitors')).status).toBe(202);
    await t.drainJobs();
    const names = (await owner.get('/api/competitor-analysis')).body.data.competitors.map(
      (c: { competitorName: string }) => c.competitorName,
    );
    expect(names).toEqual(['Hutt Valley Plumbers', 'Karori Drains', 'Tawa Plumbing']);
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
