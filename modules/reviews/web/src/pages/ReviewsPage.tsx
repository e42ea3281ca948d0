import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MessageSquare, Plus, SearchX } from 'lucide-react';
import { Button, ConfirmDialog, EmptyState, LoadingBlock, minutes, Notice, PageHeader, Pager, toast } from '@korero/web-kit';
import { SubmissionCard } from '../components/SubmissionCard.tsx';
import { ReviewFilters } from '../components/ReviewFilters.tsx';
import { STATS_KEY } from '@korero/module-business/contract/client';
import { reviewsClient } from '../../../contract/client.ts';
import { ACTIVITY_KEY, MEMBERS_KEY, SUBMISSIONS_KEY, type SubmissionRow } from '../queries.ts';
import { PAGE_SIZE, readFilters, writeFilters, type FilterKey } from './review-filters.ts';

export default function ReviewsPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => readFilters(params), [params]);
  const filtered = Object.keys(filters).length > 0;
  const [pending, setPending] = useState<SubmissionRow | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const query = useMemo(() => Object.fromEntries([...writeFilters(filters, page), ['limit', String(PAGE_SIZE)]]), [filters, page]);
  const list = useQuery({
    queryKey: [...SUBMISSIONS_KEY, query],
    queryFn: () => reviewsClient.submissions({ page: '1', ...query }),
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
  const change = useCallback((key: FilterKey, value: string | undefined) => go({ ...filters, [key]: value }, 1), [filters, go]);
  const turn = (nextPage: number) => {
    go(filters, nextPage);
    top.current?.scrollIntoView({ block: 'start' });
  };

  // A page emptied by deleting its last review, or an address past the end, moves to the last page there is.
  const answer = list.data;
  useEffect(() => {
    if (!answer || list.isPlaceholderData) return;
    const { totalPages, totalCount } = answer.pagination;
    if (totalCount > 0 && page > totalPages) go(filters, totalPages);
  }, [answer, list.isPlaceholderData, page, filters, go]);

  const remove = useMutation({
    mutationFn: (id: string) => reviewsClient.deleteSubmission(id),
    onSuccess: async () => {
      setPending(null);
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
  const none = answer && answer.pagination.totalCount === 0;

  return (
    <div ref={top} className="scroll-mt-20">
      <PageHeader title="Reviews" description="View and manage all submitted customer reviews" />
      {none && !filtered ? null : (
        <ReviewFilters filters={filters} members={members.data?.data ?? []} onChange={change} onClear={() => go({}, 1)} />
      )}
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
            <Button icon={<Plus className="h-4 w-4" />} onClick={() => navigate('/invites')}>
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
            <Button variant="outline" onClick={() => go({}, 1)}>
              Clear filters
            </Button>
          }
        />
      ) : null}
      <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
        {rows.map((row) => (
          <SubmissionCard key={row.id} row={row} onDelete={() => setPending(row)} />
        ))}
      </div>
      {answer && !none ? <Pager {...answer.pagination} noun={['review', 'reviews']} onPage={turn} busy={list.isPlaceholderData} /> : null}
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
