import { defineServiceRef } from '@korero/core/sdk';
import type { CompetitorAnalysis } from './api.ts';

export * from './api.ts';
export * from './entitlements.ts';

/** The latest stored analysis, for the analytics module (Overview summary, Competitor tab) and the dashboard. */
export interface CompetitorsSummary {
  /** null before the first analysis, and when the business's plan does not include competitor analysis. */
  latest(businessId: string): Promise<CompetitorAnalysis | null>;
}
export const competitorsSummary = defineServiceRef<CompetitorsSummary>('competitors.summary');
