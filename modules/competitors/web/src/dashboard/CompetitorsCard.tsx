import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Binoculars } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, cn, formatDate, minutes, Skeleton } from '@korero/web-kit';
import { competitorsClient, competitorsKeys, setupQuery } from '../../../contract/client.ts';
import { ratingTone, stars } from '../rating.ts';
import { plansIncluding } from '../../../contract/plans-including.ts';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

/** The dashboard's competitor card: the business's Google rating beside its competitors' average, or what the feature offers. */
export default function CompetitorsCard() {
  const setup = useQuery({ ...setupQuery, staleTime: minutes(5) });
  const included = setup.data?.data.included === true;
  const latest = useQuery({
    queryKey: competitorsKeys.latest,
    queryFn: competitorsClient.latest,
    enabled: included,
    staleTime: minutes(2),
  });
  const a = latest.data?.data ?? null;
  const rated = (a?.competitors ?? []).filter((c) => c.averageRating !== null);
  // Like with like: the business's public Google rating beside theirs, never its Korero answers (private ones included).
  const mine = a?.own?.google?.averageRating ?? null;
  const average = rated.length ? rated.reduce((sum, c) => sum + c.averageRating!, 0) / rated.length : null;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Binoculars className="h-5 w-5 text-brand-700" aria-hidden /> Competitors
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {setup.isLoading || (included && latest.isLoading) ? <Skeleton className="h-20 w-full" /> : null}
        {setup.data && !included ? (
          <p className="text-sm text-stone-600">
            See how your rating compares with businesses like yours nearby, and what their customers complain about.
            {plansIncluding(setup.data.data) ? ` Comes with ${plansIncluding(setup.data.data)}.` : ''}
          </p>
        ) : null}
        {included && latest.isSuccess && (!a || a.competitors.length === 0) ? (
          <p className="text-sm text-stone-600">No competitors on your list yet. Start an analysis to see who you are up against.</p>
        ) : null}
        {a && a.competitors.length > 0 ? (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div>
                <dt className="text-xs text-stone-600">You on Google</dt>
                <dd className={cn('text-xl font-bold', ratingTone(mine))} data-testid="own-google-rating">
                  {stars(mine)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Their average</dt>
                <dd className={cn('text-xl font-bold', ratingTone(average))}>
                  {stars(average === null ? null : Math.round(average * 10) / 10)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Competitors</dt>
                <dd className="text-xl font-bold text-stone-900">{a.competitors.length}</dd>
              </div>
            </dl>
            {mine === null ? (
              <p className="text-xs text-stone-600">
                Your own Google rating is not known, so it is not compared: Korero's answers include private feedback.
              </p>
            ) : null}
            {a.lastUpdated ? <p className="text-xs text-stone-600">Last updated {formatDate(a.lastUpdated)}</p> : null}
          </>
        ) : null}
        <div>
          <Button asChild size="sm" variant={included ? 'primary' : 'outline'}>
            <Link to={included ? '/competitors' : subscriptionPage('/subscription')}>
              {included ? 'Open competitor analysis' : 'See plans'}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
