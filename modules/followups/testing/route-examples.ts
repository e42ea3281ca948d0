import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'POST /api/follow-ups/:id/messages': () => ({ channel: 'email', body: 'Sorry about the wait; we will come back on Thursday.' }),
  'PATCH /api/follow-ups/:id': (ids) => ({ assigneeId: ids.member }),
  'POST /api/follow-ups/:id/notes': () => ({ body: 'Call them back.' }),
  'POST /api/follow-up/:token/messages': () => ({ body: 'Thursday suits me.' }),
};
