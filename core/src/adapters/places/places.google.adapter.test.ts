import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlacesError } from '../../ports/places.port.ts';
import { GooglePlaces } from './places.google.adapter.ts';

// A stand-in speaking the Places web service's shape on 127.0.0.1.
const calls: URL[] = [];
let mode: 'ok' | 'denied' | 'quota' | 'down' = 'ok';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  calls.push(url);
  res.setHeader('content-type', 'application/json');
  if (mode === 'down') return void res.writeHead(502).end('bad gateway');
  if (mode === 'denied')
    return void res.end(JSON.stringify({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }));
  if (mode === 'quota')
    return void res.end(JSON.stringify({ status: 'OVER_QUERY_LIMIT', error_message: 'You have exceeded your daily request quota.' }));
  if (url.pathname === '/maps/api/place/nearbysearch/json') {
    return void res.end(
      JSON.stringify({
        status: 'OK',
        results: [
          { name: 'Tane Plumbing Ltd', place_id: 'ChIJtanePlumbing000000001', vicinity: '12 Cuba St', rating: 4.8, user_ratings_total: 37 },
          {
            name: 'Hutt Valley Plumbers',
            place_id: 'ChIJhuttPlumbers00000002',
            vicinity: '3 High St, Lower Hutt',
            rating: 4.2,
            user_ratings_total: 12,
          },
        ],
      }),
    );
  }
  if (url.pathname === '/maps/api/place/textsearch/json') {
    const q = url.searchParams.get('query') ?? '';
    if (q.includes('nothing')) return void res.end(JSON.stringify({ status: 'ZERO_RESULTS', results: [] }));
    return void res.end(
      JSON.stringify({
        status: 'OK',
        results: [
          {
            name: 'Tane Plumbing Ltd',
            place_id: 'ChIJtanePlumbing000000001',
            formatted_address: '12 Cuba St, Wellington',
            rating: 4.8,
            user_ratings_total: 37,
          },
          { name: 'No id, skipped' },
        ],
      }),
    );
  }
  if (url.pathname === '/maps/api/place/details/json') {
    return void res.end(
      JSON.stringify({
        status: 'OK',
        result: {
          geometry: { location: { lat: -41.29, lng: 174.78 } },
          name: 'Tane Plumbing Ltd',
          formatted_address: '12 Cuba St',
          rating: 4.8,
          user_ratings_total: 37,
          reviews: [{ rating: 5, text: 'Great', time: 1_700_000_000 }],
        },
      }),
    );
  }
  res.writeHead(404).end('{}');
});

let places: GooglePlaces;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  places = new GooglePlaces('test-key', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Google Places adapter', () => {
  it('searches, biased to New Zealand, and returns the candidates the page shows', async () => {
    mode = 'ok';
    const found = await places.search('tane plumbing');
    expect(found).toEqual([
      {
        name: 'Tane Plumbing Ltd',
        place_id: 'ChIJtanePlumbing000000001',
        formatted_address: '12 Cuba St, Wellington',
        rating: 4.8,
        user_ratings_total: 37,
      },
    ]);
    const url = calls.at(-1)!;
    expect(url.searchParams.get('region')).toBe('nz');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('query')).toBe('tane plumbing');
  });

  it('finds nothing without failing when Google has no match', async () => {
    expect(await places.search('nothing like this')).toEqual([]);
  });

  it('reads details with reviews', async () => {
    const details = await places.details('ChIJtanePlumbing000000001');
    expect(details).toMatchObject({ name: 'Tane Plumbing Ltd', rating: 4.8, totalReviews: 37 });
    expect(details!.reviews[0]!.time).toEqual(new Date(1_700_000_000_000));
  });

  it('finds businesses of a kind near a place within the radius asked, leaving the place itself out', async () => {
    mode = 'ok';
    const found = await places.nearby('ChIJtanePlumbing000000001', 'plumber', 25);
    expect(found).toEqual([
      {
        name: 'Hutt Valley Plumbers',
        place_id: 'ChIJhuttPlumbers00000002',
        formatted_address: '3 High St, Lower Hutt',
        rating: 4.2,
        user_ratings_total: 12,
      },
    ]);
    const url = calls.at(-1)!;
    expect(url.pathname).toBe('/maps/api/place/nearbysearch/json');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ location: '-41.29,174.78', radius: '25000', keyword: 'plumber' });
  });

  it('says which failure it was: a refused key, a used-up quota, or an outage', async () => {
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: PlacesError) => ({ kind: e.kind, message: e.message }),
      );
    mode = 'denied';
    expect(await failure(places.search('x'))).toEqual({
      kind: 'key',
      message: 'Google Places answered REQUEST_DENIED: The provided API key is invalid.',
    });
    mode = 'quota';
    expect(await failure(places.nearby('ChIJtanePlumbing000000001', 'plumber'))).toMatchObject({ kind: 'quota' });
    mode = 'down';
    expect(await failure(places.search('x'))).toEqual({ kind: 'unavailable', message: 'Google Places answered HTTP 502' });
    mode = 'ok';
  });
});
