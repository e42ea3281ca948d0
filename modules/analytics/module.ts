import { authPort, clockPort, databasePort, defineModule } from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'analytics',
  title: 'Analytics',
  webPages: pages,
  description:
    "Review volume, ratings, what customers ticked, how invitations fare by channel and team member, and the dashboard's analytics card.",
  requires: { modules: ['business', 'invites', 'reviews'], ports: [databasePort, authPort, clockPort] },
  // Its Competitor tab and the Overview's comparison come from the competitors module when that runs.
  optional: ['competitors'],
  nav: [{ to: '/analytics', label: 'Analytics', order: 20 }],
  // The spec's paths, kept; new routes go under /api/analytics/.
  specPaths: [
    '/api/business/analytics',
    '/api/business/analytics/summary',
    '/api/business/analytics/monthly.csv',
    '/api/business/analytics/submissions.csv',
  ],
  server: () => import('./server/index.ts'),
});
