import type { BusinessPreset } from './types.ts';

export const consultingPreset: BusinessPreset = {
  id: 'consulting',
  name: 'Professional Consulting',
  description: 'For accountants, business advisers, IT consultants and other professional advisers.',
  placeholder: 'What did we help you with, and what difference has it made?',
  criteria: {
    quality: [
      'Practical, well-researched advice',
      'Recommendations we could act on',
      'Deep knowledge of the field',
      'Understood our business quickly',
    ],
    service: [
      'Took time to understand our goals',
      'Approachable and easy to work with',
      'Tailored to our situation',
      'Supportive after the project wrapped up',
    ],
    timeliness: [
      'Delivered on the agreed timeline',
      'Quick to respond to questions',
      'Meetings started on time',
      'Kept the project moving',
    ],
    communication: [
      'Explained complex ideas simply',
      'Clear, well-written reports',
      'Regular, useful updates',
      'Honest about what was realistic',
    ],
    value: ['Clear scope and fees from the start', 'No unexpected charges', 'Advice that paid for itself', 'Worth the investment'],
    improvementAreas: [
      'Advice too general to act on',
      'Recommendations missed the mark',
      "Didn't understand our business",
      'Felt like a one-size-fits-all approach',
      'Deliverables later than agreed',
      'Slow to respond to questions',
      'Too much jargon',
      'Unclear about scope or next steps',
    ],
  },
};
