import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, minutes, Skeleton, countOf } from '@korero/web-kit';
import { analyticsClient, analyticsKeys } from '../../../contract/client.ts';

/**
 * The dashboard's analytics card: six months of reviews as small bars, private feedback counted apart (it is not a
 * review), every customer's average and the completion rate.
 */
export default function AnalyticsCard() {
  const { data, isLoading, error } = useQuery({ queryKey: analyticsKeys.summary, queryFn: analyticsClient.summary, staleTime: minutes(5) });
  const s = data?.data;
  const peak = Math.max(1, ...(s?.months.map((m) => m.reviews) ?? [1]));
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="h-5 w-5 text-brand-700" aria-hidden /> Analytics
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {error ? <p className="text-sm text-stone-600">Your figures could not be loaded just now.</p> : null}
        {s ? (
          <>
            <dl className="grid grid-cols-2 gap-3 text-center">
              <div>
                <dt className="text-xs text-stone-600">Reviews, 6 months</dt>
                <dd className="text-xl font-bold text-stone-900">{s.totalReviews}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Private feedback</dt>
                <dd className="text-xl font-bold text-stone-900">{s.privateFeedback}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Average rating</dt>
                <dd className="text-xl font-bold text-stone-900">{s.averageRating === null ? '—' : s.averageRating.toFixed(1)}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Invitations completed</dt>
                <dd className="text-xl font-bold text-stone-900">{s.completionRate === null ? '—' : `${Math.round(s.completionRate)}%`}</dd>
              </div>
            </dl>
            <ol className="flex h-16 items-end gap-1.5" aria-label="Reviews per month">
              {s.months.map((m) => (
                <li
                  key={m.month}
                  className="flex flex-1 flex-col items-center gap-1"
                  aria-label={`${m.label}: ${countOf(m.reviews, 'review', 'reviews')}`}
                >
                  <span className="w-full rounded-t bg-brand-600" style={{ height: `${Math.max(2, (m.reviews / peak) * 48)}px` }} />
                  <span className="text-[10px] text-stone-600" aria-hidden>
                    {m.label.slice(0, 3)}
                  </span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <Link to="/analytics" className="text-sm font-medium text-brand-700 underline">
          See all analytics
        </Link>
      </CardContent>
    </Card>
  );
}
