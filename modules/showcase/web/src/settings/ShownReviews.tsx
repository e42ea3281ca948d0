import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { Badge, Button, formatDate, FormError, Skeleton, toast } from '@korero/web-kit';
import {
  HIDE_REASON_LABELS,
  HIDE_REASONS,
  type HideReason,
  showcaseClient,
  showcaseKeys,
  type ShowcaseOwnerReview,
} from '../../../contract/client.ts';

type Answer = { data: ShowcaseOwnerReview[] };
type Change = { review: ShowcaseOwnerReview; reason?: HideReason };

/**
 * Why the owner hides a review, asked before it goes: only for what should not be public (issue 44). A low score is
 * not on the list; the widget and page tell readers once the business has chosen.
 */
function HideReasons({
  review,
  onHide,
  onCancel,
}: {
  review: ShowcaseOwnerReview;
  onHide: (reason: HideReason) => void;
  onCancel: () => void;
}) {
  const name = useId();
  const [reason, setReason] = useState<HideReason | null>(null);
  return (
    <form
      className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3"
      aria-label={`Why hide the review by ${review.name}?`}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason) onHide(reason);
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-stone-800">Why hide it?</legend>
        {HIDE_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name={name}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
              className="h-4 w-4 accent-brand-700"
            />
            {HIDE_REASON_LABELS[r]}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-stone-600">Once any review is hidden, your widget and page say that you chose the reviews they show.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!reason} aria-describedby={reason ? undefined : `${name}-why`}>
          Hide review
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {reason ? null : (
        <p id={`${name}-why`} className="text-xs text-stone-600">
          Choose a reason to hide it.
        </p>
      )}
    </form>
  );
}

/** The reviews the widget may show (customers who agreed, and Google's), each with Hide or Show. */
export function ShownReviews({ onChanged }: { onChanged: () => void }) {
  const client = useQueryClient();
  const reviews = useQuery({ queryKey: showcaseKeys.reviews, queryFn: showcaseClient.reviews });
  const [asking, setAsking] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: ({ review: r, reason }: Change) => showcaseClient.setHidden(r.source, r.id, !r.hidden, reason),
    onMutate: async ({ review: r, reason }: Change) => {
      // Switched at once; put back if the server refuses.
      await client.cancelQueries({ queryKey: showcaseKeys.reviews });
      const before = client.getQueryData<Answer>(showcaseKeys.reviews);
      if (before)
        client.setQueryData<Answer>(showcaseKeys.reviews, {
          data: before.data.map((x) =>
            x.source === r.source && x.id === r.id ? { ...x, hidden: !r.hidden, hiddenReason: r.hidden ? null : (reason ?? null) } : x,
          ),
        });
      return { before };
    },
    onError: (error, _r, context) => {
      if (context?.before) client.setQueryData(showcaseKeys.reviews, context.before);
      toast({ title: 'Could not change what the widget shows', description: error.message, variant: 'destructive' });
    },
    onSuccess: (_answer, { review: r }) => {
      toast({ title: r.hidden ? 'Review shown on your website' : 'Review hidden from your website', variant: 'success' });
      onChanged();
    },
  });

  const list = reviews.data?.data;
  return (
    <section aria-labelledby="showcase-reviews-title" className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      <div>
        <h3 id="showcase-reviews-title" className="text-sm font-medium text-stone-800">
          Reviews the widget may show
        </h3>
        <p className="text-xs text-stone-600">
          Korero reviews whose customer ticked “The business may show my review and first name on its website”, and your Google reviews when
          Google is connected. Hide one only if it shows personal details, is offensive, or is not about your business.
        </p>
      </div>
      {reviews.isLoading ? <Skeleton className="h-16 w-full" /> : null}
      <FormError message={reviews.error?.message} />
      {list && list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 text-sm text-stone-600">
          None yet. A customer's review appears here once they tick the box when they approve it.
        </p>
      ) : null}
      {list && list.length > 0 ? (
        <ul className="flex flex-col gap-2" data-testid="showcase-reviews">
          {list.map((r) => (
            <li
              key={`${r.source}:${r.id}`}
              className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 sm:flex-row sm:items-start sm:justify-between"
              data-testid="showcase-review"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium text-stone-900">{r.name}</span>
                  <span className="text-amber-600" role="img" aria-label={`${r.starRating} out of 5 stars`}>
                    {'★'.repeat(r.starRating)}
                    <span className="text-stone-300">{'★'.repeat(5 - r.starRating)}</span>
                  </span>
                  <Badge tone={r.source === 'google' ? 'info' : 'brand'}>{r.source === 'google' ? 'Google' : 'Collected by Korero'}</Badge>
                  {r.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
                </p>
                {r.hidden ? (
                  <p className="text-xs text-stone-600">
                    {r.hiddenReason ? HIDE_REASON_LABELS[r.hiddenReason] : 'Hidden before reasons were asked'}
                  </p>
                ) : null}
                <p className="text-xs text-stone-500">{formatDate(r.createdAt)}</p>
                <p className={`mt-1 line-clamp-3 text-sm break-words ${r.hidden ? 'text-stone-500' : 'text-stone-800'}`}>{r.text}</p>
                {asking === `${r.source}:${r.id}` && !r.hidden ? (
                  <div className="mt-2">
                    <HideReasons
                      review={r}
                      onCancel={() => setAsking(null)}
                      onHide={(reason) => {
                        setAsking(null);
                        toggle.mutate({ review: r, reason });
                      }}
                    />
                  </div>
                ) : null}
              </div>
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                icon={r.hidden ? <Eye className="h-4 w-4" aria-hidden /> : <EyeOff className="h-4 w-4" aria-hidden />}
                aria-label={`${r.hidden ? 'Show' : 'Hide'} the review by ${r.name}`}
                aria-expanded={r.hidden ? undefined : asking === `${r.source}:${r.id}`}
                disabled={toggle.isPending && toggle.variables?.review.id === r.id}
                onClick={() => (r.hidden ? toggle.mutate({ review: r }) : setAsking(`${r.source}:${r.id}`))}
              >
                {r.hidden ? 'Show' : 'Hide'}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
