import { Link } from 'react-router';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { Button, Card, useCurrentUser, useModuleEnabled } from '@korero/web-kit';
import { useUsage } from '../queries.ts';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

/** On a plan with a monthly limit, one short of it: a warning; at it, "Limit reached", and the way to upgrade. */
export default function FreeTierCard() {
  const { user } = useCurrentUser();
  const usage = useUsage();
  const subscriptionOn = useModuleEnabled('subscription');
  const used = usage.data?.data.invitesThisMonth ?? 0;
  // The limit comes from the owner's plan in config/plans.ts, as the server enforces it.
  const limit = usage.data?.data.invitesLimit ?? null;
  if (user?.subscriptionTier !== 'free' || limit === null || used < limit - 1) return null;
  const reached = used >= limit;
  return (
    <Card className={reached ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50'} data-testid="free-tier-card">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <AlertTriangle className={reached ? 'h-5 w-5 shrink-0 text-red-700' : 'h-5 w-5 shrink-0 text-amber-700'} aria-hidden />
          <div>
            <p className="font-semibold text-stone-900">{reached ? 'Limit reached' : 'Almost at your free limit'}</p>
            <p className="text-sm text-stone-700">
              You&apos;ve used {Math.min(used, limit)} of {limit} free invitations for {usage.data?.data.month}.{' '}
              {reached ? 'New invitations resume next month, or upgrade now.' : 'Professional adds texts, emails and unlimited links.'}
            </p>
          </div>
        </div>
        {subscriptionOn ? (
          <Button asChild icon={<Sparkles className="h-4 w-4" />}>
            <Link to={subscriptionPage('/subscription')}>Upgrade to Professional</Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
