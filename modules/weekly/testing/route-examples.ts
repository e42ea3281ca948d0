import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'PUT /api/weekly/preference': () => ({ enabled: false }),
};
