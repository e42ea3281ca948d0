import { z } from 'zod';
import { DISCOUNT_TYPES } from './api.ts';

/** Codes are kept and compared upper-case: "welcome20" is WELCOME20. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

const optionalDate = z
  .union([z.string(), z.date()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const date = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid date' });
      return z.NEVER;
    }
    return date;
  });

/**
 * A discount code as an administrator writes it (settings-insights-admin.md §5), with the limits that keep it
 * chargeable: percentages 1–100, fixed amounts in NZD cents, trials 1–365 days.
 */
export const discountCodeInput = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .max(40, 'Keep the code to 40 characters or fewer')
      .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only')
      .transform(normaliseCode),
    description: z
      .string()
      .trim()
      .max(200, 'Keep the description to 200 characters or fewer')
      .nullish()
      .transform((v) => v || null),
    discountType: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage, fixed_amount or free_trial' }),
    discountValue: z
      .number({ error: 'Discount value must be a number' })
      .int('Discount value must be a whole number')
      .min(0, 'Discount value must be 0 or more')
      .default(0),
    freeTrialDays: z
      .number({ error: 'Free trial days must be a number' })
      .int('Free trial days must be a whole number')
      .min(0, 'Free trial days must be 0 or more')
      .max(365, 'A free trial can last at most 365 days')
      .default(0),
    /** free, professional (or tier1), business; empty means any paid plan. */
    targetTier: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((v) => v || null),
    maxUses: z
      .number({ error: 'Max uses must be a number' })
      .int('Max uses must be a whole number')
      .min(-1, 'Max uses is -1 (unlimited) or more')
      .default(-1),
    isActive: z.boolean().default(true),
    validFrom: optionalDate,
    validUntil: optionalDate,
  })
  .superRefine((v, ctx) => {
    if (v.discountType === 'percentage' && (v.discountValue < 1 || v.discountValue > 100)) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A percentage discount is between 1 and 100' });
    }
    if (v.discountType === 'fixed_amount' && v.discountValue < 1) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A fixed discount is at least 1 cent (values are in cents)' });
    }
    if (v.discountType === 'free_trial' && v.freeTrialDays < 1) {
      ctx.addIssue({ code: 'custom', path: ['freeTrialDays'], message: 'A free trial lasts at least 1 day' });
    }
    if (v.maxUses === 0) ctx.addIssue({ code: 'custom', path: ['maxUses'], message: 'Max uses is -1 (unlimited) or at least 1' });
    if (v.validFrom && v.validUntil && v.validUntil <= v.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until must be after valid from' });
    }
  });
export type DiscountCodeInput = z.infer<typeof discountCodeInput>;
