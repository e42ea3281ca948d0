import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, minutes, Skeleton } from '@korero/web-kit';
import { googleClient, googleKeys } from '../../../contract/client.ts';
import { Stars } from '../stars.tsx';
import { settingsPage } from '@korero/module-business/contract/pages';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

/** Where the notification emails and this card send the owner: the Google reviews not answered yet. */
export const WAITING_LINK = reviewsPage('/reviews', { source: 'google', unanswered: true });

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-NZ')} ${n === 1 ? one : many}`;

/**
 * The dashboard's Google card (half width): the location's Google rating and how many reviews wait for an answer,
 * linking to them; an invitation to connect when not connected; nothing when this Korero has no Google client.
 * Last in the dashboard's grid (order 50). Part of the remote's entry (no lazy chunk): its own code is small and it asks for two light answers.
 */
export default function GoogleDashboardCard() {
  const status = useQuery({ queryKey: googleKeys.status, queryFn: googleClient.status, staleTime: minutes(5) });
  const s = status.data?.data;
  const connected = Boolean(s?.connected && s.location);
  const summary = useQuery({
    queryKey: googleKeys.summary,
    queryFn: googleClient.summary,
    enabled: connected,
    staleTime: minutes(2),
  });
  // Not configured (or the module's routes are off): the dashboard shows nothing of Google. Nothing while it asks
  // either: the card is the grid's last, so arriving moves nothing, where a placeholder would vanish on most Korero.
  if (!s || !s.configured) return null;
  const d = summary.data?.data;

  return (
    <Card className="h-full" data-testid="google-dashboard-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Star className="h-5 w-5 text-brand-700" aria-hidden /> Google reviews
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {connected && summary.isLoading ? <Skeleton className="h-20 w-full" /> : null}
        {!connected ? (
          <>
            <p className="text-sm text-stone-600">
              Connect your Google Business Profile to see your Google rating here, and answer your Google reviews from Korero.
            </p>
            <div>
              <Button asChild size="sm" variant="outline">
                <Link to={settingsPage('google')}>Connect Google in Settings</Link>
              </Button>
            </div>
          </>
        ) : null}
        {summary.error ? <p className="text-sm text-red-700">Could not load your Google reviews: {summary.error.message}</p> : null}
        {d ? (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {d.averageRating === null ? (
                <p className="text-sm text-stone-600">No rating yet: Korero has not read your Google reviews yet.</p>
              ) : (
                <>
                  <Stars value={Math.round(d.averageRating * 10) / 10} />
                  <p className="text-2xl font-bold text-stone-900">{d.averageRating.toFixed(1)}</p>
                  <p className="text-sm text-stone-600">from {count(d.totalReviews, 'review', 'reviews')}</p>
                </>
              )}
            </div>
            <p className="text-sm text-stone-700">
              {d.unanswered === 0
                ? 'Every Google review has an answer.'
                : `${count(d.unanswered, 'review is', 'reviews are')} waiting for an answer.`}
            </p>
            {d.waiting.length ? (
              <ul className="flex flex-col gap-2" aria-label="Waiting for an answer">
                {d.waiting.slice(0, 3).map((r) => (
                  <li key={r.id} className="flex min-w-0 items-center gap-2 text-sm">
                    <Stars value={r.starRating} />
                    <span className="min-w-0 truncate text-stone-700">
                      <span className="font-medium text-stone-900">{r.reviewer}</span>
                      {r.comment ? `: ${r.comment}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <div>
              <Button asChild size="sm" variant={d.unanswered ? 'primary' : 'outline'}>
                <Link to={d.unanswered ? WAITING_LINK : reviewsPage('/reviews', { source: 'google' })}>
                  {d.unanswered ? 'Answer Google reviews' : 'See Google reviews'}
                </Link>
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
