import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'POST /api/teams': () => ({ name: 'North crew', description: 'Jobs north of the bridge' }),
  'PATCH /api/teams/:id': () => ({ name: 'South crew' }),
  'POST /api/team-members': (ids) => ({ teamId: ids.team ?? '', name: 'Sam', role: 'Plumber' }),
  'PATCH /api/team-members/:id': () => ({ name: 'Sam T', role: 'Lead' }),
};
