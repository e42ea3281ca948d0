import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MessageSquare, Plus } from 'lucide-react';
import { Button, ConfirmDialog, EmptyState, LoadingBlock, minutes, Notice, PageHeader, toast } from '@korero/web-kit';
import { SubmissionCard } from '../components/SubmissionCard.tsx';
import { STATS_KEY } from '@korero/module-business/contract/client';
import { reviewsClient } from '../../../contract/client.ts';
import { ACTIVITY_KEY, SUBMISSIONS_KEY, type SubmissionRow } from '../queries.ts';

export default function ReviewsPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(20);
  const [pending, setPending] = useState<SubmissionRow | null>(null);
  const list = useQuery({
    queryKey: [...SUBMISSIONS_KEY, limit],
    queryFn: () => reviewsClient.submissions(limit),
    staleTime: minutes(2),
  });
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
  const rows = list.data?.data ?? [];

  return (
    <div>
      <PageHeader title="Reviews" description="View and manage all submitted customer reviews" />
      {list.isLoading ? <LoadingBlock label="Loading reviews…" /> : null}
      {list.error ? (
        <Notice tone="danger" title="Could not load your reviews">
          {list.error.message}
        </Notice>
      ) : null}
      {list.data && rows.length === 0 ? (
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
      <div className="flex flex-col gap-4">
        {rows.map((row) => (
          <SubmissionCard key={row.id} row={row} onDelete={() => setPending(row)} />
        ))}
      </div>
      {list.data && list.data.pagination.totalCount > rows.length ? (
        <Button variant="outline" className="mt-4 w-full" onClick={() => setLimit((l) => Math.min(100, l + 20))}>
          Show more
        </Button>
      ) : null}
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
