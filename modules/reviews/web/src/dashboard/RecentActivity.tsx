import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Activity, Lock, Star } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, cn, minutes, Skeleton, timeAgoShort } from '@korero/web-kit';
import { ACTIVITY_KEY, reviewsClient } from '../../../contract/client.ts';
import { ActivityLine } from './activity-line.tsx';

const tier = (stars: number) =>
  stars >= 4 ? 'bg-emerald-100 text-emerald-800' : stars === 3 ? 'bg-amber-100 text-amber-800' : 'bg-orange-100 text-orange-800';

/** The dashboard's latest four customer responses. */
export default function RecentActivity() {
  const { data, isLoading } = useQuery({ queryKey: ACTIVITY_KEY, queryFn: () => reviewsClient.activity(5), staleTime: minutes(2) });
  const items = data?.data ?? [];
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="h-5 w-5 text-brand-700" aria-hidden /> Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {data && items.length === 0 ? (
          <p className="text-sm text-stone-500">No responses yet. They appear here as customers answer your invitations.</p>
        ) : null}
        <ul className="flex flex-col gap-3" aria-label="Recent activity">
          {items.slice(0, 4).map((item) => (
            <li key={item.id} className="flex items-center gap-3">
              <span
                className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold', tier(item.starRating))}
              >
                {item.destination === 'private' ? (
                  <Lock className="h-4 w-4" aria-hidden />
                ) : (
                  <span className="flex items-center">
                    {item.starRating}
                    <Star className="ml-0.5 h-3 w-3 fill-current" aria-hidden />
                  </span>
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-900">
                  <ActivityLine item={item} />
                </p>
                <p className="truncate text-xs text-stone-500">
                  {item.customerName}
                  {item.jobDescription ? ` · ${item.jobDescription}` : ''} · {timeAgoShort(item.createdAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        {items.length > 4 ? (
          <Link to="/reviews" className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
            View All Activity
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
