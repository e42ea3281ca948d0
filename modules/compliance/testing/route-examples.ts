import type { BodyFieldReasons, RouteExamples } from '@korero/core/testing';

/** Valid bodies for this module's routes that create or change records, for the route sweeps (see RouteExamples). */
export const examples: RouteExamples = {
  'POST /api/compliance/jobs': () => ({
    jobDate: '2026-11-10',
    customerName: 'Aroha Smith',
    description: 'Hot water cylinder',
    location: 'Lower Hutt',
    technicians: ['Sam'],
  }),
  'PUT /api/compliance/jobs/:id': () => ({ jobDate: '2026-11-11', customerName: 'Aroha Smith', description: 'Cylinder', technicians: [] }),
  'POST /api/compliance/jobs/:id/skip': () => ({ reason: 'customer_declined' }),
  'POST /api/compliance/jobs/import': () => ({
    csv: 'Date,Customer,Job\n2026-10-01,Aroha Smith,Gutters',
    mapping: { jobDate: 'Date', customerName: 'Customer', description: 'Job' },
    dryRun: true,
  }),
  'PUT /api/compliance/ledger/settings': () => ({ weeklyHeadEmail: false }),
};

/** Id fields of this module's bodies that name no record a business owns (the tenancy sweep's exceptions). */
export const notBusinessRecords: BodyFieldReasons = {
  externalId: "the owner's own reference from their job system",
  'mapping.externalId': 'the name of a CSV column',
};
