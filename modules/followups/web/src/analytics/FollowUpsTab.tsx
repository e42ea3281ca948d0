import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, LoadingBlock, minutes, Notice, StatCard } from '@korero/web-kit';
import type { AnalyticsTabProps } from '@korero/module-analytics/contract/slots';
import { followUpsClient, followUpsKeys } from '../../../contract/client.ts';
import type { FollowUpStats } from '../../../contract/api.ts';
import { minutesInWords } from '../words.ts';

type Figures = Pick<FollowUpStats, 'total' | 'answered' | 'resolved' | 'resolvedShare' | 'medianMinutesToFirstAnswer'>;

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
const monthFormat = new Intl.DateTimeFormat('en-NZ', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-09" → "Sep 2026". */
const monthName = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? monthFormat.format(new Date(`${month}-15T12:00:00Z`)) : month);

/** analytics.tabs "Follow-ups": how fast the business answers unhappy customers, and how many it resolves. */
export default function FollowUpsTab({ timeRange }: AnalyticsTabProps) {
  const stats = useQuery({
    queryKey: followUpsKeys.stats(timeRange),
    queryFn: () => followUpsClient.stats(timeRange),
    staleTime: minutes(5),
  });
  if (stats.isLoading) return <LoadingBlock label="Loading follow-up figures…" />;
  if (stats.error || !stats.data)
    return (
      <Notice tone="danger" title="Could not load follow-up figures">
        {stats.error?.message}
      </Notice>
    );
  const s = stats.data.data;
  if (s.total === 0)
    return (
      <EmptyState
        title="No follow-ups in this period"
        description={
          <>
            A follow-up opens when a customer sends private feedback or answers with 3 stars or fewer. See them on the{' '}
            <Link to="/follow-ups" className="underline">
              Follow-ups page
            </Link>
            .
          </>
        }
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard title="Follow-ups opened" value={s.total} change={`${s.answered} answered`} />
        <StatCard
          title="Median time to first answer"
          value={minutesInWords(s.medianMinutesToFirstAnswer)}
          change="From opening to your first reply"
        />
        <StatCard title="Resolved" value={percent(s.resolvedShare)} change={`${s.resolved} of ${s.total}`} />
      </div>
      <FiguresTable title="By month" first="Month" rows={s.byMonth.map((m) => ({ key: m.month, name: monthName(m.month), ...m }))} />
      <FiguresTable
        title="By team member"
        first="Assigned to"
        rows={s.byMember.map((m) => ({ key: m.assignee?.id ?? 'none', name: m.assignee?.name ?? 'Unassigned', ...m }))}
      />
    </div>
  );
}

function FiguresTable({ title, first, rows }: { title: string; first: string; rows: Array<Figures & { key: string; name: string }> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Scrolls sideways on a narrow phone rather than squeezing the figures. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`Follow-ups ${title.toLowerCase()}`}>
          <table className="w-full text-xs sm:text-sm min-w-[21rem] text-left">
            <thead className="border-b border-stone-200 text-xs text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {first}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Opened
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Answered
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Median to answer
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  Resolved
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="whitespace-nowrap py-2 pr-3 font-medium text-stone-900">
                    {r.name}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{r.total}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.answered}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{minutesInWords(r.medianMinutesToFirstAnswer)}</td>
                  <td className="py-2 pl-3 text-right tabular-nums">
                    {percent(r.resolvedShare)} <span className="text-stone-500">({r.resolved})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
