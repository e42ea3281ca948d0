import type { BodyFieldReasons, RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'POST /api/invites': () => ({
    customerName: 'Aroha Smith',
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Lower Hutt',
    teamMembers: '["Sam"]',
  }),
};

/** Id fields of this module's bodies that name no record a business owns (the tenancy sweep's exceptions). */
export const notBusinessRecords: BodyFieldReasons = {
  facebookUserId: "Facebook's id of the customer",
};
