import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'PATCH /api/profile': () => ({
    businessName: 'Kiwi Plumbing',
    email: 'owner@co-nz.example',
    businessPhone: '04 123 4567',
    serviceTypes: '["Hot water"]',
  }),
  'PUT /api/profile': () => ({
    businessType: 'cleaning',
    customCriteria: JSON.stringify({
      quality: ['Spotless', 'Thorough', 'Careful', 'Tidy'],
      service: ['Friendly', 'Helpful', 'Polite', 'Clear'],
      timeliness: ['On time', 'Quick', 'Prompt', 'Reliable'],
      communication: ['Clear', 'Responsive', 'Kept us informed', 'Easy to reach'],
      value: ['Fair price', 'Good value', 'No surprises', 'Worth it'],
      improvementAreas: ['Timing', 'Tidiness', 'Price', 'Communication', 'Quality', 'Manners', 'Parking', 'Noise'],
    }),
    personalExperiencePrompt: 'Tell us how the clean went',
    personalExperiencePlaceholder: 'The team was…',
    customSmsMessage: 'Hi! How did [job] go with [business name]? Tap to review: [link] Reply STOP to opt out.',
    customSmsMessageMi: 'Kia ora! I pēhea a [job] me [business name]? Arotake: [link] Reply STOP to opt out.',
  }),
  'PATCH /api/profile/logo': () => ({ logoUrl: '' }),
  'PUT /api/profile/sms-long-text': () => ({ smsLongText: 'split' }),
  'PUT /api/business/language': () => ({ language: 'mi' }),
  'POST /api/places/search': () => ({ query: 'Kiwi Plumbing Lower Hutt' }),
  'POST /api/support/place-id-request': () => ({
    email: 'owner@co-nz.example',
    businessName: 'Kiwi Plumbing',
    businessAddress: '1 High St, Lower Hutt',
  }),
};
