import { defineServiceRef } from '@korero/core/sdk';
import type { PlanTier, SubscriptionEventType, ValidatedDiscount } from './api.ts';
import type { DiscountCodeInput } from './discount-code.ts';

export * from './api.ts';
export * from './discount-code.ts';

/** A discount code as administrators see it. */
export interface DiscountCodeView extends ValidatedDiscount {
  targetTier: PlanTier | null;
  /** -1: unlimited. */
  maxUses: number;
  currentUses: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionEventView {
  id: string;
  /** activated, cancelled, past_due, or another happening shown generically (underscores read as spaces). */
  eventType: SubscriptionEventType | string;
  subscriptionTier: PlanTier;
  userId: string;
  metadata: { username?: string | null; [key: string]: unknown };
  timestamp: string;
}

export interface DiscountAnalytics {
  totalCodes: number;
  activeCodes: number;
  /** Redemptions counted against codes' limits. */
  totalUses: number;
  topPerformingCodes: Array<{ id: string; code: string; uses: number }>;
}

/**
 * For the admin area (a later module): discount codes and the subscription event log. Input is validated again
 * here with `discountCodeInput`; a code that exists already is a conflict, an unknown id is not found.
 */
export interface SubscriptionAdmin {
  listCodes(): Promise<DiscountCodeView[]>;
  createCode(input: DiscountCodeInput): Promise<DiscountCodeView>;
  updateCode(id: string, input: DiscountCodeInput): Promise<DiscountCodeView>;
  /** Deletes a code never redeemed; one that was is switched off instead, so the redemptions keep their code. */
  deleteCode(id: string): Promise<'deleted' | 'deactivated'>;
  /** Newest first. */
  recentEvents(limit: number): Promise<SubscriptionEventView[]>;
  discountAnalytics(): Promise<DiscountAnalytics>;
}

export const subscriptionAdmin = defineServiceRef<SubscriptionAdmin>('subscription.admin');
