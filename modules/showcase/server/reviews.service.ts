import type { ServiceLookup } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { GoogleShowcase } from '@korero/module-google/contract';
import type { ReviewsShowcase, ReviewsSubmissions } from '@korero/module-reviews/contract';
import { SHOWCASE_REVIEWS_MAX, type ShowcaseOwnerReview, type ShowcasePublicData, type ShowcaseSource } from '../contract/api.ts';
import { firstNameAndInitial } from './names.ts';
import type { SettingsRow, ShowcaseSettingsService } from './settings.service.ts';
import { publicChoice, showcaseWords, widgetWords } from './words.ts';

interface Candidate {
  source: ShowcaseSource;
  id: string;
  name: string;
  starRating: number;
  text: string;
  createdAt: Date;
  reply: string | null;
}

export interface ShowcaseReviewsDeps {
  settings: ShowcaseSettingsService;
  reviews: ReviewsShowcase;
  submissions: ReviewsSubmissions;
  /** The google module's reviews while it is on (null: Korero's reviews only). */
  google: ServiceLookup<GoogleShowcase>;
  business: BusinessDirectory;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const googleReviewsUrl = (placeId: string | null): string | null =>
  placeId ? `https://search.google.com/local/reviews?placeid=${encodeURIComponent(placeId)}` : null;
export const googleWriteReviewUrl = (placeId: string | null): string | null =>
  placeId ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}` : null;

const newestFirst = (a: Candidate, b: Candidate) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

/**
 * What the widget may show: Korero reviews whose customer agreed (first name and initial) and the location's current
 * Google reviews (the author's name as Google gives it), newest first. A Korero review its customer also posted on
 * Google (matched) is shown once, as Google's.
 */
export class ShowcaseReviews {
  readonly #d: ShowcaseReviewsDeps;

  constructor(deps: ShowcaseReviewsDeps) {
    this.#d = deps;
  }

  async #candidates(businessId: string, perSource: { korero: number; google: number }) {
    const synced = this.#d.google();
    const google = synced ? await synced.recent(businessId, perSource.google) : null;
    const shown = await this.#d.reviews.shown(businessId, perSource.korero);
    const postedOnGoogle = new Set((google?.reviews ?? []).flatMap((r) => (r.submissionId ? [r.submissionId] : [])));
    const list: Candidate[] = [
      ...shown
        .filter((s) => !postedOnGoogle.has(s.submissionId))
        .map((s) => ({
          source: 'korero' as const,
          id: s.submissionId,
          name: firstNameAndInitial(s.customerName),
          starRating: s.starRating,
          text: s.text,
          createdAt: s.createdAt,
          reply: null,
        })),
      ...(google?.reviews ?? []).map((r) => ({
        source: 'google' as const,
        id: r.id,
        name: r.reviewer,
        starRating: r.starRating,
        text: r.comment,
        createdAt: r.createdAt,
        reply: r.reply,
      })),
    ].sort(newestFirst);
    return { list, google };
  }

  /** The owner's list: what the widget may show, hidden ones flagged, newest first. */
  async forOwner(businessId: string, limit: number): Promise<ShowcaseOwnerReview[]> {
    const hidden = await this.#d.settings.hidden(businessId);
    const { list } = await this.#candidates(businessId, { korero: limit, google: limit });
    return list.slice(0, limit).map(({ reply: _reply, ...c }) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
      hidden: hidden[c.source].has(c.id),
      hiddenReason: hidden[c.source].get(c.id) ?? null,
    }));
  }

  /** The public answer for a switched-on showcase, in ?lang= (`asked`) or the business's language for its customers. */
  async publicData(row: SettingsRow, asked?: string): Promise<ShowcasePublicData & { placeId: string | null; logoUrl: string | null }> {
    const { businessId } = row;
    const hidden = await this.#d.settings.hidden(businessId);
    // Enough of each source that hiding some still leaves the most the answer carries.
    const { list, google } = await this.#candidates(businessId, {
      korero: SHOWCASE_REVIEWS_MAX + hidden.korero.size,
      google: SHOWCASE_REVIEWS_MAX + hidden.google.size,
    });
    const profile = await this.#d.business.profile(businessId);
    const connected = google !== null && google.averageRating !== null;
    const summary = connected ? null : await this.#d.reviews.shownSummary(businessId);
    const placeId = google?.placeId ?? profile?.googlePlaceId ?? null;
    const language = publicChoice(asked, profile?.language);
    const t = showcaseWords(language);
    const data = {
      businessName: profile?.businessName ?? t.t('business.fallbackName'),
      rating: connected
        ? Math.round(google.averageRating! * 10) / 10
        : summary!.averageRating === null
          ? null
          : Math.round(summary!.averageRating * 10) / 10,
      count: connected ? google.totalReviews : summary!.count,
      reviews: list
        .filter((c) => !hidden[c.source].has(c.id))
        .slice(0, SHOWCASE_REVIEWS_MAX)
        .map((c) => ({
          name: c.name,
          starRating: c.starRating,
          text: c.text,
          source: c.source,
          createdAt: c.createdAt.toISOString(),
          reply: c.reply,
        })),
      // Any review hidden, by anyone, ever still hidden: the reader is told the business chose what they see.
      chosenByBusiness: hidden.korero.size + hidden.google.size > 0,
      googleUrl: googleReviewsUrl(placeId),
      theme: row.theme,
      layout: row.layout,
      brandColour: row.brandColour,
    };
    return { ...data, language, words: widgetWords(t, data), placeId, logoUrl: profile?.logoUrl ?? null };
  }

  /** Whether a review the owner names is the business's own (another business's id is not). */
  async owns(businessId: string, source: ShowcaseSource, id: string): Promise<boolean> {
    if (source === 'google') return this.#d.google()?.has(businessId, id) ?? false;
    if (!UUID.test(id)) return false;
    return (await this.#d.submissions.customerNames(businessId, [id])).has(id);
  }
}
