import type { PlacesPort, ServiceLookup } from '@korero/core/sdk';
import type { PublicBusinessProfile } from '@korero/module-business/contract';
import type { GoogleRatings } from '@korero/module-google/contract';
import type { CompetitorAnalysis } from '../contract/index.ts';

type Own = NonNullable<CompetitorAnalysis['own']>;
export type OwnGoogle = Pick<Own, 'google' | 'googleUnknown'>;

/**
 * Where the business's own public Google rating comes from, to stand beside its competitors' Google ratings: the Google
 * reviews sync (issue 34: the google module's `google.ratings`, when that module runs) asked first, else the places
 * port's details of its own Place ID. Never Korero's own answers: they include private feedback.
 */
export interface OwnGoogleRating {
  read(profile: PublicBusinessProfile | null): Promise<OwnGoogle>;
}

/** From Places: unknown without a provider (the embedded manual one) or without a Place ID, and said so. */
export function ownRatingFromPlaces(places: PlacesPort): OwnGoogleRating {
  return {
    async read(profile) {
      if (!places.provider) return { google: null, googleUnknown: 'no-places' };
      if (!profile?.googlePlaceId) return { google: null, googleUnknown: 'no-place-id' };
      const mine = await places.details(profile.googlePlaceId);
      if (!mine) return { google: null, googleUnknown: 'not-found' };
      return { google: { averageRating: mine.rating, totalReviews: mine.totalReviews, from: 'places' }, googleUnknown: null };
    },
  };
}

/**
 * The business's own Google location as the google module last synced it (Google's own average and count for it), asked
 * first; `fallback` (Places) when it has none connected or synced yet, or the google module is not on. `from` says
 * which was used.
 */
export function ownRatingFromGoogleSync(ratings: ServiceLookup<GoogleRatings>, fallback: OwnGoogleRating): OwnGoogleRating {
  return {
    async read(profile) {
      const google = ratings();
      const synced = profile && google ? await google.ownRating(profile.businessId) : null;
      if (!synced) return fallback.read(profile);
      return {
        google: {
          averageRating: Math.round(synced.averageRating * 10) / 10,
          totalReviews: synced.totalReviews,
          from: 'google-sync',
          syncedAt: synced.syncedAt.toISOString(),
        },
        googleUnknown: null,
      };
    },
  };
}

/**
 * An analysis stored before the comparison was made like with like held `{ name, averageRating, totalReviews, from }`:
 * its Google figures are kept; its Korero figures (every answer, private feedback included) are dropped, never shown.
 */
export function storedOwn(own: unknown): Own | null {
  if (!own || typeof own !== 'object') return null;
  const o = own as Partial<Own> & { from?: string; averageRating?: number | null; totalReviews?: number | null; name: string };
  if ('google' in o && 'korero' in o) return o as Own;
  return {
    name: o.name,
    google: o.from === 'google' ? { averageRating: o.averageRating ?? null, totalReviews: o.totalReviews ?? null, from: 'places' } : null,
    googleUnknown: o.from === 'google' ? null : 'no-places',
    korero: { averageRating: null, totalReviews: 0 },
  };
}
