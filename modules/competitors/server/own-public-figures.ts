import type { ReviewsStats, Span } from '@korero/module-reviews/contract';

const PAGE = 500;

/**
 * The business's public reviews collected by Korero in a span: those whose customer chose to post on Google. Private
 * feedback is left out by design, so a figure shown near competitors' public ratings never carries it.
 */
export async function publicKoreroFigures(
  reviews: ReviewsStats,
  businessId: string,
  span: Span,
): Promise<{ averageRating: number | null; totalReviews: number }> {
  let total = 0;
  let stars = 0;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const lines = await reviews.lines(businessId, span, after, PAGE);
    for (const line of lines) {
      if (line.destination !== 'google') continue;
      total += 1;
      stars += line.starRating;
    }
    if (lines.length < PAGE) break;
    const last = lines.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
  return { averageRating: total ? Math.round((stars / total) * 10) / 10 : null, totalReviews: total };
}
