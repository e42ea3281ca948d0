import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'POST /api/reviews/generate/:token': () => ({ starRating: 5, selectedFeedback: ['quality-0'], reviewerText: 'Fixed it fast.' }),
  'POST /api/reviews/submit/:token': () => ({
    starRating: 5,
    selectedFeedback: ['quality-0'],
    reviewerText: 'Fixed it fast.',
    generatedReview: 'Sam fixed our hot water cylinder fast and left everything tidy.',
    reviewDestination: 'google',
    consent: true,
  }),
  'POST /api/submit-review': (ids) => ({
    satisfaction: 'Satisfied',
    feedback: ['Reliable'],
    comments: 'Good job',
    rating: 4,
    clientId: ids.business ?? '',
  }),
  'POST /api/submit-feedback': (ids) => ({
    details: 'The tap still drips a little.',
    email: 'aroha@co-nz.example',
    submissionId: ids.submission ?? '',
  }),
  'PATCH /api/review/:id': () => ({ editedText: 'Great work, thanks Sam.' }),
  'POST /api/review/:id/submit': () => ({ googleReviewUrl: 'https://g.page/r/example/review' }),
};
