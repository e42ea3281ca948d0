import { defineEntitlement } from '@korero/core/sdk';

// What plans grant for the business profile; each plan's values are in config/plans.ts.

export const logoOnReviewPages = defineEntitlement('business.logo', {
  kind: 'feature',
  label: 'Your logo on review pages',
  description: "Customers see the business's logo on its review pages (plans without it keep the upload for later).",
  order: 50,
});

/** How far the owner may change the invitation SMS text (contract/sms.ts has the rules of each level). */
export const customSms = defineEntitlement('business.customSms', {
  kind: 'choice',
  label: 'Custom SMS text',
  description: 'locked: the default text; branded: the owner writes it after "Hi from Korero!"; full: any text with the link.',
  options: { locked: null, branded: 'Branded', full: 'Full' },
  order: 60,
});

export const businessEntitlements = [logoOnReviewPages, customSms];
