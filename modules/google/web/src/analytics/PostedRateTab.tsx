import type { ReactNode } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Button, Card, cn, EmptyState, LoadingBlock, minutes, Notice } from '@korero/web-kit';
import type { AnalyticsTabProps } from '@korero/module-analytics/contract/slots';
import { googleClient, googleKeys, type PostedRate } from '../../../contract/client.ts';
import { isPlanLocked } from '../stars.tsx';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';
import { settingsPage } from '@korero/module-business/contract/pages';

type Row = PostedRate['total'];

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
const number = (n: number) => n.toLocaleString('en-NZ');

/** "Of the 50 customers who chose Google, 21 posted: 42%". */
export function postedSentence({ choseGoogle, posted, rate }: Row): string {
  if (choseGoogle === 0) return 'No customer chose Google in this range yet.';
  const who = choseGoogle === 1 ? 'the 1 customer' : `the ${number(choseGoogle)} customers`;
  return `Of ${who} who chose Google, ${number(posted)} posted: ${percent(rate)}`;
}

const monthFormat = new Intl.DateTimeFormat('en-NZ', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => {
  const date = new Date(`${month}-15T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
};

const CHANNELS: Record<string, string> = {
  sms: 'Text message',
  email: 'Email',
  messenger: 'Messenger',
  link: 'Link',
  qr: 'QR code',
  'review-link': 'Review link',
  unknown: 'Not known',
};

/** A rate as a bar beside its figure; the figure carries the meaning, the bar only draws it. */
function RateBar({ rate }: { rate: number | null }) {
  return (
    <span className="flex items-center justify-end gap-2">
      <span className="hidden h-2.5 w-24 overflow-hidden rounded-full bg-stone-100 sm:block" aria-hidden>
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(rate ?? 0) * 100}%` }} />
      </span>
      <span className="w-10 text-right">{percent(rate)}</span>
    </span>
  );
}

/** One breakdown (by month, channel or team member) as a table: name, chose Google, posted, rate. */
function RateTable({ title, name, rows }: { title: string; name: string; rows: Array<Row & { label: string }> }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold text-stone-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Nothing in this range yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}, scrolls sideways on small screens`}>
          <table className="w-full min-w-[320px] text-left text-sm">
            <caption className="sr-only">{title}: customers who chose Google, how many posted, and the rate</caption>
            <thead className="border-b border-stone-200 text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {name}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Chose Google
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Posted
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row" className="py-2 pr-3 font-normal text-stone-900">
                    {r.label}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{number(r.choseGoogle)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{number(r.posted)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    <RateBar rate={r.rate} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function Figure({ title, value, children, className }: { title: string; value: string; children?: ReactNode; className?: string }) {
  return (
    <Card className={cn('p-5', className)}>
      <p className="text-sm font-medium text-stone-600">{title}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-stone-900">{value}</p>
      {children ? <div className="mt-2 text-sm text-stone-700">{children}</div> : null}
    </Card>
  );
}

/** Free plan: what the posted rate is, and where to upgrade. */
function Locked() {
  return (
    <EmptyState
      icon={<Lock className="h-6 w-6" />}
      title="The posted rate comes with Professional"
      description="See which of the customers who chose Google actually posted a review, by month, channel and team member: each submission matched to the Google review it became."
      action={
        <Button asChild>
          <Link to={subscriptionPage('/subscription')}>Upgrade your plan</Link>
        </Button>
      }
    />
  );
}

/** The analytics page's "Posted on Google" tab: of the customers who chose Google, how many posted, and how fast. */
export default function PostedRateTab({ timeRange }: AnalyticsTabProps) {
  const status = useQuery({ queryKey: googleKeys.status, queryFn: googleClient.status, staleTime: minutes(5) });
  const query = useQuery({
    queryKey: googleKeys.postedRate(timeRange),
    queryFn: () => googleClient.postedRate(timeRange),
    placeholderData: keepPreviousData,
    staleTime: minutes(2),
  });
  if (query.isLoading) return <LoadingBlock label="Loading the posted rate…" />;
  if (isPlanLocked(query.error)) return <Locked />;
  if (query.error)
    return (
      <Notice tone="danger" title="Could not load the posted rate">
        {query.error.message}
      </Notice>
    );
  const d = query.data?.data;
  if (!d) return null;
  const s = status.data?.data;
  const median = d.medianDaysToPost;
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
      {s && !(s.connected && s.location) ? (
        <Notice title="Google is not connected">
          Reviews are matched once Korero reads them from Google.{' '}
          <Link to={settingsPage('google')} className="font-medium underline">
            Connect Google in Settings
          </Link>
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <Figure title="Posted rate" value={percent(d.total.rate)}>
          <p data-testid="posted-sentence">{postedSentence(d.total)}</p>
        </Figure>
        <Figure
          title="Days to post"
          value={median === null ? '—' : median === 0 ? 'Same day' : `${Math.round(median * 10) / 10} ${median === 1 ? 'day' : 'days'}`}
        >
          <p>Median, from the customer's submission to their review appearing on Google.</p>
        </Figure>
      </div>
      <p className="text-xs text-stone-600">
        A customer counts as posted when their Google review is matched to their submission: the words they approved, their first name and
        the time. A match Korero is not sure of is not counted, nor a review Google has since removed.
      </p>
      <RateTable title="By month" name="Month" rows={d.byMonth.map((r) => ({ ...r, label: monthLabel(r.month) }))} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <RateTable title="By channel" name="Channel" rows={d.byChannel.map((r) => ({ ...r, label: CHANNELS[r.channel] ?? r.channel }))} />
        <RateTable title="By team member" name="Team member" rows={d.byMember.map((r) => ({ ...r, label: r.member }))} />
      </div>
    </div>
  );
}
