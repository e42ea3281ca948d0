import type { BusinessPreset } from './types.ts';

// Phrases and placeholder stay general so a review never invites the customer to disclose a health condition.
export const healthcarePreset: BusinessPreset = {
  id: 'healthcare',
  name: 'Healthcare & Wellness',
  description: 'For physios, chiropractors, dentists, massage therapists, counsellors and other practitioners.',
  placeholder: 'How was your appointment, and how have you been getting on since?',
  criteria: {
    quality: [
      'Thorough assessment',
      'Treatment that made a real difference',
      'Practical exercises and advice',
      'Clean, comfortable clinic',
    ],
    service: ['Warm, caring manner', 'Felt listened to and respected', 'Put me at ease', 'Easy to book in'],
    timeliness: [
      'Appointment started on time',
      'Got in quickly when I needed to',
      'Appointment times that suited me',
      'Prompt follow-up after my visit',
    ],
    communication: [
      'Explained what was going on',
      'Clear plan for my treatment',
      'Answered all my questions',
      'Honest about what to expect',
    ],
    value: ['Fees explained upfront', 'Help with ACC or insurance claims', 'Good value for the time given', 'No unnecessary appointments'],
    improvementAreas: [
      "Treatment didn't help as hoped",
      'Assessment felt rushed',
      "Didn't feel listened to",
      'Reception could be friendlier',
      'Long wait past my appointment time',
      'Hard to get an appointment',
      'Treatment plan not explained',
      'Unclear what to do after my visit',
    ],
  },
};
