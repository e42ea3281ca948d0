import type { BusinessPreset } from './types.ts';

// The placeholder asks about the process, not the matter, so customers aren't prompted to share confidential details.
export const legalPreset: BusinessPreset = {
  id: 'legal',
  name: 'Legal Services',
  description: 'For lawyers, conveyancers, barristers and licensed immigration advisers.',
  placeholder: 'How did you find working with us, from the first call through to the end?',
  criteria: {
    quality: ['Sound, practical advice', 'Knew this area of law well', 'Accurate, well-drafted documents', 'Good result for my matter'],
    service: [
      'Approachable and understanding',
      'Made a stressful time easier',
      'Handled my matter with discretion',
      'Took my concerns seriously',
    ],
    timeliness: ['Met every deadline', 'Settlement went through on time', 'Kept my matter moving', 'Saw me at short notice'],
    communication: [
      'Explained things without jargon',
      'Clear about my options and risks',
      'Kept me updated on progress',
      'Easy to get hold of',
    ],
    value: ['Clear fees from the start', 'Invoice matched the quote', 'Itemised, easy-to-follow bill', 'Money well spent'],
    improvementAreas: [
      'Errors in documents',
      "Advice didn't fit my situation",
      'Felt rushed or dismissed',
      'Concerns not taken seriously',
      'Deadlines missed or pushed back',
      'Matter took longer than expected',
      'Too much legal jargon',
      'Not kept informed of progress',
    ],
  },
};
