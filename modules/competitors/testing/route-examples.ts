import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'POST /api/competitors': () => ({ placeId: 'ChIJsweep000000000000000001', name: 'Other Street Plumbing' }),
};
