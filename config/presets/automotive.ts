import type { BusinessPreset } from './types.ts';

export const automotivePreset: BusinessPreset = {
  id: 'automotive',
  name: 'Automotive Services',
  description: 'For mechanics, WOF and servicing, auto electricians, panel beaters and tyre shops.',
  placeholder: 'What did we do on your vehicle, and how has it been since?',
  criteria: {
    quality: ['Fixed the fault first time', 'Thorough service and checks', 'Car running better than before', 'Good-quality parts fitted'],
    service: ['Friendly, honest team', 'Easy booking and drop-off', 'Car returned clean and ready to go', 'Treated my car with care'],
    timeliness: ['Ready when promised', 'Fitted me in at short notice', 'Quick turnaround on repairs', 'WOF done while I waited'],
    communication: [
      'Called before doing extra work',
      'Explained the fault in plain terms',
      'Showed me the worn parts',
      'Clear advice on what can wait',
    ],
    value: ['Clear quote before any work', 'Fair prices for parts and labour', 'Final bill matched the quote', 'No unnecessary extras'],
    improvementAreas: [
      'Problem not fully fixed',
      'Car came back with new issues',
      'Car returned dirty or marked',
      'Felt pressured into extra work',
      'Not ready when promised',
      'Long wait to get booked in',
      'Extra work done without asking',
      'Fault not explained clearly',
    ],
  },
};
