import type { BodyFieldReasons, RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'POST /api/discount-codes/validate': () => ({ code: 'WELCOME10', targetTier: 'professional' }),
  'POST /api/create-subscription': () => ({ tierId: 'tier1', yearly: false }),
};

/** Id fields of this module's bodies that name no record a business owns (the tenancy sweep's exceptions). */
export const notBusinessRecords: BodyFieldReasons = {
  discountCodeId: "an administrator's discount code, open to every business",
};
