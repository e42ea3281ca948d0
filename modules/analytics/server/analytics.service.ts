import type { ClockPort, ServiceLookup } from '@korero/core/sdk';
import type { CompetitorAnalysis, CompetitorsSummary } from '@korero/module-competitors/contract';
import type { InvitesCredits, InvitesStats } from '@korero/module-invites/contract';
import { CATEGORIES, CATEGORY_LABELS, type ReviewsStats } from '@korero/module-reviews/contract';
import type { Analytics, AnalyticsSummary, Credited, TimeRange } from '../contract/api.ts';
import { analyticsRange } from './ranges.ts';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')}`;

/**
 * The business against the competitors of its latest analysis, like with like: its own public Google rating against
 * theirs (null when either is not known). Never Korero's answers: they include private feedback.
 */
export function comparison(market: CompetitorAnalysis | null): Analytics['competitorComparison'] {
  const own = market?.own?.google;
  const rated = (market?.competitors ?? []).filter((c) => c.averageRating !== null);
  if (!own || own.averageRating === null || rated.length === 0) return null;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const above = rated.filter((c) => c.averageRating! > own.averageRating!).length;
  const counts = rated.filter((c) => c.totalReviews !== null).map((c) => c.totalReviews!);
  return {
    marketPosition: `${ordinal(above + 1)} of ${rated.length + 1} by rating`,
    averageCompetitorRating: Math.round(mean(rated.map((c) => c.averageRating!)) * 10) / 10,
    reviewAdvantage: own.totalReviews !== null && counts.length ? Math.round(own.totalReviews - mean(counts)) : 0,
  };
}

/** The owner's analytics, composed from the invites and reviews modules' figures (their contracts, never their tables). */
export class AnalyticsService {
  readonly #invites: InvitesStats;
  readonly #reviews: ReviewsStats;
  readonly #clock: ClockPort;
  readonly #competitors: ServiceLookup<CompetitorsSummary>;
  readonly #credits: InvitesCredits;

  constructor(deps: {
    invites: InvitesStats;
    credits: InvitesCredits;
    reviews: ReviewsStats;
    clock: ClockPort;
    /** The competitors module's summary while it is on (null: the tab shows nothing of it). */
    competitors?: ServiceLookup<CompetitorsSummary>;
  }) {
    this.#invites = deps.invites;
    this.#credits = deps.credits;
    this.#reviews = deps.reviews;
    this.#clock = deps.clock;
    this.#competitors = deps.competitors ?? (() => null);
  }

  async analytics(businessId: string, timeRange: TimeRange): Promise<Analytics> {
    const range = analyticsRange(timeRange, this.#clock.now());
    const span = { from: range.from, to: range.to };
    const [sub, inv, items, market] = await Promise.all([
      this.#reviews.figures(businessId, span, range.previous),
      this.#invites.figures(businessId, range.from, range.to),
      this.#reviews.feedbackItems(businessId),
      this.#competitors()?.latest(businessId) ?? null,
    ]);

    const byMonth = new Map(sub.monthly.map((m) => [m.month, m]));
    const ticks = sub.ticked.reduce((sum, t) => sum + t.count, 0);
    const tickedCount = new Map(sub.ticked.map((t) => [t.id, t.count]));
    const category = (id: string) => id.slice(0, id.indexOf('-') === -1 ? id.length : id.indexOf('-'));
    const improvements = sub.ticked.filter((t) => t.id.includes('-imp-') || t.id === 'other-improvement').reduce((s, t) => s + t.count, 0);
    const positives = (c: string) =>
      sub.ticked.filter((t) => category(t.id) === c && !t.id.includes('-imp-')).reduce((s, t) => s + t.count, 0);

    const members = new Map<string, Credited>();
    const member = (name: string) =>
      members.get(name) ?? members.set(name, { name, invitations: 0, completed: 0, reviews: 0, averageRating: null }).get(name)!;
    for (const m of inv.byMember) Object.assign(member(m.name), { invitations: m.sent, completed: m.completed });
    for (const m of sub.byMember) Object.assign(member(m.name), { reviews: m.reviews, averageRating: m.averageRating });
    // People and teams apart: a team credited as a whole is no person, and its figures are the team's.
    const credited = await this.#credits.sort(businessId, [...members.keys()]);
    const listed = (names: string[]) =>
      names
        .map((name) => members.get(name)!)
        .sort((a, b) => b.invitations + b.reviews - (a.invitations + a.reviews) || a.name.localeCompare(b.name));

    return {
      timeRange,
      from: range.from.toISOString(),
      to: this.#clock.now().toISOString(),
      totalReviews: sub.total,
      reviewVolumeTrend: sub.previous.total > 0 ? Math.round(((sub.total - sub.previous.total) / sub.previous.total) * 1000) / 10 : null,
      averageRating: sub.averageRating,
      ratingTrend:
        sub.averageRating !== null && sub.previous.averageRating !== null
          ? Math.round((sub.averageRating - sub.previous.averageRating) * 100) / 100
          : null,
      completionRate: inv.sent > 0 ? pct(inv.completed, inv.sent) : null,
      responseTime: inv.medianHoursToComplete,
      monthlyStats: range.months.map((m) => ({
        month: m.month,
        label: m.label,
        reviews: byMonth.get(m.month)?.reviews ?? 0,
        rating: byMonth.get(m.month)?.rating ?? null,
      })),
      topFeedbackCategories: [
        ...CATEGORIES.map((c) => ({ category: CATEGORY_LABELS[c], count: positives(c), percentage: pct(positives(c), ticks) })),
        { category: 'Improvement areas', count: improvements, percentage: pct(improvements, ticks) },
      ].sort((a, b) => b.count - a.count),
      feedbackItems: items
        .filter((item) => tickedCount.has(item.id))
        .map((item) => ({
          id: item.id,
          text: item.text,
          category: item.category === 'other' ? 'Other' : CATEGORY_LABELS[item.category],
          kind: item.kind,
          count: tickedCount.get(item.id)!,
          percentage: pct(tickedCount.get(item.id)!, sub.total),
        }))
        .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text)),
      competitorComparison: comparison(market),
      competitorSummary: market
        ? {
            lastUpdated: market.lastUpdated,
            competitors: [...market.competitors]
              .sort((a, b) => (b.totalReviews ?? 0) - (a.totalReviews ?? 0))
              .slice(0, 3)
              .map((c) => ({
                name: c.competitorName,
                averageRating: c.averageRating,
                totalReviews: c.totalReviews,
                strengths: c.strengthAreas.slice(0, 2),
                opportunities: c.opportunityAreas.slice(0, 2),
              })),
          }
        : null,
      performance: {
        funnel: { sent: inv.sent, opened: inv.opened, started: inv.started, completed: inv.completed },
        destinations: sub.destinations,
        medianWords: sub.medianWords,
        withPhotos: sub.withPhotos,
        withVoice: sub.withVoice,
        channels: inv.byChannel,
        members: listed(credited.people),
        teams: listed(credited.teams),
      },
    };
  }

  /**
   * The dashboard card: the last six months' reviews and private feedback (apart), every customer's average, and the
   * completion of their invitations.
   */
  async summary(businessId: string): Promise<AnalyticsSummary> {
    const range = analyticsRange('6m', this.#clock.now());
    const span = { from: range.from, to: range.to };
    const [monthly, completion] = await Promise.all([
      this.#reviews.monthly(businessId, span),
      this.#invites.completion(businessId, range.from, range.to),
    ]);
    const byMonth = new Map(monthly.map((m) => [m.month, m]));
    const total = monthly.reduce((sum, m) => sum + m.reviews, 0);
    const privateFeedback = monthly.reduce((sum, m) => sum + m.privateFeedback, 0);
    const stars = monthly.reduce((sum, m) => sum + m.stars, 0);
    // Every customer's stars make the average; reviews and private feedback are counted apart (issue 44).
    const rated = total + privateFeedback;
    return {
      totalReviews: total,
      privateFeedback,
      averageRating: rated ? Math.round((stars / rated) * 100) / 100 : null,
      completionRate: completion.sent > 0 ? pct(completion.completed, completion.sent) : null,
      months: range.months.map((m) => ({ month: m.month, label: m.label, reviews: byMonth.get(m.month)?.reviews ?? 0 })),
    };
  }
}
