import type { FeedbackItem } from '@korero/module-reviews/contract';
import type { Counted, ReviewThemes } from './analyser.ts';

/** Fewer reviews than this in all, and the page says so instead of drawing market insights. */
export const MIN_REVIEWS = 3;

function merge(lists: Counted[][], limit: number): Counted[] {
  const tally = new Map<string, number>();
  for (const list of lists) for (const c of list) tally.set(c.text, (tally.get(c.text) ?? 0) + c.mentions);
  return [...tally]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([text, mentions]) => ({ text, mentions }));
}

/**
 * The market across the competitors read: the words their praising reviewers use, what their reviewers complain
 * about (gaps this business can fill), and what to do, each carrying the count it comes from.
 */
export function marketInsights(read: ReviewThemes[]) {
  const reviewsRead = read.reduce((n, r) => n + r.reviewsRead, 0);
  if (reviewsRead < MIN_REVIEWS) {
    return { topPerformingKeywords: [], serviceGaps: [], recommendedImprovements: [], reviewsRead, basis: 'competitors' as const };
  }
  const praised = merge(
    read.map((r) => r.commonPraise),
    3,
  );
  const gaps = merge(
    read.map((r) => r.commonComplaints),
    5,
  );
  return {
    topPerformingKeywords: merge(
      read.map((r) => r.keywords),
      8,
    ),
    serviceGaps: gaps,
    recommendedImprovements: [
      ...gaps.slice(0, 2).map((g) => ({
        text: `Competitors' customers complain about ${g.text.toLowerCase()}: get it right and ask every customer, so your reviews say so`,
        mentions: g.mentions,
      })),
      ...praised.slice(0, 2).map((p) => ({
        text: `Competitors are praised for ${p.text.toLowerCase()}: match it, so your customers can say the same`,
        mentions: p.mentions,
      })),
    ],
    reviewsRead,
    basis: 'competitors' as const,
  };
}

/**
 * Without Google Places, the insights come from the owner's own customers: what they ticked as done well (the words
 * that win reviews) and as needing improvement (the gaps), each with how many of the reviews ticked it.
 */
export function ownInsights(reviewsRead: number, ticked: Array<{ id: string; count: number }>, items: FeedbackItem[]) {
  const empty = { topPerformingKeywords: [], serviceGaps: [], recommendedImprovements: [], reviewsRead, basis: 'own-reviews' as const };
  if (reviewsRead < MIN_REVIEWS) return empty;
  const text = new Map(items.map((i) => [i.id, i]));
  const counted = (kind: 'positive' | 'improvement') =>
    ticked
      .filter((t) => text.get(t.id)?.kind === kind && t.count > 0)
      .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id))
      .map((t) => ({ text: text.get(t.id)!.text, mentions: t.count }));
  const praised = counted('positive');
  const gaps = counted('improvement').slice(0, 5);
  return {
    ...empty,
    topPerformingKeywords: praised.slice(0, 8),
    serviceGaps: gaps,
    recommendedImprovements: [
      ...gaps.slice(0, 2).map((g) => ({
        text: `Your customers ticked "${g.text}": fix it first, it is what stands between you and more five-star reviews`,
        mentions: g.mentions,
      })),
      ...praised.slice(0, 2).map((p) => ({
        text: `Your customers value "${p.text}": say it on your quotes and website, so new customers expect it`,
        mentions: p.mentions,
      })),
    ],
  };
}
