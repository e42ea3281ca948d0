import { Check, Sparkles } from 'lucide-react';
import { Badge, Button, Card, cn } from '@korero/web-kit';
import type { PlanView, ValidatedDiscount } from '../../../contract/api.ts';
import { discountSummary, firstPayment, planPrice, price } from '../lib/format.ts';

export interface PlanCardProps {
  plan: PlanView;
  yearly: boolean;
  /** The plan the business is on now (and it is live). */
  current: boolean;
  /** The discount applies to this plan's first payment. */
  discount: ValidatedDiscount | null;
  busy: boolean;
  /** Another paid plan is live: changes go through support. */
  locked: boolean;
  onUpgrade: () => void;
}

export function PlanCard({ plan, yearly, current, discount, busy, locked, onUpgrade }: PlanCardProps) {
  const amount = planPrice(plan, yearly) ?? 0;
  const featured = plan.purchasable && !current;
  const unit = yearly ? 'year' : 'month';
  const first = discount ? firstPayment(amount, discount) : amount;

  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col p-5 sm:p-6',
        featured ? 'border-brand-600 ring-1 ring-brand-600' : '',
        plan.comingSoon ? 'bg-stone-50' : '',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-stone-900">{plan.name}</h3>
        {current ? <Badge tone="success">Current plan</Badge> : null}
        {plan.comingSoon ? <Badge tone="purple">Coming Soon</Badge> : null}
        {featured && !plan.comingSoon ? (
          <Badge tone="brand">
            <Sparkles className="h-3 w-3" aria-hidden /> Recommended
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-stone-600">{plan.description}</p>

      <div className="mt-5">
        {discount && first !== amount ? (
          <p className="text-sm text-stone-500">
            <span className="line-through">{price(amount)}</span>{' '}
            <span className="font-medium text-brand-800">{discountSummary(discount)}</span>
          </p>
        ) : null}
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-stone-900">{price(first)}</span>
          <span className="text-sm text-stone-600">{amount === 0 && plan.id === 'free' ? 'forever' : `/ ${unit}`}</span>
        </p>
        <p className="mt-1 min-h-5 text-xs text-stone-500">
          {discount && first !== amount
            ? `First ${discount.discountType === 'free_trial' ? 'payment after the trial' : unit}; then ${price(amount)} a ${unit}.`
            : null}
          {!discount && yearly && amount > 0 ? `${price(Math.round((amount / 12) * 100) / 100)} a month, billed yearly` : null}
          {!discount && !yearly && plan.yearlyPrice ? `or ${price(plan.yearlyPrice)} a year` : null}
        </p>
      </div>

      <ul className="mt-5 flex flex-1 flex-col gap-2.5 text-sm text-stone-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className={cn('mt-0.5 h-4 w-4 shrink-0', plan.comingSoon ? 'text-stone-400' : 'text-brand-600')} aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <div className="mt-6">
        {current ? (
          <Button variant="outline" className="w-full" disabled>
            Your current plan
          </Button>
        ) : plan.comingSoon ? (
          <Button variant="outline" className="w-full" disabled>
            Coming soon
          </Button>
        ) : plan.purchasable ? (
          <Button className="w-full" size="lg" loading={busy} disabled={locked} onClick={onUpgrade}>
            Upgrade to {plan.name}
          </Button>
        ) : (
          <Button variant="ghost" className="w-full" disabled>
            Always free
          </Button>
        )}
      </div>
    </Card>
  );
}
