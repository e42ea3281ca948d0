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

/** Business lookups. With no provider configured, search finds nothing and the page offers manual entry. */
export interface PlacesPort {
  readonly provider: string | null;
  search(query: string): Promise<PlaceCandidate[]>;
  details(placeId: string): Promise<PlaceDetails | null>;
  /** Businesses of a kind near a place, for competitor analysis. */
  nearby(placeId: string, keyword: string): Promise<PlaceCandidate[]>;
}

export const placesPort = definePort<PlacesPort>('places');
