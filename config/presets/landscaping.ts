import type { BusinessPreset } from './types.ts';

export const landscapingPreset: BusinessPreset = {
  id: 'landscaping',
  name: 'Landscaping & Outdoor Services',
  description: 'For landscapers, gardeners, arborists, fencers, and lawn and section care.',
  placeholder: 'What did we do in your garden or section, and how is it looking now?',
  criteria: {
    quality: [
      'Plants chosen to suit our section',
      'Neat edges and a tidy finish',
      'Well-built paths, decks and fences',
      'Trees pruned with care',
    ],
    service: ['Cleaned up all the green waste', 'Careful around existing plants', 'Good ideas for the space', 'Friendly, hardworking team'],
    timeliness: [
      'Arrived on the day arranged',
      'Regular visits, right on schedule',
      'Finished when promised',
      'Rescheduled promptly after rain',
    ],
    communication: [
      'Talked us through the plan',
      'Good advice on caring for plants',
      'Let us know before each visit',
      'Explained what needed doing and why',
    ],
    value: ['Fair, clear quote', 'Reasonable rates for regular care', 'Made the most of our budget', 'Great result for the price'],
    improvementAreas: [
      'Plants not suited or struggling',
      'Finish not as neat as expected',
      'Green waste left behind',
      'Damage to existing plants or lawn',
      'Missed or rescheduled visits',
      'Took longer than agreed',
      'No notice before visits',
      'Plan not explained clearly',
    ],
  },
};
