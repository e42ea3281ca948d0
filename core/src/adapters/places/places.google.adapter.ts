import { PlacesError, type PlaceCandidate, type PlaceDetails, type PlacesPort } from '../../ports/places.port.ts';

interface TextSearchResult {
  name?: string;
  place_id?: string;
  formatted_address?: string;
  vicinity?: string;
  rating?: number;
  user_ratings_total?: number;
}

interface GoogleAnswer<T> {
  status: string;
  error_message?: string;
  results?: T[];
  result?: T;
}

/** Google Places (the Places API web service), biased to New Zealand. The base URL is configurable for tests. */
export class GooglePlaces implements PlacesPort {
  readonly provider = 'google';
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(apiKey: string, baseUrl: string, timeoutMs = 8000) {
    this.apiKey = apiKey;
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.timeoutMs = timeoutMs;
  }

  /** `nothing`: statuses that mean "no such place" here (answered as empty) rather than a failure. */
  async #get<T>(path: string, params: Record<string, string>, nothing: string[] = []): Promise<GoogleAnswer<T>> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [k, v] of Object.entries({ ...params, key: this.apiKey })) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new PlacesError('unavailable', `Google Places did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PlacesError('unavailable', `Google Places answered HTTP ${response.status}`);
    const answer = (await response.json().catch(() => ({ status: 'UNREADABLE' }))) as GoogleAnswer<T>;
    if (nothing.includes(answer.status)) return { status: 'ZERO_RESULTS' };
    if (answer.status !== 'OK' && answer.status !== 'ZERO_RESULTS') {
      // Google's statuses: OVER_QUERY_LIMIT (quota or billing), REQUEST_DENIED (key refused or API not enabled).
      const kind = answer.status === 'OVER_QUERY_LIMIT' ? 'quota' : answer.status === 'REQUEST_DENIED' ? 'key' : 'unavailable';
      throw new PlacesError(kind, `Google Places answered ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ''}`);
    }
    return answer;
  }

  async search(query: string): Promise<PlaceCandidate[]> {
    const answer = await this.#get<TextSearchResult>('/maps/api/place/textsearch/json', { query, region: 'nz', language: 'en-NZ' });
    return (answer.results ?? [])
      .filter((r) => r.place_id && r.name)
      .slice(0, 10)
      .map(candidate);
  }

  async details(placeId: string): Promise<PlaceDetails | null> {
    const answer = await this.#get<TextSearchResult & { reviews?: Array<{ rating?: number; text?: string; time?: number }> }>(
      '/maps/api/place/details/json',
      { place_id: placeId, fields: 'name,formatted_address,rating,user_ratings_total,reviews', language: 'en-NZ' },
      // Google's answers for a Place ID it does not know (or one that is no longer valid).
      ['NOT_FOUND', 'INVALID_REQUEST'],
    );
    const r = answer.result;
    if (!r?.name) return null;
    return {
      placeId,
      name: r.name,
      address: r.formatted_address ?? null,
      rating: r.rating ?? null,
      totalReviews: r.user_ratings_total ?? null,
      reviews: (r.reviews ?? []).map((v) => ({ rating: v.rating ?? 0, text: v.text ?? '', time: v.time ? new Date(v.time * 1000) : null })),
    };
  }

  async nearby(placeId: string, keyword: string, radiusKm = 10): Promise<PlaceCandidate[]> {
    const here = await this.#get<{ geometry?: { location?: { lat: number; lng: number } } }>('/maps/api/place/details/json', {
      place_id: placeId,
      fields: 'geometry',
    });
    const location = here.result?.geometry?.location;
    if (!location) return [];
    const answer = await this.#get<TextSearchResult>('/maps/api/place/nearbysearch/json', {
      location: `${location.lat},${location.lng}`,
      radius: String(Math.round(Math.min(50, Math.max(1, radiusKm)) * 1000)),
      keyword,
    });
    return (answer.results ?? [])
      .filter((r) => r.place_id && r.place_id !== placeId)
      .slice(0, 10)
      .map(candidate);
  }
}

function candidate(r: TextSearchResult): PlaceCandidate {
  return {
    name: r.name!,
    place_id: r.place_id!,
    formatted_address: r.formatted_address ?? r.vicinity ?? '',
    ...(r.rating === undefined ? {} : { rating: r.rating }),
    ...(r.user_ratings_total === undefined ? {} : { user_ratings_total: r.user_ratings_total }),
  };
}
