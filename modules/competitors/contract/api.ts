/** The competitors module's HTTP contract (settings-insights-admin.md §3 Competitor analysis, §7). Zod only. */
import { z } from 'zod';
import { isoDate } from '@korero/core/contract';

/** A theme with how many of the reviews read mention it: nothing is shown that was not counted. */
export const counted = z.strictObject({ text: z.string(), mentions: z.number().int() });

export const RADII = [5, 10, 25] as const;

export const competitorAnswer = z.strictObject({
  /** The Place ID, or `manual:<id>` for one the owner entered by hand. */
  id: z.string(),
  competitorName: z.string(),
  address: z.string().nullable(),
  averageRating: z.number().nullable(),
  totalReviews: z.number().int().nullable(),
  lastAnalyzed: isoDate,
  /** google: read from Google Places; added: the owner picked it, read from Google; manual: typed in by the owner. */
  source: z.enum(['google', 'added', 'manual']),
  /** For a manual entry: the date its figures are from, as the owner entered it. */
  asOf: z.string().nullable(),
  reviewsRead: z.number().int(),
  commonPraise: z.array(counted),
  commonComplaints: z.array(counted),
  strengthAreas: z.array(counted),
  opportunityAreas: z.array(counted),
});

export const analysisAnswer = z.strictObject({
  /** When the stored analysis was made (null before the first finished). */
  lastUpdated: isoDate.nullable(),
  status: z.enum(['running', 'ready', 'failed']),
  /** Why the last run failed (the previous analysis, if any, is kept). */
  error: z.string().nullable(),
  /** When a new analysis may be asked for (at most one an hour). */
  nextRefreshAt: isoDate.nullable(),
  radiusKm: z.number().int(),
  /** Who read the reviews: openai, or korero (Korero's own theme counts). */
  analyser: z.string(),
  /**
   * The owner's own business beside them, like with like: its public Google rating, never Korero's own answers (those
   * include private feedback). `korero` is apart, labelled "Collected by Korero", and never compared.
   */
  own: z
    .strictObject({
      name: z.string(),
      /**
       * Its public rating on Google and how many reviews it has there: from its connected Google Business Profile as
       * last synced when there is one, else read as the competitors' are (Places details of its own Place ID). null
       * when neither is known: `googleUnknown` says why.
       */
      google: z
        .strictObject({
          averageRating: z.number().nullable(),
          totalReviews: z.number().int().nullable(),
          /**
           * Where it was read: `google-sync`, the business's own Google location as Korero last synced it (the google
           * module); `places`, Places details of its Place ID.
           */
          from: z.enum(['places', 'google-sync']),
          /** With `google-sync`: when Korero last synced it. */
          syncedAt: isoDate.nullable().optional(),
        })
        .nullable(),
      /** no-places: Google Places is not configured; no-place-id: the business has no Place ID; not-found: Google has no such place. */
      googleUnknown: z.enum(['no-places', 'no-place-id', 'not-found']).nullable(),
      /** Public reviews collected by Korero in the last 12 months (customers who chose to post on Google); private feedback is never in it. */
      korero: z.strictObject({ averageRating: z.number().nullable(), totalReviews: z.number().int() }),
    })
    .nullable(),
  marketInsights: z.strictObject({
    /** Words the competitors' praising reviewers use, with how many reviews use them. */
    topPerformingKeywords: z.array(counted),
    /** What the competitors' reviewers complain about: room for this business to stand out. */
    serviceGaps: z.array(counted),
    /** What to do about it, each from a counted theme. */
    recommendedImprovements: z.array(counted),
    /** Reviews read in all (and none invented from fewer than a few). */
    reviewsRead: z.number().int(),
    /** What they were drawn from: the competitors' public reviews, or (without Google Places) the owner's own reviews. */
    basis: z.enum(['competitors', 'own-reviews']),
  }),
  competitors: z.array(competitorAnswer),
  /** Competitors the owner added by search since the last analysis: read from Google in the next one. */
  pending: z.array(z.strictObject({ id: z.string(), competitorName: z.string() })),
});
export type CompetitorAnalysis = z.infer<typeof analysisAnswer>;
export const analysisDataAnswer = z.strictObject({ data: analysisAnswer.nullable() });

/** GET /api/competitors/setup: what the page needs to know before any analysis (no plan check, so no 403 to hide). */
export const setupAnswer = z.strictObject({
  data: z.strictObject({
    /** The plan includes competitor analysis. */
    included: z.boolean(),
    /** Google Places is configured: competitors are found automatically (else the owner enters them by hand). */
    automatic: z.boolean(),
    /** The business has a Place ID on its profile. */
    placeIdLinked: z.boolean(),
    /** Plans on the subscription page that include it, for the upgrade message. */
    includedIn: z.array(z.string()),
    /** Plans on that page marked coming soon that will include it. */
    comingSoonIn: z.array(z.string()),
  }),
});

export { plansIncluding } from './plans-including.ts';

export const refreshQuery = z.object({ refreshTrigger: z.coerce.number().int().min(0).optional() });

export const settingsBody = z.object({
  radiusKm: z.union([z.literal(5), z.literal(10), z.literal(25)], { error: 'radiusKm must be 5, 10 or 25' }),
});

export const addBody = z.object({
  placeId: z.string({ error: 'placeId is required' }).trim().min(1).max(300),
  name: z.string().trim().min(1).max(200),
});

export const manualBody = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
  averageRating: z.number({ error: 'averageRating must be a number from 1 to 5' }).min(1).max(5),
  totalReviews: z.number({ error: 'totalReviews must be a whole number' }).int().min(0).max(1_000_000),
  asOf: z.iso.date({ error: 'asOf must be a date as YYYY-MM-DD' }),
});

export const competitorIdParam = z.object({ id: z.string().min(1).max(320) });
