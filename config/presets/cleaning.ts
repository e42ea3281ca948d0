import type { BusinessPreset } from './types.ts';

export const cleaningPreset: BusinessPreset = {
  id: 'cleaning',
  name: 'Cleaning Services',
  description: 'For house, office, move-out, carpet and window cleaners.',
  placeholder: 'What did we clean for you, and how did the place look when we left?',
  criteria: {
    quality: [
      'Sparkling kitchen and bathrooms',
      'Nothing missed, even the corners',
      'Streak-free windows and mirrors',
      'Fresh, clean floors and carpets',
    ],
    service: [
      'Trustworthy in our home',
      'Careful with our belongings',
      'Friendly, respectful cleaners',
      'Followed our checklist and preferences',
    ],
    timeliness: ['Arrived at the booked time', 'Reliable regular visits', 'Done within the time booked', 'Fitted us in at short notice'],
    communication: [
      'Easy to book and reschedule',
      'Flagged anything that needed attention',
      'Clear about what was included',
      'Quick replies to messages',
    ],
    value: ['Fair hourly rate', 'Clear, fixed-price quote', 'Products and equipment supplied', 'Great result for the price'],
    improvementAreas: [
      'Some areas missed',
      'Streaks or marks left behind',
      'Items moved and not put back',
      'Checklist or preferences not followed',
      'Arrived late or missed a visit',
      'Cleaning took longer than booked',
      'Not told about changes to visits',
      'Hard to reach to rebook',
    ],
  },
};
