/**
 * Tests only: Google's Places web service (the legacy JSON API the adapter calls) on 127.0.0.1, answering from a table
 * of places: details with reviews, nearby search (every place but the one searched around), and text search by name.
 * `mode` makes every call answer with Google's quota or bad-key error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPlace {
  name: string;
  rating: number;
  total: number;
  reviews: Array<{ rating: number; text: string }>;
}

export class PlacesStandIn {
  readonly calls: URL[] = [];
  mode: 'ok' | 'quota' | 'denied' = 'ok';
  readonly #server: Server;

  readonly places: Record<string, StandInPlace>;

  private constructor(places: Record<string, StandInPlace>) {
    this.places = places;
    this.#server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      this.calls.push(url);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(this.#answer(url)));
    });
  }

  static async start(places: Record<string, StandInPlace>): Promise<PlacesStandIn> {
    const stand = new PlacesStandIn(places);
    await new Promise<void>((r) => stand.#server.listen(0, '127.0.0.1', r));
    return stand;
  }

  /** GOOGLE_PLACES_BASE_URL for Korero. */
  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((r) => this.#server.close(() => r()));
  }

  #answer(url: URL): object {
    if (this.mode === 'quota') return { status: 'OVER_QUERY_LIMIT', error_message: 'Daily quota exceeded.' };
    if (this.mode === 'denied') return { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' };
    const listed = (id: string, p: StandInPlace) => ({ place_id: id, name: p.name, rating: p.rating, user_ratings_total: p.total });
    switch (url.pathname) {
      case '/maps/api/place/details/json': {
        const p = this.places[url.searchParams.get('place_id') ?? ''];
        if (!p) return { status: 'NOT_FOUND' };
        return {
          status: 'OK',
          result: {
            name: p.name,
            formatted_address: `${p.name} St, Wellington`,
            rating: p.rating,
            user_ratings_total: p.total,
            geometry: { location: { lat: -41.29, lng: 174.78 } },
            reviews: p.reviews.map((r, i) => ({ ...r, time: 1_760_000_000 + i })),
          },
        };
      }
      case '/maps/api/place/nearbysearch/json':
        return {
          status: 'OK',
          results: Object.entries(this.places).map(([id, p]) => ({ ...listed(id, p), vicinity: 'Wellington' })),
        };
      case '/maps/api/place/textsearch/json': {
        const q = (url.searchParams.get('query') ?? '').toLowerCase();
        const found = Object.entries(this.places).filter(([, p]) => q.includes(p.name.toLowerCase().split(' ')[0]!));
        return found.length
          ? { status: 'OK', results: found.map(([id, p]) => ({ ...listed(id, p), formatted_address: `${p.name} St, Wellington` })) }
          : { status: 'ZERO_RESULTS', results: [] };
      }
      default:
        return { status: 'INVALID_REQUEST' };
    }
  }
}

/** Three plumbers around Wellington with a few public reviews each: praise, lateness, price, mess. */
export const SAMPLE_PLUMBERS: Record<string, StandInPlace> = {
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
