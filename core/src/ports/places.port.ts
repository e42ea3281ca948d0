import { definePort } from './define-port.ts';

/** A search result, in the shape the spec's clients read. */
export interface PlaceCandidate {
  name: string;
  place_id: string;
  formatted_address: string;
  rating?: number;
  user_ratings_total?: number;
}

export interface PlaceDetails {
  placeId: string;
  name: string;
  address: string | null;
  rating: number | null;
  totalReviews: number | null;
  reviews: Array<{ rating: number; text: string; time: Date | null }>;
}

/**
 * Why a lookup failed, so a caller can tell the owner what to do: `quota` (the provider's daily or per-second limit),
 * `key` (the key is refused or lacks the API), `unavailable` (an outage, a timeout, an answer that made no sense).
 */
export class PlacesError extends Error {
  readonly kind: 'quota' | 'key' | 'unavailable';

  constructor(kind: 'quota' | 'key' | 'unavailable', message: string) {
    super(message);
    this.name = 'PlacesError';
    this.kind = kind;
  }
}

/** Business lookups. With no provider configured, search finds nothing and the page offers manual entry. */
export interface PlacesPort {
  readonly provider: string | null;
  search(query: string): Promise<PlaceCandidate[]>;
  details(placeId: string): Promise<PlaceDetails | null>;
  /** Businesses of a kind within `radiusKm` of a place (not the place itself), nearest kinds first, for competitor analysis. */
  nearby(placeId: string, keyword: string, radiusKm?: number): Promise<PlaceCandidate[]>;
}

export const placesPort = definePort<PlacesPort>('places');
