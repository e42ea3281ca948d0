import { defineEntitlement } from '@korero/core/sdk';

// What plans grant for competitor analysis; each plan's value is in config/plans.ts.

export const competitorAnalysis = defineEntitlement('competitors.analysis', {
  kind: 'feature',
  label: 'Competitor analysis',
  description: 'Nearby businesses of the same kind, their public ratings and what their reviewers praise and complain about.',
  order: 70,
});

export const competitorsEntitlements = [competitorAnalysis];
