import { formatNzd } from '@korero/web-kit';
import type { PlanStatus, PlanView, ValidatedDiscount } from '../../../contract/api.ts';

/** "NZ$29.00" without the trailing ".00" on whole dollars, as price tags read. */
export function price(dollars: number): string {
  return formatNzd(dollars).replace(/\.00$/, '');
}

export function cents(amount: number): string {
  return formatNzd(amount / 100);
}

export function planPrice(plan: PlanView, yearly: boolean): number | null {
  return yearly ? plan.yearlyPrice : plan.price;
}

/** What a code does, in a few words: "20% off your first payment", "14-day free trial". */
export function discountSummary(d: Pick<ValidatedDiscount, 'discountType' | 'discountValue' | 'freeTrialDays'>): string {
  if (d.discountType === 'percentage') return `${d.discountValue}% off your first payment`;
  if (d.discountType === 'fixed_amount') return `${cents(d.discountValue)} off your first payment`;
  return `${d.freeTrialDays}-day free trial`;
}

/** The first payment after a code, in dollars (0 during a trial). */
export function firstPayment(dollars: number, d: ValidatedDiscount | null): number {
  if (!d) return dollars;
  if (d.discountType === 'percentage') return Math.max(0, Math.round(dollars * (100 - d.discountValue)) / 100);
  if (d.discountType === 'fixed_amount') return Math.max(0, (dollars * 100 - d.discountValue) / 100);
  return 0;
}

export const STATUS_LABELS: Record<PlanStatus, string> = {
  active: 'Active',
  past_due: 'Payment overdue',
  paused: 'Paused',
  canceled: 'Cancelled',
};
export const STATUS_TONES = { active: 'success', past_due: 'orange', paused: 'warning', canceled: 'danger' } as const;
