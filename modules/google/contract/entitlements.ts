import { defineEntitlement } from '@korero/core/sdk';

// What plans grant for Google reviews; each plan's value is in config/plans.ts. Every plan sees its reviews.

export const googleReplies = defineEntitlement('google.replies', {
  kind: 'feature',
  label: 'Answer Google reviews',
  description: 'Reply to Google reviews from Korero, with a suggested reply drafted from the review’s own words.',
  order: 75,
});

export const googlePostedRate = defineEntitlement('google.postedRate', {
  kind: 'feature',
  label: 'Posted rate',
  description: 'Which customers who chose Google actually posted: each submission matched to the Google review it became.',
  order: 76,
});

export const googleEntitlements = [googleReplies, googlePostedRate];
