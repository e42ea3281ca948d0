import { signedIn as shared } from '@korero/web-kit/testing';
import type { ProfileAnswer } from '@korero/module-business/contract/api';

/** Answers as the server gives them, for the component tests. */

/** GET /api/session's user: an owner unless a test says otherwise. */
export const signedIn = shared;

/** GET /api/profile's data (the business module's), with the link length this module adds to it. */
export const profile = (over: Partial<ProfileAnswer> = {}): ProfileAnswer => ({
  businessName: 'Aroha Plumbing',
  email: 'aroha@nz.example',
  businessPhone: null,
  googlePlaceId: null,
  placeIdStatus: 'not_configured',
  logoUrl: null,
  serviceTypes: '[]',
  businessType: 'general',
  customCriteria: JSON.stringify({ quality: [], service: [], timeliness: [], communication: [], value: [], improvementAreas: [] }),
  usesPresetCriteria: true,
  personalExperiencePrompt: 'Tell us about your experience in your own words (optional)',
  personalExperiencePlaceholder: 'What went well?',
  customSmsMessage: 'Hi from Korero! How did [job] go? Review [business name]: [link] Reply STOP to opt out.',
  customSmsMessageMi: null,
  smsName: null,
  customerLanguage: 'en',
  smsRule: 'branded',
  smsLongText: 'shorten',
  logoOnReviewPages: false,
  subscriptionTier: 'professional',
  subscriptionStatus: 'active',
  isAdmin: false,
  username: 'aroha',
  messengerEnabled: false,
  facebookPageId: null,
  facebookPageName: null,
  // https://app.korero.co.nz/r/ and a 16-character code.
  smsLinkLength: 43,
  ...over,
});

/** GET /api/invites with no invitation yet. */
export const noInvites = { data: [], pagination: { page: 1, limit: 10, totalCount: 0, totalPages: 0 } };
