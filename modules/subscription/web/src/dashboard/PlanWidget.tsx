import { Link } from 'react-router';
import { ArrowRight, CalendarClock, CircleAlert, Crown } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, countOf, formatDate, Skeleton, useCan } from '@korero/web-kit';
import { STATUS_LABELS, STATUS_TONES } from '../lib/format.ts';
import { usePlans, useSubscriptionStatus } from '../queries.ts';

/** The dashboard's plan card: on Free, what Professional adds and the way to it; on a paid plan, what happens next. */
export default function PlanWidget() {
  const { data: status, isLoading } = useSubscriptionStatus();
  const { data: plans } = usePlans();
  // The plan is the owner's to change (the permission table's 'billing'): a manager sees it, with whom to ask.
  const billing = useCan('billing');
  if (isLoading || !status) {
    return (
      <Card className="h-full">
        <CardContent className="pt-6">
          <Skeleton className="h-24 w-full" />
        </CardContent>
      </Card>
    );
  }
  const current = plans?.data.find((p) => p.id === status.subscribedTier);
  const professional = plans?.data.find((p) => p.id === 'professional');
  const free = status.subscribedTier === 'free';
  const end = status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : null;

  return (
    <Card className="h-full" data-testid="plan-widget">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="h-5 w-5 text-kowhai-500" aria-hidden /> Your Plan
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-bold text-stone-900">{current?.name ?? status.subscribedTier}</p>
          {status.status !== 'active' ? <Badge tone={STATUS_TONES[status.status]}>{STATUS_LABELS[status.status]}</Badge> : null}
        </div>
        {free ? (
          <>
            <p className="text-sm text-stone-600">
              {countOf(current?.limits.invitesPerMonth ?? 5, 'invitation', 'invitations')} a month by link and QR code.
              {professional
                ? ` Professional makes them unlimited, adds SMS and email invitations and puts your logo on review pages, for $${professional.price} a month.`
                : ''}
            </p>
            {billing ? (
              <Button asChild className="self-start gap-2">
                <Link to="/subscription">
                  Upgrade <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </Button>
            ) : (
              <p className="text-sm text-stone-600">An owner of this business can change the plan.</p>
            )}
          </>
        ) : (
          <>
            <p className="flex items-start gap-1.5 text-sm text-stone-600">
              {status.status === 'past_due' ? (
                <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-orange-600" aria-hidden />
              ) : (
                <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden />
              )}
              <span>
                {status.status === 'past_due'
                  ? 'Your last payment did not go through; the plan keeps working while it is retried.'
                  : end
                    ? status.cancelAtPeriodEnd
                      ? `Ends on ${end}, then moves to Free.`
                      : `Renews on ${end}.`
                    : 'Arranged with Korero.'}
              </span>
            </p>
            {billing ? (
              <Button asChild variant="outline" className="self-start">
                <Link to="/subscription">Manage plan</Link>
              </Button>
            ) : (
              <p className="text-sm text-stone-600">An owner of this business can change the plan.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
