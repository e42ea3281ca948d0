import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Ban, Clock, MessageSquareReply, Pencil, SearchX, Star, Trash2 } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  cn,
  ConfirmDialog,
  EmptyState,
  formatDate,
  LoadingBlock,
  minutes,
  Notice,
  Pager,
  usePageCursors,
  ModuleBoundary,
  toast,
  useSlot,
} from '@korero/web-kit';
import type { ReviewsSourceProps } from '@korero/module-reviews/contract/slots';
import { googleClient, googleKeys, type GoogleReview, type ReviewsFilter } from '../../../contract/client.ts';
import { googleReviewActions } from '../../../contract/slots.ts';
import { Stars } from '../stars.tsx';
import { AnswerLocked, ReplyEditor } from './ReplyEditor.tsx';
import { settingsPage } from '@korero/module-business/contract/pages';

const PAGE_SIZE = 20;

/**
 * One Google review: who, stars, when, what they wrote, whether Google still shows it, and the business's answer with
 * Google's moderation of it (waiting for Google's check, or rejected and why, with Edit to send a new one).
 */
function GoogleReviewCard({
  review,
  locked,
  onLocked,
  onDelete,
}: {
  review: GoogleReview;
  locked: boolean;
  onLocked: () => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  // Other modules' actions on the review (`google.reviewActions`: compliance's "Prepare a dispute").
  const actions = useSlot(googleReviewActions);
  const removed = review.removedAt !== null;
  const rejected = review.reply?.state === 'rejected';
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="google-review">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-stone-900">{review.reviewer}</h3>
          <p className="text-sm text-stone-600">
            <span className="sr-only">Posted on Google on </span>
            {formatDate(review.createdAt)}
            {review.updatedAt !== review.createdAt ? ` · edited ${formatDate(review.updatedAt)}` : ''}
          </p>
        </div>
        <Stars value={review.starRating} />
      </div>
      {removed ? (
        <p className="flex items-start gap-1.5 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Removed by Google — last seen {formatDate(review.lastSeenAt)}
        </p>
      ) : null}
      {review.comment ? (
        <blockquote className="rounded-lg border-l-4 border-stone-300 bg-stone-50 px-3 py-2 break-words whitespace-pre-line text-stone-800">
          {review.comment}
        </blockquote>
      ) : (
        <p className="text-sm text-stone-500">A rating without words.</p>
      )}
      {review.submissionId ? (
        <p className="text-sm text-stone-600">
          <Badge tone="brand">From {review.customerName || 'a customer'} via Korero</Badge>
        </p>
      ) : null}
      {editing && locked ? <AnswerLocked /> : null}
      {editing && !locked ? <ReplyEditor review={review} onDone={() => setEditing(false)} onLocked={onLocked} /> : null}
      {!editing && review.reply ? (
        <div className={cn('rounded-lg border px-3 py-2 text-sm', rejected ? 'border-red-200 bg-red-50' : 'border-brand-200 bg-brand-50')}>
          {rejected ? (
            <p className="mb-2 flex items-start gap-1.5 font-medium text-red-800">
              <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">Google rejected this reply: {review.reply.rejectedReason}</span>
            </p>
          ) : null}
          <p className={cn('font-medium', rejected ? 'text-stone-900' : 'text-brand-900')}>
            Your reply <span className="font-normal text-stone-600">· {formatDate(review.reply.updatedAt)}</span>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-800">{review.reply.comment}</p>
          {review.reply.state === 'pending' ? (
            <p className="mt-1 flex items-center gap-1.5 text-stone-600">
              <Clock className="h-4 w-4 shrink-0" aria-hidden />
              Waiting for Google to check it before it is shown
            </p>
          ) : null}
          {rejected ? <p className="mt-1 text-stone-700">Google does not show it. Edit it to send Google a new one.</p> : null}
          {removed ? null : (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" icon={<Pencil className="h-4 w-4" aria-hidden />} onClick={() => setEditing(true)}>
                Edit reply
              </Button>
              <Button size="sm" variant="dangerGhost" icon={<Trash2 className="h-4 w-4" aria-hidden />} onClick={onDelete}>
                Delete reply
              </Button>
            </div>
          )}
        </div>
      ) : null}
      {!editing && !review.reply && !removed ? (
        <div>
          <Button size="sm" icon={<MessageSquareReply className="h-4 w-4" aria-hidden />} onClick={() => setEditing(true)}>
            Answer
          </Button>
        </div>
      ) : null}
      {actions.map((entry) => (
        <ModuleBoundary key={entry.id} name={entry.module} compact fallback={null}>
          <entry.Component reviewId={review.id} submissionId={review.submissionId} />
        </ModuleBoundary>
      ))}
    </Card>
  );
}

const sameFilters = (a: ReviewsSourceProps['filters'], b: ReviewsSourceProps['filters']) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Reviews page's Google source (`reviews.sources`): the location's reviews as the page's filters narrow them,
 * newest first, with their own paging, and each one's answer.
 */
export default function GoogleReviewsList({ filters }: ReviewsSourceProps) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  // Any change of filter starts again at page 1.
  const [shown, setShown] = useState(filters);
  if (!sameFilters(shown, filters)) {
    setShown(filters);
    setPage(1);
  }
  const [locked, setLocked] = useState(false);
  const [pending, setPending] = useState<GoogleReview | null>(null);

  const status = useQuery({ queryKey: googleKeys.status, queryFn: googleClient.status, staleTime: minutes(1) });
  const s = status.data?.data;
  const ready = Boolean(s?.connected && s.location);
  const narrowed: ReviewsFilter = {
    ...(filters.unanswered ? { answered: false } : {}),
    ...(filters.rating?.length ? { rating: filters.rating } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  };
  // Next and Previous ask by cursor (keyset, decision 0032), as fast at the end of a long list as at its start.
  const cursors = usePageCursors(JSON.stringify(narrowed));
  const cursor = cursors.cursorFor(page);
  const query: ReviewsFilter = { page, limit: PAGE_SIZE, ...narrowed, ...(cursor ? { cursor } : {}) };
  const list = useQuery({
    queryKey: googleKeys.reviews(query),
    queryFn: () => googleClient.reviews(query),
    enabled: ready,
    staleTime: minutes(2),
    placeholderData: keepPreviousData,
  });
  const { remember } = cursors;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData) remember(list.data.page, list.data.nextCursor);
  }, [list.data, list.isPlaceholderData, remember]);
  const remove = useMutation({
    mutationFn: (id: string) => googleClient.deleteReply(id),
    onSuccess: async () => {
      setPending(null);
      cursors.forget();
      toast({ title: 'Reply deleted from Google', variant: 'success' });
      await client.invalidateQueries({ queryKey: googleKeys.all });
    },
    onError: (error) => toast({ title: 'Could not delete the reply', description: error.message, variant: 'destructive' }),
  });

  if (status.isLoading) return <LoadingBlock label="Loading your Google reviews…" />;
  if (status.error)
    return (
      <Notice tone="danger" title="Could not load your Google reviews">
        {status.error.message}
      </Notice>
    );
  if (s && !s.configured)
    return (
      <Notice title="Google reviews are not set up on this Korero">
        Its administrator needs a Google Cloud project approved for the Business Profile APIs and an OAuth client.
      </Notice>
    );
  if (!ready)
    return (
      <EmptyState
        icon={<Star className="h-6 w-6" />}
        title="Google is not connected"
        description="Connect your Google Business Profile to see your Google reviews here and answer them."
        action={
          <Button asChild>
            <Link to={settingsPage('google')}>Connect Google in Settings</Link>
          </Button>
        }
      />
    );

  const answer = list.data;
  const filtered = Object.values(filters).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0));
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.limit)) : 1;
  return (
    <div className="flex flex-col gap-4" aria-busy={list.isFetching}>
      {list.isLoading ? <LoadingBlock label="Loading your Google reviews…" /> : null}
      {list.error ? (
        <Notice tone="danger" title="Could not load your Google reviews">
          {list.error.message}
        </Notice>
      ) : null}
      {answer && answer.total === 0 ? (
        filtered ? (
          <EmptyState
            icon={<SearchX className="h-6 w-6" />}
            title="No Google reviews match"
            description={
              filters.unanswered ? 'Every Google review that matches has an answer.' : 'Try a wider date range or fewer filters.'
            }
          />
        ) : (
          <EmptyState
            icon={<Star className="h-6 w-6" />}
            title="No Google reviews yet"
            description="When customers post reviews on Google, they appear here after the next sync."
          />
        )
      ) : null}
      {answer?.data.map((review) => (
        <GoogleReviewCard
          key={review.id}
          review={review}
          locked={locked}
          onLocked={() => setLocked(true)}
          onDelete={() => setPending(review)}
        />
      ))}
      {answer && answer.total > 0 ? (
        <Pager
          page={answer.page}
          limit={answer.limit}
          totalCount={answer.total}
          totalPages={pages}
          totalCapped={answer.totalCapped}
          nextCursor={answer.nextCursor}
          noun={['Google review', 'Google reviews']}
          label="Pages of Google reviews"
          onPage={setPage}
          busy={list.isPlaceholderData}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Delete your reply?"
        description="The reply is removed from Google too. The review stays, and you can answer it again."
        confirmLabel="Delete reply"
        destructive
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.id)}
      />
    </div>
  );
}
