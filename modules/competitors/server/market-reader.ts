import type { AiPort, ClockPort, PlaceCandidate, PlacesPort } from '@korero/core/sdk';
import type { PresetId, PublicBusinessProfile } from '@korero/module-business/contract';
import type { ReviewsStats } from '@korero/module-reviews/contract';
import type { CompetitorAnalysis } from '../contract/index.ts';
import { readReviews, THEMES, themesFromMentions, withWords, type PublicReview, type ReviewThemes } from './analyser.ts';
import { marketInsights, ownInsights } from './insights.ts';
import { publicKoreroFigures } from './own-public-figures.ts';
import { ownRatingFromPlaces, type OwnGoogleRating } from './own-rating.ts';
import { readThemes } from './theme-reader.ts';

const NEARBY = 5;
const YEAR_MS = 365 * 86_400_000;

/** What Google is asked for near the business, by its industry (its first service type comes first). */
const KEYWORD: Record<PresetId, string> = {
  architecture: 'architect',
  automotive: 'mechanic',
  cleaning: 'cleaning service',
  construction: 'builder',
  consulting: 'consultant',
  general: '',
  healthcare: 'clinic',
  hospitality: 'restaurant',
  landscaping: 'landscaper',
  legal: 'lawyer',
};

type Row = Record<string, unknown>;
type Competitor = CompetitorAnalysis['competitors'][number];
/** An analysis as stored: what was read, without the run's state (status, error, refresh time, radius, pending). */
export type StoredAnalysis = Omit<CompetitorAnalysis, 'status' | 'error' | 'nextRefreshAt' | 'radiusKm' | 'pending'>;

export interface MarketReaderDeps {
  clock: ClockPort;
  places: PlacesPort;
  ai: AiPort;
  reviews: ReviewsStats;
  logger: { warn(details: object, message: string): void };
  /** The business's own Google rating: from Places unless another source is given (the Google reviews sync, issue 34). */
  ownRating?: OwnGoogleRating;
}

/**
 * The reading itself: nearby businesses of the same kind through the places port (plus those the owner added, minus
 * those removed, plus any entered by hand), each one's public reviews read for themes with counts (by the AI reader
 * when every quote checks out, else Korero's own analyser), and the market insights drawn from those counts. Without
 * Google Places, the owner's own Korero reviews stand in.
 */
export class MarketReader {
  readonly #d: MarketReaderDeps;
  readonly #ownRating: OwnGoogleRating;

  constructor(deps: MarketReaderDeps) {
    this.#d = deps;
    this.#ownRating = deps.ownRating ?? ownRatingFromPlaces(deps.places);
  }

  /** Reads the competitors of one business: its own place, nearby ones, the owner's choices, their themes and insights. */
  async read(businessId: string, profile: PublicBusinessProfile | null, choices: Row[], radiusKm: number): Promise<StoredAnalysis> {
    const { places, clock } = this.#d;
    const now = clock.now().toISOString();
    const removed = new Set(choices.filter((c) => c.kind === 'removed').map((c) => String(c.place_id)));
    const added = choices.filter((c) => c.kind === 'added');
    const manual = manualEntries(choices, now);

    const read: ReviewThemes[] = [];
    // Who read each competitor's reviews: the AI port's provider ("openai"), or "korero" (Korero's own analyser).
    const readers = new Set<string>();
    const found: Competitor[] = [];
    const own = await this.#own(businessId, profile);
    if (!places.provider) {
      // Without Google Places: the competitors the owner typed in, and insights from the owner's own customers.
      const insights = await this.#insightsFromOwnReviews(businessId);
      return { lastUpdated: now, analyser: 'korero', own, marketInsights: insights, competitors: manual };
    }
    if (profile?.googlePlaceId) {
      const placeId = profile.googlePlaceId;
      const keyword = profile.serviceTypes[0] ?? (KEYWORD[profile.businessType] || profile.businessName || 'business');
      const nearby = (await places.nearby(placeId, keyword, radiusKm)).filter((p) => !removed.has(p.place_id) && p.place_id !== placeId);
      const picked: Array<{ place: PlaceCandidate; source: 'google' | 'added' }> = [
        ...added.map((c) => ({
          place: { name: String(c.name), place_id: String(c.place_id), formatted_address: '' },
          source: 'added' as const,
        })),
        ...nearby
          .filter((p) => !added.some((c) => c.place_id === p.place_id))
          .slice(0, NEARBY)
          .map((place) => ({ place, source: 'google' as const })),
      ];
      for (const { place, source } of picked) {
        const details = await places.details(place.place_id);
        if (!details) continue;
        const { themes, by } = await this.#read(details.reviews);
        readers.add(by);
        read.push(themes);
        found.push({
          id: place.place_id,
          competitorName: details.name,
          address: details.address ?? (place.formatted_address || null),
          averageRating: details.rating,
          totalReviews: details.totalReviews,
          lastAnalyzed: now,
          source,
          asOf: null,
          ...strip(themes),
        });
      }
    }
    const model = [...readers].find((by) => by !== 'korero');
    const analyser = model ? (readers.has('korero') ? `${model}, korero where its reading was refused` : model) : 'korero';
    return { lastUpdated: now, analyser, own, marketInsights: marketInsights(read), competitors: [...found, ...manual] };
  }

  /**
   * The business beside its competitors: its public Google rating (or why it is not known), and apart from it the
   * public reviews Korero collected in the last year. Private feedback is in neither.
   */
  async #own(businessId: string, profile: PublicBusinessProfile | null): Promise<StoredAnalysis['own']> {
    if (!profile?.businessName) return null;
    // The end is exclusive, one millisecond on, so an answer given this very instant is counted.
    const to = new Date(this.#d.clock.now().getTime() + 1);
    const [google, korero] = await Promise.all([
      this.#ownRating.read(profile),
      publicKoreroFigures(this.#d.reviews, businessId, { from: new Date(to.getTime() - YEAR_MS), to }),
    ]);
    return { name: profile.businessName, ...google, korero };
  }

  /** What the owner's customers of the last year ticked as done well and as needing improvement (private answers too: not compared). */
  async #insightsFromOwnReviews(businessId: string): Promise<StoredAnalysis['marketInsights']> {
    const { reviews, clock } = this.#d;
    const to = clock.now();
    const from = new Date(to.getTime() - YEAR_MS);
    const [figures, items] = await Promise.all([
      reviews.figures(businessId, { from, to }, { from: new Date(from.getTime() - YEAR_MS), to: from }),
      reviews.feedbackItems(businessId),
    ]);
    return ownInsights(figures.total, figures.ticked, items);
  }

  /** Themes by the AI reader when there is one and every quote it gives is in its review; else Korero's own counts. */
  async #read(reviews: PublicReview[]): Promise<{ themes: ReviewThemes; by: string }> {
    const { ai, logger } = this.#d;
    const texts = withWords(reviews);
    if (ai.completer && texts.length) {
      const mentions = await readThemes(
        ai,
        THEMES.map(({ id, praise, complaint }) => ({ id, praise, complaint })),
        texts.map(({ rating, text }) => ({ rating, text })),
      );
      const themes = mentions ? themesFromMentions(texts, mentions) : null;
      if (themes) return { themes, by: ai.completer };
      if (mentions)
        logger.warn({ mentions: mentions.length }, "AI reading refused: a theme or quote not in the reviews; using Korero's own");
    }
    return { themes: readReviews(reviews), by: 'korero' };
  }
}

/** The competitors the owner typed in, as cards: their figures as entered, no reviews read. */
export function manualEntries(choices: Row[], now: string): Competitor[] {
  return choices
    .filter((c) => c.kind === 'manual')
    .map((c) => ({
      id: `manual:${c.id as string}`,
      competitorName: String(c.name),
      address: null,
      averageRating: c.rating === null ? null : Number(c.rating),
      totalReviews: c.total_reviews === null ? null : Number(c.total_reviews),
      lastAnalyzed: now,
      source: 'manual' as const,
      asOf: (c.as_of as string | null) ?? null,
      ...strip(readReviews([])),
    }));
}

/** A business's themes as a card shows them (its keywords go into the market insights instead). */
function strip({ keywords: _keywords, ...themes }: ReviewThemes) {
  return themes;
}
