import { signedIn as shared } from '@korero/web-kit/testing';
import type { CurrentUser } from '@korero/core/contract';
import type { ProfileAnswer } from '@korero/module-business/contract/api';
import type { FollowUpDetail, FollowUpSummary } from '../../contract/api.ts';

/** Answers as the server gives them, for the component tests. */
export const summary = (over: Partial<FollowUpSummary> = {}): FollowUpSummary => ({
  id: 'f1',
  submissionId: 's1',
  customerName: 'Aroha Ngata',
  starRating: 1,
  status: 'open',
  outcome: null,
  assignee: null,
  assignedToYou: false,
  lastMessageAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  waitingSince: new Date(Date.now() - 26 * 3_600_000 - 60_000).toISOString(),
  stopped: false,
  createdAt: new Date(Date.now() - 26 * 3_600_000 - 60_000).toISOString(),
  ...over,
});

export const detail = (over: Partial<FollowUpDetail> = {}): FollowUpDetail => ({
  ...summary(),
  contact: { email: 'aroha@customer.example', phone: null },
  channels: {
    email: { available: true, reason: null },
    sms: { available: false, reason: 'Aroha Ngata did not give a mobile number.' },
  },
  smsGreeting: '',
  firstAnsweredAt: null,
  resolvedAt: null,
  messages: [
    {
      id: 'm1',
      from: 'customer',
      body: 'The second visit was two hours late.',
      channel: 'feedback',
      status: 'received',
      reason: null,
      createdAt: '2026-11-17T21:00:00.000Z',
    },
  ],
  notes: [],
  ...over,
});

/** GET /api/session's user: the owner of Mend It Plumbing unless a test says otherwise. */
export const signedIn = (over: Partial<CurrentUser> = {}): CurrentUser =>
  shared({ ...{ id: 'b1', username: 'mendit', email: 'mendit@plumbing.example' }, ...over });

/** GET /api/profile's data (the business module's), as the reply box reads the business's name from it. */
export const profile = (over: Partial<ProfileAnswer> = {}): ProfileAnswer => ({
  businessName: 'Mend It Plumbing',
  email: 'mendit@plumbing.example',
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
  username: 'mendit',
  messengerEnabled: false,
  facebookPageId: null,
  facebookPageName: null,
  ...over,
});
