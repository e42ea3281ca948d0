import { aiPort, authPort, billingPort, clockPort, databasePort, defineModule, jobsPort, placesPort } from '@korero/core/sdk';
import pages from './contract/pages.ts';
import { competitorsEntitlements } from './contract/entitlements.ts';

export default defineModule({
  id: 'competitors',
  title: 'Competitor analysis',
  webPages: pages,
  description:
    'Nearby businesses of the same kind through Google Places, their public ratings, and what their reviewers praise and complain about, each with its count.',
  requires: {
    modules: ['business', 'reviews'],
    ports: [databasePort, authPort, clockPort, billingPort, placesPort, aiPort, jobsPort],
  },
  // Its own Google rating as synced (google.ratings), while that module is on; else Places.
  optional: ['google'],
  entitlements: competitorsEntitlements,
  // In the spec's top navigation after Analytics. (Also reached from its dashboard card and the analytics tab.)
  nav: [{ to: '/competitors', label: 'Competitors', order: 30 }],
  // The spec's paths, kept; new routes go under /api/competitors/.
  specPaths: ['/api/competitor-analysis', '/api/business/competitor-analysis', '/api/analyze-competitors'],
  server: () => import('./server/index.ts'),
});
