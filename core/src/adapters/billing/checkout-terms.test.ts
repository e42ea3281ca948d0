import { describe, expect, it } from 'vitest';
import { plans } from '@korero/config/plans';
import { addInterval, checkoutTerms } from './checkout-terms.ts';

const professional = plans.find((p) => p.id === 'professional')!;
const d = (kind: 'percentage' | 'fixed_amount' | 'free_trial', value: number, freeTrialDays = 0) => ({
  reference: 'r',
  code: 'C',
  description: null,
  kind,
  value,
  freeTrialDays,
});

describe('checkout terms', () => {
  it('prices one period in NZD cents, monthly or yearly', () => {
    expect(checkoutTerms(professional, false, null)).toEqual({ amount: 2900, amountDue: 2900 });
    expect(checkoutTerms(professional, true, null)).toEqual({ amount: 29000, amountDue: 29000 });
  });

  it('takes percentages (rounded to the cent) and fixed cents off, never below zero; a trial makes today free', () => {
    expect(checkoutTerms(professional, false, d('percentage', 15)).amountDue).toBe(2465);
    expect(checkoutTerms(professional, false, d('percentage', 100)).amountDue).toBe(0);
    expect(checkoutTerms(professional, false, d('fixed_amount', 1000)).amountDue).toBe(1900);
    expect(checkoutTerms(professional, false, d('fixed_amount', 5000)).amountDue).toBe(0);
    expect(checkoutTerms(professional, true, d('free_trial', 0, 30))).toEqual({ amount: 29000, amountDue: 0 });
  });

  it('refuses a plan with no price', () => {
    expect(() => checkoutTerms(plans.find((p) => p.id === 'enterprise')!, false, null)).toThrow(/no monthly price/);
  });
});

describe('billing periods', () => {
  it('adds months and years, keeping the day or the month’s last day', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2026-01-15T10:00:00Z'), 'month', 3).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addInterval(new Date('2026-12-31T00:00:00Z'), 'month').toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });
});
