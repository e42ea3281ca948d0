import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Clock, Download, MessageSquare, Star, TrendingDown, TrendingUp, UserCheck } from 'lucide-react';
import {
  Button,
  Card,
  cn,
  EmptyState,
  LoadingBlock,
  ModuleBoundary,
  Notice,
  PageHeader,
  StatCard,
  TabRow,
  useSlot,
  type AnalyticsTab,
} from '@korero/web-kit';
import { TIME_RANGES, type Analytics, type TimeRange } from '../../../contract/api.ts';
import { analyticsClient, analyticsKeys } from '../../../contract/client.ts';
import { CompetitorSummary } from '../components/CompetitorSummary.tsx';

const MonthlyChart = lazy(() => import('../components/MonthlyChart.tsx').then((m) => ({ default: m.MonthlyChart })));

const RANGE_LABELS: Record<TimeRange, string> = { '1m': 'This month', '3m': '3 months', '6m': '6 months', '1y': '12 months' };
const OWN_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'feedback', label: 'Feedback Analysis' },
  { id: 'performance', label: 'Performance' },
] as const;
const CHANNEL_LABELS = { sms: 'SMS', email: 'Email', messenger: 'Messenger', link: 'Link (shared by you)', qr: 'QR code (scanned)' };

/** The spec's rating colours: 4.5 and up green, 4 and up yellow, below red. */
export function ratingTone(rating: number | null): string {
  if (rating === null) return 'text-stone-700';
  return rating >= 4.5 ? 'text-emerald-700' : rating >= 4 ? 'text-amber-700' : 'text-red-700';
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');
const signed = (value: number, unit: string) => `${value > 0 ? '+' : ''}${value}${unit}`;

function NothingYet() {
  return (
    <EmptyState
      icon={<MessageSquare className="h-6 w-6" />}
      title="No reviews in this range yet"
      description="Send an invitation after your next job: every figure here is counted from your customers' answers."
      action={
        <Button asChild>
          <Link to="/invites">Create an invitation</Link>
        </Button>
      }
    />
  );
}

function Section({ title, children, hint }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-stone-900">{title}</h2>
      {hint ? <p className="mt-0.5 text-sm text-stone-600">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="w-40 shrink-0 truncate text-stone-800 sm:w-56">{label}</span>
      <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden>
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${max ? (value / max) * 100 : 0}%` }} />
      </span>
      <span className="w-12 shrink-0 text-right tabular-nums text-stone-700">{value}</span>
    </div>
  );
}

function Overview({ a }: { a: Analytics }) {
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

function FeedbackTab({ a }: { a: Analytics }) {
  if (a.feedbackItems.length === 0) {
    return a.totalReviews === 0 ? (
      <NothingYet />
    ) : (
      <EmptyState title="Nothing ticked yet" description="Customers' ticked points appear here as they tell you what went well." />
    );
  }
  const maxCategory = Math.max(...a.topFeedbackCategories.map((c) => c.count));
  return (
    <div className="flex flex-col gap-4">
      <Section title="By category" hint="Share of all the points customers ticked in this range.">
        <div className="flex flex-col gap-2">
          {a.topFeedbackCategories.map((c) => (
            <Bar key={c.category} label={`${c.category} (${c.percentage}%)`} value={c.count} max={maxCategory} />
          ))}
        </div>
      </Section>
      <Section title="What customers ticked" hint="Each point with the share of this range's reviews that chose it.">
        <ul className="flex flex-col divide-y divide-stone-100">
          {a.feedbackItems.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="text-stone-900">{item.text}</span>{' '}
                <span className={cn('text-xs', item.kind === 'improvement' ? 'text-red-700' : 'text-stone-600')}>
                  · {item.category}
                  {item.kind === 'improvement' ? ', to improve' : ''}
                </span>
              </span>
              <span className="shrink-0 tabular-nums text-stone-700">
                {item.count} · {item.percentage}%
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function Table({ head, rows, label }: { head: string[]; rows: ReactNode[][]; label: string }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${label}, scrolls sideways on small screens`}>
      <table className="w-full min-w-[420px] text-left text-sm">
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            {head.map((h, i) => (
              <th key={h} className={cn('py-2 pr-3 font-medium', i > 0 && 'text-right')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            // The first cell names the row (a channel, a rating band, a person): unique within a table.
            <tr key={String(row[0])}>
              {row.map((cell, i) => (
                <td key={head[i]} className={cn('py-2 pr-3', i > 0 ? 'text-right tabular-nums' : 'text-stone-900')}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Performance({ a }: { a: Analytics }) {
  const p = a.performance;
  if (p.funnel.sent === 0 && a.totalReviews === 0) return <NothingYet />;
  const f = p.funnel;
  const steps = [
    { label: 'Sent', value: f.sent },
    { label: 'Opened', value: f.opened },
    { label: 'Started (chose stars, had a draft)', value: f.started },
    { label: 'Finished', value: f.completed },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Section title="What became of your invitations" hint="Invitations sent in this range, and how far their customers got.">
        <div className="flex flex-col gap-2">
          {steps.map((s) => (
            <Bar key={s.label} label={`${s.label} (${percent(s.value, f.sent)})`} value={s.value} max={f.sent} />
          ))}
        </div>
      </Section>
      <Section
        title="Google or private, by rating"
        hint="Every customer is offered both at every rating: Korero never steers unhappy customers away from Google."
      >
        <Table
          label="Destinations by rating"
          head={['Stars', 'Google', 'Private', 'Not chosen yet']}
          rows={p.destinations.map((d) => [`${d.band} ★`, d.google, d.private, d.undecided])}
        />
      </Section>
      <Section title="The reviews themselves">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-stone-600">Median length</dt>
            <dd className="text-lg font-semibold text-stone-900">{p.medianWords === null ? '—' : `${p.medianWords} words`}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">With photos</dt>
            <dd className="text-lg font-semibold text-stone-900">
              {p.withPhotos} ({percent(p.withPhotos, a.totalReviews)})
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Spoken with voice-to-text</dt>
            <dd className="text-lg font-semibold text-stone-900">
              {p.withVoice} ({percent(p.withVoice, a.totalReviews)})
            </dd>
          </div>
        </dl>
      </Section>
      <Section title="By channel" hint="An invitation sent by SMS and email counts under both.">
        <Table
          label="Invitations by channel"
          head={['Channel', 'Sent', 'Opened', 'Finished']}
          rows={p.channels.map((c) => [CHANNEL_LABELS[c.channel], c.sent, c.opened, `${c.completed} (${percent(c.completed, c.sent)})`])}
        />
      </Section>
      <Section title="By team member" hint="The people credited on invitations and the reviews that name them.">
        {p.members.length === 0 ? (
          <p className="text-sm text-stone-600">No one was credited in this range. Choose who did the job when you create an invitation.</p>
        ) : (
          <Table
            label="Team members"
            head={['Name', 'Invitations', 'Finished', 'Reviews', 'Average']}
            rows={p.members.map((m) => [
              m.name,
              m.invitations,
              m.completed,
              m.reviews,
              <span key="r" className={ratingTone(m.averageRating)}>
                {m.averageRating === null ? '—' : m.averageRating.toFixed(1)}
              </span>,
            ])}
          />
        )}
      </Section>
    </div>
  );
}

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
  const slotTabs = useSlot('analytics.tabs');
  // A tab with a `Shown` reporter appears once it says yes (so a free owner never sees a tab flash and vanish).
  const [shown, setShown] = useState<Record<string, boolean | undefined>>({});
  const report = useCallback(
    (id: string, value: boolean | undefined) => setShown((s) => (s[id] === value ? s : { ...s, [id]: value })),
    [],
  );
  const idOf = (t: (typeof slotTabs)[number]) => `${t.module}-${t.id}`;
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
  const extra = extraTabs.find((t) => `${t.module}-${t.id}` === tab);

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
            <Button asChild variant="outline" size="sm">
              <a href={analyticsClient.submissionsCsvUrl(range)} download>
                <Download className="h-4 w-4" aria-hidden /> Reviews CSV
              </a>
            </Button>
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
          <Performance a={a} />
        ) : (
          <Overview a={a} />
        )}
      </div>
    </div>
  );
}
