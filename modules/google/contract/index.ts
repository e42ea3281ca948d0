import { defineServiceRef } from '@korero/core/sdk';

export * from './api.ts';
export * from './entitlements.ts';

/** The business's own Google rating as last synced: for modules that compare it with other businesses' Google ratings. */
export interface GoogleRatings {
  /** Null when the business has no Google location connected or none has synced yet. */
  ownRating(businessId: string): Promise<{ averageRating: number; totalReviews: number; syncedAt: Date } | null>;
}
export const googleRatings = defineServiceRef<GoogleRatings>('google.ratings');
