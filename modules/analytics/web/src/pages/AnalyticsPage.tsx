import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Clock, Download, Star, TrendingDown, TrendingUp, UserCheck } from 'lucide-react';
import { Button, cn, LoadingBlock, ModuleBoundary, Notice, PageHeader, StatCard, TabRow, useCan, useSlot } from '@korero/web-kit';
import { TIME_RANGES, type TimeRange } from '../../../contract/api.ts';
import { analyticsClient, analyticsKeys } from '../../../contract/client.ts';
import { analyticsTabs, type AnalyticsTab } from '../../../contract/slots.ts';
import { ratingTone } from '../rating.ts';
import { FeedbackTab } from '../tabs/FeedbackTab.tsx';
import { OverviewTab } from '../tabs/OverviewTab.tsx';
import { PerformanceTab } from '../tabs/PerformanceTab.tsx';
import { analyticsTabId } from '../../../contract/pages.ts';

const RANGE_LABELS: Record<TimeRange, string> = { '1m': 'This month', '3m': '3 months', '6m': '6 months', '1y': '12 months' };
const OWN_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'feedback', label: 'Feedback Analysis' },
  { id: 'performance', label: 'Performance' },
] as const;

const signed = (value: number, unit: string) => `${value > 0 ? '+' : ''}${value}${unit}`;

type ShownReporter = NonNullable<AnalyticsTab['Shown']>;

/** Draws one tab's `Shown` with a report bound to its id. */
function ShownProbe({ id, Shown, report }: { id: string; Shown: ShownReporter; report: (id: string, shown: boolean | undefined) => void }) {
  const bound = useCallback((shown: boolean | undefined) => report(id, shown), [id, report]);
  return <Shown report={bound} />;
}

/** /analytics: the range, four headline figures, and tabs (other modules may add theirs through `analytics.tabs`). */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const range = (TIME_RANGES as readonly string[]).includes(params.get('range') ?? '') ? (params.get('range') as TimeRange) : '3m';
  const slotTabs = useSlot(analyticsTabs);
  // A tab with a `Shown` reporter appears once it says yes (so a free owner never sees a tab flash and vanish).
  const [shown, setShown] = useState<Record<string, boolean | undefined>>({});
  const report = useCallback(
    (id: string, value: boolean | undefined) => setShown((s) => (s[id] === value ? s : { ...s, [id]: value })),
    [],
  );
  const idOf = (t: (typeof slotTabs)[number]) => analyticsTabId(t.module, t.id);
  const extraTabs = slotTabs.filter((t) => !t.Shown || shown[idOf(t)] === true);
  const tabs = [...OWN_TABS, ...extraTabs.map((t) => ({ id: idOf(t), label: t.label }))];
  const asked = params.get('tab');
  // A link to a tab whose reporter has not answered yet waits for it rather than falling back to the Overview.
  const waiting = slotTabs.some((t) => t.Shown && idOf(t) === asked && shown[idOf(t)] === undefined);
  const tab = tabs.some((t) => t.id === asked) ? asked! : 'overview';
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const query = useQuery({
    queryKey: analyticsKeys.range(range),
    queryFn: () => analyticsClient.analytics(range),
    placeholderData: keepPreviousData,
  });
  const a = query.data?.data;
  const extra = extraTabs.find((t) => idOf(t) === tab);

  // Customers' names and words: the reviews CSV is the owner's to download (the permission table's 'customer-data').
  const canDownload = useCan('customer-data');
  return (
    <div>
      <PageHeader
        title="Business Analytics"
        description="Measured from your invitations and your customers' answers."
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <a href={analyticsClient.monthlyCsvUrl(range)} download>
                <Download className="h-4 w-4" aria-hidden /> Monthly CSV
              </a>
            </Button>
            {canDownload ? (
              <Button asChild variant="outline" size="sm">
                <a href={analyticsClient.submissionsCsvUrl(range)} download>
                  <Download className="h-4 w-4" aria-hidden /> Reviews CSV
                </a>
              </Button>
            ) : null}
          </>
        }
      />
      <div
        role="radiogroup"
        aria-label="Time range"
        className="mb-4 inline-flex flex-wrap gap-1 rounded-lg border border-stone-200 bg-white p-1"
      >
        {TIME_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            role="radio"
            aria-checked={r === range}
            onClick={() => set('range', r)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              r === range ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            {RANGE_LABELS[r]}
          </button>
        ))}
      </div>
      {query.error ? (
        <Notice tone="danger" title="Could not load your analytics">
          {query.error.message}
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 [&>*]:min-w-0">
        <StatCard
          title="Total Reviews"
          value={a?.totalReviews ?? '—'}
          change={
            a?.reviewVolumeTrend == null
              ? a
                ? 'No reviews in the range before'
                : undefined
              : `${signed(a.reviewVolumeTrend, '%')} on the range before`
          }
          changeType={a?.reviewVolumeTrend == null ? 'neutral' : a.reviewVolumeTrend >= 0 ? 'positive' : 'negative'}
          icon={
            a?.reviewVolumeTrend != null && a.reviewVolumeTrend < 0 ? (
              <TrendingDown className="h-5 w-5" />
            ) : (
              <TrendingUp className="h-5 w-5" />
            )
          }
          loading={query.isLoading}
        />
        <StatCard
          title="Average Rating"
          value={
            a ? <span className={ratingTone(a.averageRating)}>{a.averageRating === null ? '—' : a.averageRating.toFixed(1)}</span> : '—'
          }
          change={a?.ratingTrend == null ? undefined : `${signed(a.ratingTrend, ' ★')} on the range before`}
          changeType={a?.ratingTrend == null ? 'neutral' : a.ratingTrend >= 0 ? 'positive' : 'negative'}
          icon={<Star className="h-5 w-5" />}
          loading={query.isLoading}
        />
        <StatCard
          title="Completion Rate"
          value={a?.completionRate == null ? '—' : `${a.completionRate}%`}
          change={a ? `${a.performance.funnel.completed} of ${a.performance.funnel.sent} invitations sent in the range` : undefined}
          icon={<UserCheck className="h-5 w-5" />}
          loading={query.isLoading}
        />
        <StatCard
          title="Response Time"
          value={
            a?.responseTime == null
              ? '—'
              : a.responseTime < 1
                ? 'Under 1 h'
                : a.responseTime < 48
                  ? `${Math.round(a.responseTime)} h`
                  : `${Math.round(a.responseTime / 24)} days`
          }
          change="Median, from invitation to answer"
          icon={<Clock className="h-5 w-5" />}
          loading={query.isLoading}
        />
      </div>
      {slotTabs.map((t) => (t.Shown ? <ShownProbe key={idOf(t)} id={idOf(t)} Shown={t.Shown} report={report} /> : null))}
      <TabRow label="Analytics" tabs={tabs} value={tab} onChange={(id) => set('tab', id)} className="mt-6" />
      <div role="tabpanel" className="mt-4">
        {waiting ? (
          <LoadingBlock label="Loading…" />
        ) : extra ? (
          <ModuleBoundary name={extra.module}>
            <extra.Component timeRange={range} />
          </ModuleBoundary>
        ) : !a ? (
          <LoadingBlock label="Loading your analytics…" />
        ) : tab === 'feedback' ? (
          <FeedbackTab a={a} />
        ) : tab === 'performance' ? (
          <PerformanceTab a={a} />
        ) : (
          <OverviewTab a={a} />
        )}
      </div>
    </div>
  );
}
