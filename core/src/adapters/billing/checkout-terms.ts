import type { BillingInterval, CheckoutDiscount, Plan } from '../../ports/billing.port.ts';

/** One period of a plan in NZD cents, and the first payment once the discount is taken off. */
export function checkoutTerms(
  plan: Plan,
  yearly: boolean,
  discount: CheckoutDiscount | null | undefined,
): { amount: number; amountDue: number } {
  const dollars = yearly ? plan.yearlyPrice : plan.price;
  if (dollars === null || dollars <= 0) throw new Error(`The ${plan.name} plan has no ${yearly ? 'yearly' : 'monthly'} price to charge.`);
  const amount = Math.round(dollars * 100);
  if (!discount) return { amount, amountDue: amount };
  switch (discount.kind) {
    case 'percentage':
      return { amount, amountDue: Math.max(0, Math.round((amount * (100 - Math.min(100, discount.value))) / 100)) };
    case 'fixed_amount':
      return { amount, amountDue: Math.max(0, amount - discount.value) };
    case 'free_trial':
      return { amount, amountDue: 0 };
  }
}

export function intervalOf(yearly: boolean): BillingInterval {
  return yearly ? 'year' : 'month';
}

/** `from` plus whole months or years (the 31st of a short month lands on its last day, as Stripe does). */
export function addInterval(from: Date, interval: BillingInterval, count = 1): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + count);
  else next.setUTCMonth(next.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}
