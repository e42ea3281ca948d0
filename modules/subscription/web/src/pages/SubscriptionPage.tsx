import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, PartyPopper } from 'lucide-react';
import { LoadingBlock, Notice, PageHeader, USER_KEY, useCurrentUser, useSupportEmail } from '@korero/web-kit';
import type { EntitlementView, PlanView, SubscriptionStatusView, ValidatedDiscount } from '../../../contract/api.ts';
import { BillingToggle } from '../components/BillingToggle.tsx';
import { CancelSection } from '../components/CancelSection.tsx';
import { CurrentPlan } from '../components/CurrentPlan.tsx';
import { DiscountCodeEntry } from '../components/DiscountCodeEntry.tsx';
import { FeatureComparison } from '../components/FeatureComparison.tsx';
import { HelpContacts } from '../components/HelpContacts.tsx';
import { PlanCard } from '../components/PlanCard.tsx';
import { useCheckoutReturn } from '../hooks/use-checkout-return.ts';
import { useUpgrade } from '../hooks/use-upgrade.ts';
import { PROFILE_KEY, usePlans, useSubscriptionStatus } from '../queries.ts';

export default function SubscriptionPage() {
  const plans = usePlans();
  const status = useSubscriptionStatus();
  const shownEverywhere = useSupportEmail();
  const supportEmail = plans.data?.supportEmail ?? shownEverywhere;
  const checkoutReturn = useCheckoutReturn(supportEmail);
  useProfileFollowsPlan(status.data);

  return (
    <div>
      <PageHeader
        title="Subscription"
        description="Choose the plan that suits your business. Prices are in New Zealand dollars; change or cancel any time."
      />
      {checkoutReturn.state === 'activating' ? <LoadingBlock label="Activating your subscription…" /> : null}
      {checkoutReturn.state === 'activated' ? (
        <div className="mb-6">
          <Notice tone="success" title="Subscription activated">
            <span className="flex items-start gap-2">
              <PartyPopper className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {checkoutReturn.result.message}
            </span>
          </Notice>
        </div>
      ) : null}
      {checkoutReturn.state === 'failed' ? (
        <div className="mb-6">
          <Notice tone="danger" title="We couldn't activate your subscription">
            {checkoutReturn.message}
          </Notice>
        </div>
      ) : null}

      {plans.isLoading || status.isLoading ? <LoadingBlock label="Loading plans…" /> : null}
      {plans.error || status.error ? (
        <Notice tone="danger" title="Could not load your subscription">
          {(plans.error ?? status.error)?.message}
        </Notice>
      ) : null}
      {plans.data && status.data ? (
        <Plans
          key={`${status.data.subscribedTier}:${status.data.interval}`}
          plans={plans.data.data}
          entitlements={plans.data.entitlements}
          status={status.data}
          payments={plans.data.paymentProvider}
          supportEmail={supportEmail}
        />
      ) : null}
    </div>
  );
}

function Plans({
  plans,
  entitlements,
  status,
  payments,
  supportEmail,
}: {
  plans: PlanView[];
  entitlements: EntitlementView[];
  status: SubscriptionStatusView;
  payments: 'stripe' | 'test' | 'none';
  supportEmail: string;
}) {
  const [yearly, setYearly] = useState(status.interval === 'year');
  const [discount, setDiscount] = useState<ValidatedDiscount | null>(null);
  const { upgrade, busyTier } = useUpgrade();
  const live = status.subscribedTier !== 'free' && (status.status === 'active' || status.status === 'past_due');
  const current = plans.find((p) => p.id === status.subscribedTier);
  const canCancel = live && status.status === 'active' && status.selfServe && !status.cancelAtPeriodEnd;
  const free = plans.find((p) => p.id === 'free');

  return (
    <div className="flex flex-col gap-6">
      {payments === 'none' ? (
        <Notice tone="warning" title="Payments aren't set up yet">
          Plans can&apos;t be bought on this Korero yet, because no payment provider is connected. Email{' '}
          <a className="font-medium underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{' '}
          and an administrator can set up your plan.
        </Notice>
      ) : null}
      {payments === 'test' ? (
        <Notice tone="warning" title="Test mode">
          <span className="flex items-start gap-2">
            <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            No payment provider is connected, so upgrades go through Korero&apos;s test checkout. No card is taken and nothing is charged.
          </span>
        </Notice>
      ) : null}

      <CurrentPlan status={status} plans={plans} />

      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="plans-heading" className="text-xl font-semibold text-stone-900">
            Plans
          </h2>
          <BillingToggle yearly={yearly} onChange={setYearly} />
        </div>
        {!live ? <DiscountCodeEntry applied={discount} onApplied={setDiscount} /> : null}
        <div className="grid gap-4 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              yearly={yearly}
              current={plan.id === (live ? status.subscribedTier : 'free')}
              discount={plan.purchasable && !live ? discount : null}
              busy={busyTier === plan.id}
              locked={live || busyTier !== null || payments === 'none'}
              onUpgrade={() => void upgrade(plan.id, yearly, discount?.id ?? null)}
            />
          ))}
        </div>
      </section>

      <FeatureComparison plans={plans} entitlements={entitlements} />
      <HelpContacts supportEmail={supportEmail} />
      {canCancel && current ? (
        <CancelSection status={status} planName={current.name} freeInvites={free?.limits.invitesPerMonth ?? null} />
      ) : null}
    </div>
  );
}

/** When the check finds a plan the signed-in user does not show yet (paid in another tab), refresh, at most every 5 s. */
function useProfileFollowsPlan(status: SubscriptionStatusView | undefined) {
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const last = useRef(0);
  useEffect(() => {
    if (!status || !user || status.tier === user.subscriptionTier) return;
    if (Date.now() - last.current < 5000) return;
    last.current = Date.now();
    void client.invalidateQueries({ queryKey: USER_KEY });
    void client.invalidateQueries({ queryKey: PROFILE_KEY });
  }, [status, user, client]);
}
