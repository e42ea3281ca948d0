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
    return { topPerformingKeywords: [], serviceGaps: [], recommendedImprovements: [], reviewsRead };
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
  };
}
