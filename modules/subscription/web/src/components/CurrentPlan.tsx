import { CalendarClock, CircleAlert } from 'lucide-react';
import { Badge, Card, formatLongDate, countOf } from '@korero/web-kit';
import type { PlanView, SubscriptionStatusView } from '../../../contract/api.ts';
import { STATUS_LABELS, STATUS_TONES } from '../lib/format.ts';

/** The plan the business is on, its status when it is not active, and what happens next. */
export function CurrentPlan({ status, plans }: { status: SubscriptionStatusView; plans: PlanView[] }) {
  const plan = plans.find((p) => p.id === status.subscribedTier);
  const name = plan?.name ?? status.subscribedTier.charAt(0).toUpperCase() + status.subscribedTier.slice(1);
  const end = status.currentPeriodEnd ? formatLongDate(status.currentPeriodEnd) : null;
  const paid = status.subscribedTier !== 'free';
  let next: string | null = null;
  if (paid && status.status === 'active' && end)
    next = status.cancelAtPeriodEnd
      ? `Ends on ${end}, then moves to Free`
      : `Renews on ${end}${status.interval ? `, billed ${status.interval === 'year' ? 'yearly' : 'monthly'}` : ''}`;
  if (status.status === 'past_due')
    next = 'Your last payment did not go through. Check your card with your bank; the plan keeps working while payment is retried.';
  if (status.status === 'paused') next = 'Your plan is paused, so Free limits apply for now.';
  if (status.status === 'canceled' && !paid) next = 'Your paid plan has ended. You can upgrade again at any time.';

  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6" data-testid="current-plan">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-stone-600">Your plan</p>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-2xl font-bold tracking-tight text-stone-900">{name}</p>
          {status.status !== 'active' ? <Badge tone={STATUS_TONES[status.status]}>{STATUS_LABELS[status.status]}</Badge> : null}
          {status.cancelAtPeriodEnd && status.status === 'active' ? <Badge tone="warning">Cancels at period end</Badge> : null}
        </div>
        {next ? (
          <p className="flex items-start gap-1.5 text-sm text-stone-600">
            {status.status === 'past_due' ? (
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-orange-600" aria-hidden />
            ) : (
              <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden />
            )}
            <span>{next}</span>
          </p>
        ) : (
          <p className="text-sm text-stone-600">
            {paid
              ? 'Arranged with Korero.'
              : `${countOf(plan?.limits.invitesPerMonth ?? 5, 'invitation', 'invitations')} a month by link and QR code.`}
          </p>
        )}
      </div>
    </Card>
  );
}
