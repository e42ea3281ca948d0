import type { RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  // A reserved name that never resolves: the sweeps' kernels lift the address rules (WEBHOOKS_ALLOW_PRIVATE), and a
  // delivery, if one ran, would find no such host; no test sends anything to a routable address.
  'POST /api/integrations/webhooks': () => ({ url: 'https://receiver.korero.invalid/hook', events: ['review.submitted', 'job.recorded'] }),
};
