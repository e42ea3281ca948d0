import { Card } from '@korero/web-kit';
import type { Analysis } from '../../../contract/client.ts';
import { CountedList } from './CountedList.tsx';

/** Fewer reviews than this, and the server draws no insights (MIN_REVIEWS in server/insights.ts). */
const ENOUGH = 3;

/** The market as the reviews read describe it, each line with the number of reviews it comes from. */
export function MarketInsights({ insights }: { insights: Analysis['marketInsights'] }) {
  const own = insights.basis === 'own-reviews';
  const read = insights.reviewsRead;
  return (
    <Card className="p-4 sm:p-5" data-testid="market-insights">
      <h2 className="font-semibold text-stone-900">Market insights</h2>
      <p className="mt-0.5 text-sm text-stone-600">
        {own
          ? `From your own customers' answers: ${read} review${read === 1 ? '' : 's'} in the last 12 months.`
          : `From ${read} public review${read === 1 ? '' : 's'} of your competitors.`}
      </p>
      {read < ENOUGH ? (
        <p className="mt-3 rounded-lg bg-stone-50 p-3 text-sm text-stone-700" role="status">
          {own
            ? `Too few reviews to draw insights from (${read} so far; at least ${ENOUGH} are needed). Send invitations after your next jobs and they will appear here.`
            : `Too few reviews to draw insights from (${read} read; at least ${ENOUGH} are needed), so Korero does not guess. Try a wider radius or add competitors.`}
        </p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-3">
          <CountedList
            title={own ? 'What your customers praise' : 'Top performing keywords'}
            items={insights.topPerformingKeywords}
            empty="Nothing praised often enough yet."
            tone="text-emerald-800"
          />
          <CountedList
            title={own ? 'What your customers would improve' : 'Service gaps'}
            items={insights.serviceGaps}
            empty="No complaints among the reviews read."
            tone="text-red-800"
          />
          <CountedList title="Recommended improvements" items={insights.recommendedImprovements} empty="Nothing to recommend yet." />
        </div>
      )}
    </Card>
  );
}
