import { randomUUID } from 'node:crypto';
import type { AiPort, BillingPort, ClockPort, Database, JobRef, JobsPort, PlaceCandidate, PlacesPort } from '@korero/core/sdk';
import { conflict, forbidden, HttpError, notFound } from '@korero/core/sdk';
import type { BusinessDirectory, PresetId } from '@korero/module-business/contract';
import type { ReviewsStats } from '@korero/module-reviews/contract';
import { competitorAnalysis, type CompetitorAnalysis } from '../contract/index.ts';
import { readReviews, THEMES, themesFromMentions, withWords, type PublicReview, type ReviewThemes } from './analyser.ts';
import { marketInsights, ownInsights } from './insights.ts';

/** The spec's failure text (§8): the job ends with it and the previous analysis is kept. */
export const ANALYSIS_FAILED = 'Unable to analyze competitors. Please check your Google Places configuration.';
const REFRESH_MS = 60 * 60 * 1000;
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
type Stored = Omit<CompetitorAnalysis, 'status' | 'error' | 'nextRefreshAt' | 'radiusKm' | 'pending'>;

export interface CompetitorsDeps {
  db: Database;
  clock: ClockPort;
  places: PlacesPort;
  ai: AiPort;
  billing: BillingPort;
  business: BusinessDirectory;
  reviews: ReviewsStats;
  jobs: JobsPort;
  job: JobRef<{ businessId: string }>;
  logger: { warn(details: object, message: string): void };
}

/**
 * Competitor analysis: nearby businesses of the same kind through the places port (plus those the owner added, minus
 * those removed, plus any entered by hand), each one's public reviews read for themes with counts, and the market
 * insights drawn from those counts. Runs as a job; the latest result is kept until a new one succeeds.
 */
export class CompetitorsService {
  readonly #d: CompetitorsDeps;

  constructor(deps: CompetitorsDeps) {
    this.#d = deps;
  }

  /** The plans that include it and can be had (bought, or assigned on request). */
  #including(): string[] {
    return this.#d.billing
      .plans()
      .filter((p) => p.entitlements[competitorAnalysis.key] === true && !p.comingSoon)
      .map((p) => p.name);
  }

  /** What the page shows before any analysis: whether the plan includes it, and how competitors will be found. */
  async setup(businessId: string) {
    const { billing, places, business } = this.#d;
    const [included, profile] = await Promise.all([billing.entitlement(businessId, competitorAnalysis), business.profile(businessId)]);
    return {
      included: included === true,
      automatic: places.provider !== null,
      placeIdLinked: Boolean(profile?.googlePlaceId),
      includedIn: this.#including(),
    };
  }

  /** The latest analysis for other modules' screens: null when there is none or the plan does not include it. */
  async summary(businessId: string): Promise<CompetitorAnalysis | null> {
    if (!(await this.#d.billing.entitlement(businessId, competitorAnalysis))) return null;
    return this.get(businessId);
  }

  /** 403 naming the plan when it does not include competitor analysis. */
  async checkPlan(businessId: string): Promise<void> {
    const { billing } = this.#d;
    if (await billing.entitlement(businessId, competitorAnalysis)) return;
    const plan = billing.plan(await billing.effectiveTier(businessId));
    const including = this.#including();
    throw forbidden(
      `Competitor analysis is not included in ${plan.name}${including.length ? `: it comes with ${including.join(' and ')}` : ''}. Upgrade to see how you compare.`,
      { upgrade: true },
    );
  }

  async #row(businessId: string): Promise<Row | undefined> {
    const [row] = await this.#d.db.em.execute<Row[]>('select * from competitors_analysis where business_id = ?', [businessId]);
    return row;
  }

  /** The latest analysis as the page shows it; null before the first was asked for. */
  async get(businessId: string): Promise<CompetitorAnalysis | null> {
    const [row, choices] = await Promise.all([this.#row(businessId), this.#choices(businessId)]);
    if (!row && choices.length === 0) return null;
    if (!row) return { ...this.#empty(), pending: this.#pending(choices, []) };
    const stored = row.result as Stored | null;
    const requested = row.requested_at ? new Date(row.requested_at as string) : null;
    const next = requested ? new Date(requested.getTime() + REFRESH_MS) : null;
    return {
      lastUpdated: stored?.lastUpdated ?? null,
      status: row.status as CompetitorAnalysis['status'],
      error: (row.error as string | null) ?? null,
      nextRefreshAt: next && next > this.#d.clock.now() ? next.toISOString() : null,
      radiusKm: Number(row.radius_km),
      analyser: stored?.analyser ?? 'korero',
      own: stored?.own ?? null,
      marketInsights: stored?.marketInsights ?? {
        topPerformingKeywords: [],
        serviceGaps: [],
        recommendedImprovements: [],
        reviewsRead: 0,
        basis: this.#d.places.provider ? 'competitors' : 'own-reviews',
      },
      competitors: stored?.competitors ?? [],
      pending: this.#pending(choices, stored?.competitors ?? []),
    };
  }

  /** Added by search and not read yet (they join the list at the next analysis). */
  #pending(choices: Row[], listed: Competitor[]) {
    return choices
      .filter((c) => c.kind === 'added' && !listed.some((l) => l.id === c.place_id))
      .map((c) => ({ id: String(c.place_id), competitorName: String(c.name) }));
  }

  /** Before any analysis: nothing read yet. */
  #empty(): Omit<CompetitorAnalysis, 'pending'> {
    return {
      lastUpdated: null,
      status: 'ready',
      error: null,
      nextRefreshAt: null,
      radiusKm: 10,
      analyser: 'korero',
      own: null,
      marketInsights: {
        topPerformingKeywords: [],
        serviceGaps: [],
        recommendedImprovements: [],
        reviewsRead: 0,
        basis: this.#d.places.provider ? 'competitors' : 'own-reviews',
      },
      competitors: [],
    };
  }

  /** Queues an analysis and answers at once: at most one an hour, and (with Google Places) a linked Place ID first. */
  async request(businessId: string): Promise<CompetitorAnalysis> {
    const { db, clock, places, business, jobs, job } = this.#d;
    await this.checkPlan(businessId);
    const profile = await business.profile(businessId);
    if (places.provider && !profile?.googlePlaceId) {
      throw conflict('Link your business to Google first: add its Place ID in Settings, then start the analysis.');
    }
    const now = clock.now();
    await db.transaction(async (em) => {
      const [row] = await em.execute<Row[]>('select requested_at from competitors_analysis where business_id = ? for update', [businessId]);
      const last = row?.requested_at ? new Date(row.requested_at as string) : null;
      if (last && now.getTime() - last.getTime() < REFRESH_MS) {
        const at = new Date(last.getTime() + REFRESH_MS);
        const time = at.toLocaleTimeString('en-NZ', { timeZone: 'Pacific/Auckland', hour: 'numeric', minute: '2-digit' });
        throw new HttpError(429, `An analysis can be refreshed once an hour: the next can start at ${time}.`, {
          nextRefreshAt: at.toISOString(),
        });
      }
      await em.execute(
        `insert into competitors_analysis (business_id, status, requested_at, error) values (?, 'running', ?, null)
         on conflict (business_id) do update set status = 'running', requested_at = excluded.requested_at, error = null`,
        [businessId, now],
        'run',
      );
      await jobs.enqueue(job, { businessId }, { key: `competitors:${businessId}` });
    });
    return (await this.get(businessId))!;
  }

  /** The job: reads the competitors and stores the result, or the failure with the previous result kept. */
  async run(businessId: string): Promise<void> {
    const { db, clock } = this.#d;
    try {
      const stored = await this.#analyse(businessId);
      await db.em.execute(
        `update competitors_analysis set status = 'ready', result = ?::jsonb, analysed_at = ?, finished_at = ?, error = null where business_id = ?`,
        [JSON.stringify(stored), clock.now(), clock.now(), businessId],
        'run',
      );
    } catch (error) {
      this.#d.logger.warn({ businessId, err: (error as Error).message }, 'competitor analysis failed; the previous result is kept');
      await db.em.execute(
        `update competitors_analysis set status = 'failed', finished_at = ?, error = ? where business_id = ?`,
        [clock.now(), ANALYSIS_FAILED, businessId],
        'run',
      );
      // Not retried: a refused key or a used-up quota will not be better in a minute; the owner may ask again.
    }
  }

  async #choices(businessId: string): Promise<Row[]> {
    return this.#d.db.em.execute<Row[]>('select * from competitors_choice where business_id = ? order by created_at', [businessId]);
  }

  async #analyse(businessId: string): Promise<Stored> {
    const { places, business, clock } = this.#d;
    const now = clock.now().toISOString();
    const [profile, choices, row] = await Promise.all([business.profile(businessId), this.#choices(businessId), this.#row(businessId)]);
    const radiusKm = Number(row?.radius_km ?? 10);
    const removed = new Set(choices.filter((c) => c.kind === 'removed').map((c) => String(c.place_id)));
    const added = choices.filter((c) => c.kind === 'added');
    const manual = manualEntries(choices, now);

    const read: ReviewThemes[] = [];
    const readers = new Set<string>();
    const found: Competitor[] = [];
    if (!places.provider) {
      // Without Google Places: the competitors the owner typed in, and insights from the owner's own customers.
      const { own, insights } = await this.#fromOwnReviews(businessId, profile?.businessName ?? 'Your business');
      return { lastUpdated: now, analyser: 'korero', own, marketInsights: insights, competitors: manual };
    }
    let own: Stored['own'] = profile?.businessName
      ? { name: profile.businessName, averageRating: null, totalReviews: null, from: 'google' }
      : null;
    if (profile?.googlePlaceId) {
      const placeId = profile.googlePlaceId;
      const mine = await places.details(placeId);
      if (mine) own = { name: mine.name, averageRating: mine.rating, totalReviews: mine.totalReviews, from: 'google' };
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
    const analyser = readers.has('openai') ? (readers.has('korero') ? 'openai, korero where its reading was refused' : 'openai') : 'korero';
    return { lastUpdated: now, analyser, own, marketInsights: marketInsights(read), competitors: [...found, ...manual] };
  }

  /** The owner's last year of Korero reviews: their rating beside the competitors, and what their customers ticked. */
  async #fromOwnReviews(
    businessId: string,
    name: string,
  ): Promise<{ own: NonNullable<Stored['own']>; insights: Stored['marketInsights'] }> {
    const { reviews, clock } = this.#d;
    const to = clock.now();
    const from = new Date(to.getTime() - YEAR_MS);
    const [figures, items] = await Promise.all([
      reviews.figures(businessId, { from, to }, { from: new Date(from.getTime() - YEAR_MS), to: from }),
      reviews.feedbackItems(businessId),
    ]);
    const rating = figures.averageRating === null ? null : Math.round(figures.averageRating * 10) / 10;
    return {
      own: { name, averageRating: rating, totalReviews: figures.total, from: 'korero' },
      insights: ownInsights(figures.total, figures.ticked, items),
    };
  }

  /** Themes by the AI reader when there is one and every quote it gives is in its review; else Korero's own counts. */
  async #read(reviews: PublicReview[]): Promise<{ themes: ReviewThemes; by: 'openai' | 'korero' }> {
    const { ai, logger } = this.#d;
    const texts = withWords(reviews);
    if (ai.drafter === 'openai' && texts.length) {
      const mentions = await ai.readThemes({
        themes: THEMES.map(({ id, praise, complaint }) => ({ id, praise, complaint })),
        reviews: texts.map(({ rating, text }) => ({ rating, text })),
      });
      const themes = mentions ? themesFromMentions(texts, mentions) : null;
      if (themes) return { themes, by: 'openai' };
      if (mentions)
        logger.warn({ mentions: mentions.length }, "AI reading refused: a theme or quote not in the reviews; using Korero's own");
    }
    return { themes: readReviews(reviews), by: 'korero' };
  }

  async setRadius(businessId: string, radiusKm: number): Promise<void> {
    await this.checkPlan(businessId);
    await this.#d.db.em.execute(
      `insert into competitors_analysis (business_id, status, radius_km) values (?, 'ready', ?)
       on conflict (business_id) do update set radius_km = excluded.radius_km`,
      [businessId, radiusKm],
      'run',
    );
  }

  /** A competitor the owner picked from a search (read from Google on the next analysis). */
  async add(businessId: string, placeId: string, name: string): Promise<void> {
    await this.checkPlan(businessId);
    const { db, clock } = this.#d;
    await db.em.execute('delete from competitors_choice where business_id = ? and place_id = ?', [businessId, placeId], 'run');
    await db.em.execute(
      `insert into competitors_choice (id, business_id, kind, place_id, name, created_at) values (?, ?, 'added', ?, ?, ?)`,
      [randomUUID(), businessId, placeId, name, clock.now()],
      'run',
    );
  }

  /** A competitor typed in by hand (no Google Places here, or one Google does not list), shown as entered. */
  async addManual(businessId: string, input: { name: string; averageRating: number; totalReviews: number; asOf: string }): Promise<void> {
    await this.checkPlan(businessId);
    const { db, clock } = this.#d;
    await db.em.execute(
      `insert into competitors_choice (id, business_id, kind, name, rating, total_reviews, as_of, created_at) values (?, ?, 'manual', ?, ?, ?, ?, ?)`,
      [randomUUID(), businessId, input.name, input.averageRating, input.totalReviews, input.asOf, clock.now()],
      'run',
    );
    await this.#refreshManual(businessId);
  }

  /** Takes a competitor off the list: Google's stay off future analyses; added and manual ones are forgotten. */
  async remove(businessId: string, id: string): Promise<void> {
    await this.checkPlan(businessId);
    const { db, clock } = this.#d;
    const current = await this.get(businessId);
    const listed = current?.competitors.find((c) => c.id === id);
    const choices = await this.#choices(businessId);
    const manualId = id.startsWith('manual:') ? id.slice('manual:'.length) : null;
    const choice = choices.find((c) => (manualId ? c.id === manualId : c.place_id === id && c.kind === 'added'));
    if (!listed && !choice) throw notFound('That competitor is not on your list.');
    if (choice) await db.em.execute('delete from competitors_choice where id = ?', [choice.id], 'run');
    if (!manualId) {
      await db.em.execute(
        `insert into competitors_choice (id, business_id, kind, place_id, name, created_at) values (?, ?, 'removed', ?, ?, ?)`,
        [randomUUID(), businessId, id, listed?.competitorName ?? String(choice?.name ?? ''), clock.now()],
        'run',
      );
    }
    // The stored list follows at once, without waiting for the next analysis.
    if (current?.competitors.length) {
      await db.em.execute(
        `update competitors_analysis set result = jsonb_set(result, '{competitors}', ?::jsonb) where business_id = ? and result is not null`,
        [JSON.stringify(current.competitors.filter((c) => c.id !== id)), businessId],
        'run',
      );
    }
  }

  /** Manual entries join the stored list at once: they need no reading. */
  async #refreshManual(businessId: string): Promise<void> {
    const { db } = this.#d;
    const [current, choices] = await Promise.all([this.#row(businessId), this.#choices(businessId)]);
    const fresh = manualEntries(choices, this.#d.clock.now().toISOString());
    if (current?.result) {
      const stored = current.result as Stored;
      stored.competitors = [...stored.competitors.filter((c) => c.source !== 'manual'), ...fresh];
      await db.em.execute(
        'update competitors_analysis set result = ?::jsonb where business_id = ?',
        [JSON.stringify(stored), businessId],
        'run',
      );
      return;
    }
    const stored: Stored = {
      lastUpdated: this.#d.clock.now().toISOString(),
      analyser: 'korero',
      own: null,
      marketInsights: this.#d.places.provider ? marketInsights([]) : ownInsights(0, [], []),
      competitors: fresh,
    };
    await db.em.execute(
      `insert into competitors_analysis (business_id, status, result, analysed_at) values (?, 'ready', ?::jsonb, ?)
       on conflict (business_id) do update set result = excluded.result`,
      [businessId, JSON.stringify(stored), this.#d.clock.now()],
      'run',
    );
  }
}

/** The competitors the owner typed in, as cards: their figures as entered, no reviews read. */
function manualEntries(choices: Row[], now: string): Competitor[] {
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
