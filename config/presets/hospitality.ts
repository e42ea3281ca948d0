import type { BusinessPreset } from './types.ts';

export const hospitalityPreset: BusinessPreset = {
  id: 'hospitality',
  name: 'Hospitality & Events',
  description: 'For cafes, restaurants, caterers, venues, accommodation and event planners.',
  placeholder: 'What was the occasion, and how did it all come together?',
  criteria: {
    quality: ['Delicious, fresh food', 'Beautifully presented dishes', 'Venue looked just as we pictured', 'Good coffee and drinks'],
    service: ['Warm, welcoming staff', 'Attentive without hovering', 'Looked after our guests well', 'Handled special requests with ease'],
    timeliness: [
      'Food came out promptly',
      'Everything ready before guests arrived',
      'Event ran to schedule',
      'Quick to confirm our booking',
    ],
    communication: [
      'Easy to plan with',
      'Clear about what was included',
      'Confirmed details before the day',
      'Quick answers to our questions',
    ],
    value: ['Generous portions', 'Fair price per head', 'Clear quote with no hidden extras', 'Great value for the occasion'],
    improvementAreas: [
      'Food not up to expectations',
      'Venue or room not as described',
      'Staff seemed stretched',
      'Requests missed or forgotten',
      'Long wait for food or drinks',
      'Event ran behind schedule',
      'Details not confirmed beforehand',
      'Slow to reply to enquiries',
    ],
  },
};
