import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, Card, CardContent, CardHeader, CardTitle, minutes, Skeleton } from '@korero/web-kit';
import { followUpsClient, followUpsKeys } from '../../../contract/client.ts';
import { waitedFor } from '../words.ts';

const OLDEST = { status: 'open', sort: 'oldest-waiting', limit: 1 } as const;

/** dashboard.cards (half): how many follow-ups need an answer, how many wait for the customer, and the oldest. */
export default function FollowUpsCard() {
  const counts = useQuery({ queryKey: followUpsKeys.counts, queryFn: followUpsClient.counts, staleTime: minutes(1) });
  const open = counts.data?.data.open ?? 0;
  const oldest = useQuery({
    queryKey: followUpsKeys.list(OLDEST),
    queryFn: () => followUpsClient.list(OLDEST),
    enabled: open > 0,
    staleTime: minutes(1),
  });
  const first = oldest.data?.data[0];
  const waited = waitedFor(first?.waitingSince ?? null);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ChatIcon /> Follow-ups
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {counts.isLoading ? <Skeleton className="h-16 w-full" /> : null}
        {counts.error ? <p className="text-sm text-red-700">Could not load your follow-ups: {counts.error.message}</p> : null}
        {counts.data ? (
          <dl className="grid grid-cols-2 gap-2 text-center">
            <div className="rounded-lg bg-stone-50 p-2">
              <dt className="text-xs text-stone-600">Need your answer</dt>
              <dd className="text-2xl font-bold text-stone-900" data-testid="open-count">
                {open}
              </dd>
            </div>
            <div className="rounded-lg bg-stone-50 p-2">
              <dt className="text-xs text-stone-600">Waiting for the customer</dt>
              <dd className="text-2xl font-bold text-stone-900">{counts.data.data.waiting}</dd>
            </div>
          </dl>
        ) : null}
        {counts.data && open === 0 ? (
          <p className="text-sm text-stone-600">
            Nothing needs an answer. When a customer tells you privately that something went wrong, you can reply here.
          </p>
        ) : null}
        {first && waited ? (
          <p className="text-sm text-stone-700">
            Oldest: <span className="font-medium text-stone-900">{first.customerName}</span>, waiting {waited}
          </p>
        ) : null}
        <div>
          <Button asChild size="sm" variant={open > 0 ? 'primary' : 'outline'}>
            <Link to={open > 0 ? '/follow-ups?status=open&sort=oldest-waiting' : '/follow-ups'}>Open follow-ups</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Two speech bubbles (lucide's messages-square), drawn inline: the entry stays free of the icon library's runtime. */
function ChatIcon() {
  return (
    <svg
      className="h-5 w-5 text-brand-700"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
      <path d="M20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1" />
    </svg>
  );
}
