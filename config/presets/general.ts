import type { BusinessPreset } from './types.ts';

// The default and the fallback for unknown ids, so every phrase has to fit any service business.
export const generalPreset: BusinessPreset = {
  id: 'general',
  name: 'General Business',
  description: 'For any service business, and the fallback when no other type fits.',
  placeholder: 'What did we do for you, and how did it go?',
  criteria: {
    quality: ['Careful, thorough work', 'Finished to a high standard', 'Got it right the first time', 'Attention to the small details'],
    service: ['Friendly and respectful', 'Listened to what I needed', 'Easy to deal with', 'Happy to answer my questions'],
    timeliness: ['Turned up when they said they would', 'Finished when promised', 'Quick to respond to my enquiry', 'Fitted me in quickly'],
    communication: ['Explained things clearly', 'Kept me updated along the way', 'Easy to get hold of', 'Honest about what to expect'],
    value: ['Fair, upfront quote', 'No surprises on the bill', 'Good value for the quality', 'Worth every dollar'],
    improvementAreas: [
      'Work not up to expectations',
      'Some things needed redoing',
      'Could have been friendlier',
      "Didn't listen to what I needed",
      'Arrived later than arranged',
      'Took longer than agreed',
      'Slow to return calls or messages',
      'Not kept up to date on progress',
    ],
  },
};
