import type Stripe from 'stripe';
import type { CheckoutDiscount, SubscriptionStatus } from '../../ports/billing.port.ts';
import type { ProviderState } from './billing-base.ts';

/** Stripe's subscription statuses in Korero's four; null for `incomplete` (the first payment is still pending). */
export function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'paused':
      return 'paused';
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The end of the period a subscription is in (on its items since API version 2025-03-31, on itself before). */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const seconds =
    subscription.items?.data?.[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    null;
  const cancelAt = subscription.cancel_at ?? null;
  const end = seconds ?? cancelAt;
  if (end === null) return null;
  return new Date(Math.min(end, cancelAt ?? end) * 1000);
}

/** What Korero keeps of a Stripe subscription. */
export function stateOf(subscription: Stripe.Subscription, status: SubscriptionStatus): ProviderState {
  return {
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    status,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

/** The subscription an invoice bills (under `parent` since 2025-03-31, at the top level before). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return (
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription)
  );
}

/** A one-use Stripe coupon for Korero's discount (a trial is not a coupon: it goes on the subscription). */
export function couponParams(discount: CheckoutDiscount, businessId: string): Stripe.CouponCreateParams {
  const shared = {
    duration: 'once' as const,
    name: discount.code.slice(0, 40),
    max_redemptions: 1,
    metadata: { korero_discount_code_id: discount.reference, korero_business_id: businessId },
  };
  return discount.kind === 'percentage'
    ? { ...shared, percent_off: Math.min(100, discount.value) }
    : { ...shared, amount_off: discount.value, currency: 'nzd' };
}

export { idOf };
