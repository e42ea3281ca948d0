import { randomUUID } from 'node:crypto';
import type { BillingPort, ClockPort, Database, JobRef, JobsPort, PlacesPort } from '@korero/core/sdk';
import { conflict, forbidden, HttpError, notFound } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import { competitorAnalysis, type CompetitorAnalysis } from '../contract/index.ts';
import { plansIncluding } from '../contract/api.ts';
import { marketInsights, ownInsights } from './insights.ts';
import { manualEntries, MarketReader, type StoredAnalysis } from './market-reader.ts';
import { storedOwn } from './own-rating.ts';

/** The spec's failure text (§8): the job ends with it and the previous analysis is kept. */
export const ANALYSIS_FAILED = 'Unable to analyze competitors. Please check your Google Places configuration.';
const REFRESH_MS = 60 * 60 * 1000;

type Row = Record<string, unknown>;
type Competitor = CompetitorAnalysis['competitors'][number];
type Stored = StoredAnalysis;

export interface CompetitorsDeps {
  db: Database;
  clock: ClockPort;
  places: PlacesPort;
  billing: BillingPort;
  business: BusinessDirectory;
  reader: MarketReader;
  jobs: JobsPort;
  job: JobRef<{ businessId: string }>;
  logger: { warn(details: object, message: string): void };
}

/**
 * Competitor analysis for the owner: the plan and Place ID rules, asking for an analysis (once an hour, as a job), the
 * job storing what `MarketReader` read (or the failure, keeping the previous result), the latest analysis as the page
 * shows it, and the owner's list (radius, added, removed, entered by hand).
 */
export class CompetitorsService {
  readonly #d: CompetitorsDeps;

  constructor(deps: CompetitorsDeps) {
    this.#d = deps;
  }

  /** The plans that include it and can be had (bought, or assigned on request). */
  /** The plans that include it, named as the subscription page names them (the billing port's plans on offer). */
  #including(): { includedIn: string[]; comingSoonIn: string[] } {
    const with_ = this.#d.billing.plansOnOffer().filter((p) => p.entitlements[competitorAnalysis.key] === true);
    return {
      includedIn: with_.filter((p) => !p.comingSoon).map((p) => p.name),
      comingSoonIn: with_.filter((p) => p.comingSoon).map((p) => p.name),
    };
  }

  /** What the page shows before any analysis: whether the plan includes it, and how competitors will be found. */
  async setup(businessId: string) {
    const { billing, places, business } = this.#d;
    const [included, profile] = await Promise.all([billing.entitlement(businessId, competitorAnalysis), business.profile(businessId)]);
    return {
      included: included === true,
      automatic: places.provider !== null,
      placeIdLinked: Boolean(profile?.googlePlaceId),
      ...this.#including(),
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
    const including = plansIncluding(this.#including());
    throw forbidden(
      `Competitor analysis is not included in ${plan.name}${including ? `: it comes with ${including}` : ''}. Upgrade to see how you compare.`,
      { upgrade: true },
    );
  }

  async #row(businessId: string): Promise<Row | undefined> {
    const [row] = await this.#d.db.em.execute<Row[]>('select * from competitors_analysis where business_id = ?', [businessId]);
    return row;
  }

  /** The latest analysis as the page shows it; null before the owner asked for one or listed any competitor. */
  async get(businessId: string): Promise<CompetitorAnalysis | null> {
    const [row, choices] = await Promise.all([this.#row(businessId), this.#choices(businessId)]);
    if (!row && choices.length === 0) return null;
    const stored = (row?.result as Stored | null | undefined) ?? null;
    const requested = row?.requested_at ? new Date(row.requested_at as string) : null;
    const next = requested ? new Date(requested.getTime() + REFRESH_MS) : null;
    return {
      lastUpdated: stored?.lastUpdated ?? null,
      status: (row?.status as CompetitorAnalysis['status'] | undefined) ?? 'ready',
      error: (row?.error as string | null | undefined) ?? null,
      nextRefreshAt: next && next > this.#d.clock.now() ? next.toISOString() : null,
      radiusKm: Number(row?.radius_km ?? 10),
      analyser: stored?.analyser ?? 'korero',
      own: storedOwn(stored?.own),
      marketInsights: stored?.marketInsights ?? this.#noInsights(),
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

  /** Insights before anything was read, on the basis this Korero would use. */
  #noInsights(): Stored['marketInsights'] {
    return this.#d.places.provider ? marketInsights([]) : ownInsights(0, [], []);
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
      const [profile, choices, row] = await Promise.all([
        this.#d.business.profile(businessId),
        this.#choices(businessId),
        this.#row(businessId),
      ]);
      const stored = await this.#d.reader.read(businessId, profile, choices, Number(row?.radius_km ?? 10));
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
    const [row, choices] = await Promise.all([this.#row(businessId), this.#choices(businessId)]);
    const competitors = (row?.result as Stored | null | undefined)?.competitors ?? [];
    const listed = competitors.find((c) => c.id === id);
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
    if (competitors.length) {
      await db.em.execute(
        `update competitors_analysis set result = jsonb_set(result, '{competitors}', ?::jsonb) where business_id = ? and result is not null`,
        [JSON.stringify(competitors.filter((c) => c.id !== id)), businessId],
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
      marketInsights: this.#noInsights(),
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
