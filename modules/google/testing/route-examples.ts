import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'PUT /api/google/reviews/:id/reply': () => ({ comment: 'Thank you for the kind words.' }),
};
