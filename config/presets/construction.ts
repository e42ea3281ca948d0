import type { BusinessPreset } from './types.ts';

export const constructionPreset: BusinessPreset = {
  id: 'construction',
  name: 'Construction & Building',
  description: 'For builders, renovators, roofers, plumbers, electricians and other trades.',
  placeholder: 'What did we build, fix or install for you, and how has it turned out?',
  criteria: {
    quality: ['Solid, careful workmanship', 'Neat, tidy finishing', 'Fixed the problem properly', 'Good-quality materials and fittings'],
    service: ['Respectful of our home', 'Left the site clean and tidy', 'Friendly, professional crew', 'Happy to answer our questions'],
    timeliness: ['Turned up when they said they would', 'Finished on schedule', 'Kept the job moving', 'Came quickly when we needed them'],
    communication: [
      'Explained the options clearly',
      'Kept us updated on progress',
      'Told us early about any issues',
      'Returned calls and messages promptly',
    ],
    value: ['Fair, upfront quote', 'No surprise extras on the invoice', 'Honest advice on where to spend', 'Good value for the quality'],
    improvementAreas: [
      'Finish not up to expectations',
      'Work needed fixing afterwards',
      'Site left untidy',
      'Not respectful of our property',
      'Job ran over the agreed time',
      "Didn't turn up when arranged",
      'Slow to return calls',
      'Not told about changes or delays',
    ],
  },
};
