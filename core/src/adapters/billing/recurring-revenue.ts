import type { BillingInterval, Plan, RecurringRevenue } from '../../ports/billing.port.ts';
import { addDays, addInterval } from './checkout-terms.ts';

/** An active paid account with the checkout that started it, as the revenue sum reads them. */
export interface PayingAccount {
  tier: string;
  subscriptionId: string | null;
  interval: BillingInterval | null;
  checkout: {
    provider: string;
    tier: string;
    yearly: boolean;
    /** NZD cents: one period at the plan's price, and the first payment after the discount. */
    amount: number;
    amountDue: number;
    freeTrialDays: number;
    completedAt: Date | null;
  } | null;
}

/**
 * What active paid plans bring in a month, from what each subscriber pays: a yearly payment counts a twelfth a
 * month, and a discount counts while the period it paid for lasts (a free trial pays nothing until it ends). Plans
 * an administrator assigned (no checkout) count at their plan's price. Test checkouts (the local provider, which
 * takes no money) are summed apart and never in the real figure.
 */
export function recurringRevenue(accounts: PayingAccount[], plan: (tier: string) => Plan, now: Date): RecurringRevenue {
  const sums = { live: { subscriptions: 0, cents: 0 }, test: { subscriptions: 0, cents: 0 } };
  for (const account of accounts) {
    const checkout = account.checkout?.tier === account.tier ? account.checkout : null;
    const test = checkout?.provider === 'local' || Boolean(account.subscriptionId?.startsWith('local_sub_'));
    const interval: BillingInterval = account.interval ?? (checkout?.yearly ? 'year' : 'month');
    let periodCents: number;
    if (checkout?.completedAt) {
      const firstPeriodEnds =
        checkout.freeTrialDays > 0 ? addDays(checkout.completedAt, checkout.freeTrialDays) : addInterval(checkout.completedAt, interval);
      periodCents = now < firstPeriodEnds ? checkout.amountDue : checkout.amount;
    } else {
      const p = plan(account.tier);
      periodCents = Math.round(((interval === 'year' ? p.yearlyPrice : p.price) ?? 0) * 100);
    }
    const sum = test ? sums.test : sums.live;
    sum.subscriptions += 1;
    sum.cents += interval === 'year' ? periodCents / 12 : periodCents;
  }
  const dollars = (cents: number) => Math.round(cents) / 100;
  return {
    live: { subscriptions: sums.live.subscriptions, monthly: dollars(sums.live.cents) },
    test: { subscriptions: sums.test.subscriptions, monthly: dollars(sums.test.cents) },
  };
}
