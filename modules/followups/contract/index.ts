import { defineServiceRef } from '@korero/core/sdk';
import type { FollowUpCounts } from './api.ts';

export * from './api.ts';

/** For other modules (a dashboard figure, a header count): how many follow-ups a business has in each status. */
export interface FollowUpsDirectory {
  counts(businessId: string): Promise<FollowUpCounts>;
  /** When the longest-waiting unresolved follow-up (open or waiting) was opened; null with none (the weekly report). */
  oldestUnresolved(businessId: string): Promise<Date | null>;
}

export const followUpsDirectory = defineServiceRef<FollowUpsDirectory>('followups.directory');
