import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@korero/web-kit';
import type { Analytics } from '../../../contract/api.ts';
import { CompetitorSummary } from '../components/CompetitorSummary.tsx';
import { NothingYet, Section } from '../components/parts.tsx';

// The chart library loads with this tab only.
const MonthlyChart = lazy(() => import('../components/MonthlyChart.tsx').then((m) => ({ default: m.MonthlyChart })));

/** Overview: reviews and rating by month, and the competitors module's summary when there is one. */
export function OverviewTab({ a }: { a: Analytics }) {
  const market = a.competitorSummary ? <CompetitorSummary comparison={a.competitorComparison} summary={a.competitorSummary} /> : null;
  if (a.totalReviews === 0 && a.performance.funnel.sent === 0)
    return (
      <div className="flex flex-col gap-4">
        <NothingYet />
        {market}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <Section title="Reviews and rating by month" hint="Calendar months, New Zealand time.">
        <Suspense fallback={<LoadingBlock label="Drawing the chart…" />}>
          <MonthlyChart months={a.monthlyStats} />
        </Suspense>
      </Section>
      {market}
    </div>
  );
}
