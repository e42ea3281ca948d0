import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { cn, EmptyState, LoadingBlock, minutes, Notice, PageHeader, Pager, TabRow, timeAgo, useCurrentUser } from '@korero/web-kit';
import { followUpsClient, followUpsKeys } from '../../../contract/client.ts';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from '../../../contract/words.ts';
import type { FollowUpSummary } from '../../../contract/api.ts';
import { Stars } from '../parts.tsx';
import { OUTCOME, STATUS, waitingWords } from '../words.ts';

const PAGE_SIZE = 20;
type Sort = 'newest' | 'oldest-waiting';

const EMPTY: Record<FollowUpStatus, { title: string; text: string }> = {
  open: {
    title: 'Nothing needs your answer',
    text: 'A follow-up opens when a customer tells you privately how it went, or answers with 3 stars or fewer. You can reply by email or text, keep notes, assign it and mark it resolved, all here.',
  },
  waiting: {
    title: 'No one to wait for',
    text: 'Follow-ups you have replied to wait here for the customer. Their answer (from the link in your message, or a text back) brings the follow-up back to Open.',
  },
  resolved: {
    title: 'Nothing resolved yet',
    text: 'When a follow-up is handled, resolve it with how it ended (fixed, refunded, explained, or no response). It comes back if the customer writes again.',
  },
};

function readParams(params: URLSearchParams) {
  const asked = params.get('status');
  const status: FollowUpStatus = (FOLLOW_UP_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as FollowUpStatus) : 'open';
  const sort: Sort = params.get('sort') === 'oldest-waiting' ? 'oldest-waiting' : 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { status, sort, page };
}

/** /follow-ups: the conversations with unhappy customers, by status, newest or longest-waiting first. */
export default function FollowUpsPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  // A technician's list holds only the follow-ups assigned to them (the server filters it).
  const technician = user?.role === 'technician';
  const { status, sort, page } = readParams(params);
  const top = useRef<HTMLDivElement>(null);
  const counts = useQuery({ queryKey: followUpsKeys.counts, queryFn: followUpsClient.counts, staleTime: minutes(1) });
  const query = { status, sort, page, limit: PAGE_SIZE } as const;
  const list = useQuery({
    queryKey: followUpsKeys.list(query),
    queryFn: () => followUpsClient.list(query),
    staleTime: minutes(1),
    placeholderData: keepPreviousData,
  });

  const go = (next: { status?: FollowUpStatus; sort?: Sort; page?: number }) => {
    const merged = { status, sort, ...next, page: next.page ?? 1 };
    const out = new URLSearchParams({ status: merged.status });
    if (merged.sort !== 'newest') out.set('sort', merged.sort);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // An address past the last page moves to the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && total > 0 && page > totalPages) go({ page: totalPages });
  });

  const tabs = FOLLOW_UP_STATUSES.map((id) => {
    const n = counts.data?.data[id];
    return { id, label: n === undefined ? STATUS[id].tab : `${STATUS[id].tab} (${n})` };
  });
  const rows = list.data?.data ?? [];

  return (
    <div ref={top} className="scroll-mt-20">
      <PageHeader
        title="Follow-ups"
        // A technician has no dashboard: their way back is the nav (their "Ask for a review").
        back={!technician}
        description={
          technician
            ? 'The follow-ups assigned to you: customers who told the business privately that something was not right. Reply, note and resolve.'
            : 'Customers who told you privately that something was not right, or answered with 3 stars or fewer. Reply, note, assign and resolve.'
        }
      />
      {/* The three tabs wrap on a phone rather than scroll sideways. */}
      <TabRow label="Which follow-ups" tabs={tabs} value={status} onChange={(id) => go({ status: id })} className="flex-wrap" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex items-center gap-1 rounded-lg bg-stone-100 p-1">
          <legend className="sr-only">Order</legend>
          {(
            [
              ['newest', 'Newest first'],
              ['oldest-waiting', status === 'resolved' ? 'Oldest first' : 'Oldest waiting first'],
            ] as const
          ).map(([id, label]) => (
            <button
              key={id}
              type="button"
              aria-pressed={sort === id}
              onClick={() => go({ sort: id })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700',
                sort === id ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
              )}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>

      <section className="mt-4" aria-label={`${STATUS[status].tab} follow-ups`} aria-busy={list.isFetching}>
        {list.isLoading ? <LoadingBlock label="Loading follow-ups…" /> : null}
        {list.error ? (
          <Notice tone="danger" title="Could not load your follow-ups">
            {list.error.message}
          </Notice>
        ) : null}
        {list.data && total === 0 ? (
          <EmptyState icon={<MessagesSquare className="h-6 w-6" />} title={EMPTY[status].title} description={EMPTY[status].text} />
        ) : null}
        {rows.length > 0 ? (
          <ul className="flex flex-col divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
            {rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </ul>
        ) : null}
        {list.data && total > 0 ? (
          <Pager
            page={page}
            limit={PAGE_SIZE}
            totalCount={total}
            totalPages={totalPages}
            noun={['follow-up', 'follow-ups']}
            busy={list.isPlaceholderData}
            onPage={(p) => {
              go({ page: p });
              top.current?.scrollIntoView({ block: 'start' });
            }}
          />
        ) : null}
      </section>
    </div>
  );
}

function Row({ row }: { row: FollowUpSummary }) {
  const waiting = waitingWords(row.status, row.waitingSince);
  return (
    <li>
      <Link
        to={`/follow-ups/${encodeURIComponent(row.id)}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-5"
        data-testid="follow-up-row"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="truncate font-semibold text-stone-900">{row.customerName}</span>
            <Stars value={row.starRating} />
            {row.stopped ? <span className="text-xs font-medium text-stone-600">Stopped messages</span> : null}
          </div>
          <div className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-stone-600">
            {waiting ? (
              <span className={cn('font-medium', row.status === 'open' ? 'text-amber-800' : 'text-stone-700')}>{waiting}</span>
            ) : null}
            {row.status === 'resolved' && row.outcome ? <span>Resolved: {OUTCOME[row.outcome]}</span> : null}
            <span>{row.lastMessageAt ? `Last message ${timeAgo(row.lastMessageAt).replace(/^Just/, 'just')}` : 'No messages yet'}</span>
            <span className={row.assignedToYou ? 'font-medium text-stone-900' : undefined}>
              {row.assignedToYou ? 'Assigned to you' : row.assignee ? `Assigned to ${row.assignee.name}` : 'Unassigned'}
            </span>
          </div>
        </div>
        <ChevronRight className="h-5 w-5 shrink-0 text-stone-400" aria-hidden />
      </Link>
    </li>
  );
}
