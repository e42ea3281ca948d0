import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MessageSquare, Plus, SearchX } from 'lucide-react';
import {
  Button,
  cn,
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  minutes,
  ModuleBoundary,
  Notice,
  PageHeader,
  Pager,
  usePageCursors,
  toast,
  useShell,
  useSlot,
} from '@korero/web-kit';
import { SubmissionCard } from '../components/SubmissionCard.tsx';
import { ReviewFilters } from '../components/ReviewFilters.tsx';
import { STATS_KEY } from '@korero/module-business/contract/client';
import { reviewsClient } from '../../../contract/client.ts';
import { reviewsSources, type ReviewsSourceProps } from '../../../contract/slots.ts';
import { ACTIVITY_KEY, MEMBERS_KEY, SUBMISSIONS_KEY, type SubmissionRow } from '../queries.ts';
import {
  ANY,
  KORERO_SOURCE,
  narrowsSubmissions,
  PAGE_SIZE,
  readFilters,
  submissionsQuery,
  writeFilters,
  type FilterKey,
  type Filters,
} from './review-filters.ts';
import { invitesPage } from '@korero/module-invites/contract/pages';

/** What a `reviews.sources` entry is drawn with: the page's filters that apply to any source. */
function sourceFilters(filters: Filters): ReviewsSourceProps['filters'] {
  return {
    ...(filters.rating ? { rating: filters.rating.split(',').map(Number) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.unanswered === 'true' ? { unanswered: true } : {}),
  };
}

/**
 * /reviews: Korero's own submissions and, beside them, the reviews of other sources (`reviews.sources`, e.g. Google),
 * filtered together. The Source filter shows one or all: all side by side on wide screens and one above the other on a
 * phone, each with its own paging (Korero's page in the address).
 */
export default function ReviewsPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => readFilters(params), [params]);
  const filtered = narrowsSubmissions(filters);
  const [pending, setPending] = useState<SubmissionRow | null>(null);
  const top = useRef<HTMLDivElement>(null);

  // Other modules' sources; a source named in the address waits for its module rather than falling back.
  const sources = useSlot(reviewsSources);
  const sourcesLoading = (useShell().pendingIn?.(reviewsSources) ?? 0) > 0;
  const asked = filters.source;
  const known = asked === KORERO_SOURCE || sources.some((s) => s.id === asked);
  const view = asked && known ? asked : asked && sourcesLoading ? null : ANY;
  const koreroShown = view === ANY || view === KORERO_SOURCE;
  const shownSources = view === null ? [] : sources.filter((s) => view === ANY || s.id === view);
  const sideBySide = koreroShown && shownSources.length > 0;
  const forSources = useMemo(() => sourceFilters(filters), [filters]);

  // Pages reached by Next or Previous ask by cursor (keyset, decision 0032); an address's page by number.
  const cursors = usePageCursors(submissionsQuery(filters, 1).toString());
  const cursor = cursors.cursorFor(page);
  const query = useMemo(
    () => Object.fromEntries([...submissionsQuery(filters, page), ['limit', String(PAGE_SIZE)], ...(cursor ? [['cursor', cursor]] : [])]),
    [filters, page, cursor],
  );
  const list = useQuery({
    queryKey: [...SUBMISSIONS_KEY, query],
    queryFn: () => reviewsClient.submissions({ page: '1', ...query }),
    enabled: koreroShown,
    staleTime: minutes(2),
    // The last page stays on screen while the next loads, so the list does not jump to a spinner.
    placeholderData: keepPreviousData,
  });
  const members = useQuery({ queryKey: MEMBERS_KEY, queryFn: () => reviewsClient.creditedMembers(), staleTime: minutes(5) });

  const go = useCallback(
    (next: typeof filters, nextPage: number) => setParams(writeFilters(next, nextPage), { replace: false }),
    [setParams],
  );
  // Any change of filter starts again at page 1.
  const change = useCallback(
    (key: FilterKey, value: string | undefined) => {
      const next = { ...filters, [key]: value };
      // Korero's submissions have no answers: "not answered yet" would narrow nothing there.
      if (key === 'source' && value === KORERO_SOURCE) delete next.unanswered;
      go(next, 1);
    },
    [filters, go],
  );
  // Clearing keeps the source: it is what the owner is looking at, not a narrowing of it.
  const clear = useCallback(() => go(filters.source ? { source: filters.source } : {}, 1), [filters.source, go]);
  const turn = (nextPage: number) => {
    go(filters, nextPage);
    top.current?.scrollIntoView({ block: 'start' });
  };

  // A page emptied by deleting its last review, or an address past the end, moves to the last page there is.
  const answer = list.data;
  const { remember } = cursors;
  useEffect(() => {
    if (!answer || list.isPlaceholderData) return;
    const { totalPages, totalCount, totalCapped, nextCursor } = answer.pagination;
    remember(answer.pagination.page, nextCursor);
    if (totalCount > 0 && page > totalPages && !totalCapped) go(filters, totalPages);
  }, [answer, list.isPlaceholderData, page, filters, go, remember]);

  const remove = useMutation({
    mutationFn: (id: string) => reviewsClient.deleteSubmission(id),
    onSuccess: async () => {
      setPending(null);
      // The cursors carry the total counted before: later pages are asked for by number until walked again.
      cursors.forget();
      toast({ title: 'Review deleted', variant: 'success' });
      await Promise.all([
        client.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
        client.invalidateQueries({ queryKey: STATS_KEY }),
        client.invalidateQueries({ queryKey: ACTIVITY_KEY }),
      ]);
    },
    onError: (error) =>
      toast({ title: 'Delete failed', description: error.message || 'Failed to delete the review', variant: 'destructive' }),
  });
  const rows = answer?.data ?? [];
  // One list of the page's ids for every card, so a module's line on each card asks once for the page.
  const pageIds = useMemo(() => (answer?.data ?? []).map((r) => r.id), [answer]);
  const none = answer && answer.pagination.totalCount === 0;

  const korero = (
    <>
      {list.isLoading ? <LoadingBlock label="Loading reviews…" /> : null}
      {list.error ? (
        <Notice tone="danger" title="Could not load your reviews">
          {list.error.message}
        </Notice>
      ) : null}
      {none && !filtered ? (
        <EmptyState
          icon={<MessageSquare className="h-6 w-6" />}
          title="No reviews yet"
          description="When customers respond to your invitations, their reviews and private feedback appear here."
          action={
            <Button icon={<Plus className="h-4 w-4" />} onClick={() => navigate(invitesPage('/invites'))}>
              Create Your First Invite
            </Button>
          }
        />
      ) : null}
      {none && filtered ? (
        <EmptyState
          icon={<SearchX className="h-6 w-6" />}
          title="No reviews match"
          description="No review matches these filters. Try a wider date range or fewer filters."
          action={
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          }
        />
      ) : null}
      <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
        {rows.map((row) => (
          <SubmissionCard key={row.id} row={row} pageIds={pageIds} onDelete={() => setPending(row)} />
        ))}
      </div>
      {answer && !none ? (
        <Pager
          {...answer.pagination}
          noun={['review', 'reviews']}
          onPage={turn}
          busy={list.isPlaceholderData}
          {...(sideBySide ? { label: 'Pages of Korero submissions' } : {})}
        />
      ) : null}
    </>
  );

  return (
    <div ref={top} className="scroll-mt-20">
      <PageHeader title="Reviews" description="View and manage all submitted customer reviews" />
      {none && !filtered && sources.length === 0 && !sourcesLoading ? null : (
        <ReviewFilters
          filters={filters}
          members={members.data?.data ?? []}
          onChange={change}
          onClear={clear}
          sources={sources}
          source={view ?? asked ?? ANY}
        />
      )}
      {view === null ? <LoadingBlock label="Loading reviews…" /> : null}
      <div className={cn(sideBySide && 'grid grid-cols-1 gap-8 lg:grid-cols-2 lg:items-start lg:gap-6 [&>*]:min-w-0')}>
        {koreroShown ? (
          <section aria-labelledby={sideBySide ? 'reviews-korero' : undefined} aria-label={sideBySide ? undefined : 'Korero submissions'}>
            {sideBySide ? (
              <h2 id="reviews-korero" className="mb-3 text-lg font-semibold text-stone-900">
                Korero submissions
              </h2>
            ) : null}
            {korero}
          </section>
        ) : null}
        {shownSources.map((source) => (
          <section key={`${source.module}:${source.id}`} aria-label={`${source.label} reviews`}>
            {sideBySide ? <h2 className="mb-3 text-lg font-semibold text-stone-900">{source.label} reviews</h2> : null}
            <ModuleBoundary name={source.label}>
              <source.Component filters={forSources} />
            </ModuleBoundary>
          </section>
        ))}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Delete this review?"
        description="Are you sure you want to delete this review? This action cannot be undone."
        confirmLabel="Delete Review"
        destructive
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.id)}
      />
    </div>
  );
}
