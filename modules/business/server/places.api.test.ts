import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '@korero/core/sdk';

// A stand-in for Google's Places web service.
const places = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/maps/api/place/details/json') {
    const known = url.searchParams.get('place_id') === 'ChIJarohaElectrical0001';
    return void res.end(JSON.stringify(known ? { status: 'OK', result: { name: 'Aroha Electrical' } } : { status: 'NOT_FOUND' }));
  }
  const q = url.searchParams.get('query') ?? '';
  res.end(
    JSON.stringify(
      q.includes('Aroha')
        ? {
            status: 'OK',
            results: [
              {
                name: 'Aroha Electrical',
                place_id: 'ChIJarohaElectrical0001',
                formatted_address: '5 Queen St, Auckland',
                rating: 4.9,
                user_ratings_total: 12,
              },
            ],
          }
        : { status: 'ZERO_RESULTS', results: [] },
    ),
  );
});

let withKey: TestKernel;
let withoutKey: TestKernel;
beforeAll(async () => {
  await new Promise<void>((r) => places.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(places.address() as AddressInfo).port}`;
  withKey = await startTestKernel({
    modules: ['business'],
    env: { GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACES_BASE_URL: base, SUPPORT_EMAIL: 'help@korero.test' },
  });
  withoutKey = await startTestKernel({ modules: ['business'] });
});
afterAll(async () => {
  await withKey?.close();
  await withoutKey?.close();
  places.close();
});

describe('finding the business on Google', () => {
  it('returns candidates from the Places service', async () => {
    const owner = await withKey.signUp('aroha');
    const res = await owner.post('/api/places/search', { query: 'Aroha Electrical', location: 'New Zealand' });
    expect(res.body).toEqual({
      success: true,
      data: {
        candidates: [
          {
            name: 'Aroha Electrical',
            place_id: 'ChIJarohaElectrical0001',
            formatted_address: '5 Queen St, Auckland',
            rating: 4.9,
            user_ratings_total: 12,
          },
        ],
      },
    });
    expect((await owner.post('/api/places/search', { query: 'Unknown Co' })).body.data.candidates).toEqual([]);
    expect((await owner.post('/api/places/search', { query: '  ' })).body.fields).toEqual({ query: 'Enter your business name to search' });
  });

  it('finds nothing without a Places key, so the page offers manual entry', async () => {
    const owner = await withoutKey.signUp('nokey');
    expect((await owner.post('/api/places/search', { query: 'Aroha Electrical' })).body).toEqual({
      success: true,
      data: { candidates: [] },
    });
  });
});

describe('a Place ID typed by hand', () => {
  const profile = (googlePlaceId: string) => ({ businessName: 'Aroha Electrical', email: 'a@aroha.example', googlePlaceId });

  it('is refused when malformed, whether or not Google is set up', async () => {
    for (const kernel of [withKey, withoutKey]) {
      const owner = await kernel.signUp();
      const res = await owner.patch('/api/profile', profile('bad-id'));
      expect(res.status).toBe(400);
      expect(res.body.fields.googlePlaceId).toMatch(/starts with ChIJ and is longer than 20 characters/);
      expect((await owner.get('/api/profile')).body.data).toMatchObject({ googlePlaceId: null, placeIdStatus: 'not_configured' });
    }
  });

  it('with Google set up, is checked with Google: an unknown one is refused, a known one is Linked', async () => {
    const owner = await withKey.signUp();
    const unknown = await owner.patch('/api/profile', profile('ChIJnobodyKnowsThisPlace01'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ googlePlaceId: 'Google does not know this Place ID' });
    const known = await owner.patch('/api/profile', profile('ChIJarohaElectrical0001'));
    expect(known.status).toBe(200);
    expect(known.body.data).toMatchObject({ googlePlaceId: 'ChIJarohaElectrical0001', placeIdStatus: 'linked' });
  });

  it('without Google, a well-formed one is Linked by its format', async () => {
    const owner = await withoutKey.signUp();
    const res = await owner.patch('/api/profile', profile('ChIJnobodyKnowsThisPlace01'));
    expect(res.body.data).toMatchObject({ placeIdStatus: 'linked' });
  });
});

describe('asking support for a Place ID', () => {
  it('needs all three fields, then emails support through the outbox', async () => {
    const owner = await withKey.signUp('needshelp');
    const missing = await owner.post('/api/support/place-id-request', { email: 'me@biz.example', businessName: 'Biz' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ businessAddress: 'Please fill in all three fields' });
    const ok = await owner.post('/api/support/place-id-request', {
      email: 'me@biz.example',
      businessName: 'Hemi Builders',
      businessAddress: '1 Main Rd, Taupō',
    });
    // No email provider here: the owner is not promised a reply within 24 hours for a request that cannot go.
    expect(ok.body).toMatchObject({ success: true, delivery: 'waiting' });
    expect(ok.body.message).toMatch(/no email provider set up/);
    expect(ok.body.message).not.toMatch(/24 hours/);
    const [mail] = await withKey.kernel.db.withContext(() => withKey.kernel.get(messagingPort).recent(1));
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'help@korero.test',
      subject: 'Place ID request: Hemi Builders',
      purpose: 'support',
    });
    expect(mail!.text).toContain('1 Main Rd, Taupō');
    expect(mail!.text).toContain('me@biz.example');
  });
});
