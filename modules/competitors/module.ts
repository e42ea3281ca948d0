import { aiPort, authPort, billingPort, clockPort, databasePort, defineModule, jobsPort, placesPort } from '@korero/core/sdk';
import { competitorsEntitlements } from './contract/entitlements.ts';

export default defineModule({
  id: 'competitors',
  title: 'Competitor analysis',
  description:
    'Nearby businesses of the same kind through Google Places, their public ratings, and what their reviewers praise and complain about, each with its count.',
  requires: { modules: ['business'], ports: [databasePort, authPort, clockPort, billingPort, placesPort, aiPort, jobsPort] },
  entitlements: competitorsEntitlements,
  // The /competitors page and the analytics tab come with its front end (not built yet); until then it is not listed
  // in config/modules.ts.
  web: false,
  server: () => import('./server/index.ts'),
});
