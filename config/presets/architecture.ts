import type { BusinessPreset } from './types.ts';

export const architecturePreset: BusinessPreset = {
  id: 'architecture',
  name: 'Architecture & Design',
  description: 'For architects, architectural designers, draughtspeople and interior designers.',
  placeholder: 'What did we design for you, and how well did it capture what you had in mind?',
  criteria: {
    quality: [
      'Thoughtful, practical design',
      'Made the most of the site and light',
      'Detailed, accurate drawings',
      'Design that suits the way we live',
    ],
    service: [
      'Really listened to our brief',
      'Open to our ideas and changes',
      'Guided us through council consent',
      'Worked well with our builder',
    ],
    timeliness: [
      'Drawings ready when promised',
      'Quick turnaround on revisions',
      'Kept the project on schedule',
      'Consent lodged without delay',
    ],
    communication: [
      'Explained the design clearly',
      'Helpful sketches and 3D views',
      'Kept us informed at each stage',
      'Easy to reach with questions',
    ],
    value: ['Clear, fair fee proposal', 'Design kept within our budget', 'Helped us avoid costly changes', 'Worth the investment'],
    improvementAreas: [
      'Drawings had errors or gaps',
      "Design didn't reflect our brief",
      'Not open to our ideas',
      'Little help with council consent',
      'Drawings later than promised',
      'Slow to make revisions',
      'Unclear about fees or stages',
      'Hard to get hold of',
    ],
  },
};
