import { authPort, clockPort, databasePort, defineModule, eventsPort, jobsPort, messagingPort, recordChainPort } from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'compliance',
  title: 'Compliance',
  webPages: pages,
  description:
    'Every completed job and whether its customer was asked for a review (or why not), coverage per technician, AT_RISK alerts, and the proof that every customer was asked.',
  requires: {
    modules: ['business', 'invites', 'reviews'],
    ports: [databasePort, authPort, clockPort, messagingPort, eventsPort, jobsPort, recordChainPort],
  },
  // A synced Google review's dispute summary reads the review through the google module, when it runs.
  optional: ['google'],
  apiScopes: [
    {
      scope: 'jobs:write',
      description: 'Record completed jobs from your job system (POST /api/compliance/jobs) for the compliance figures',
    },
  ],
  nav: [{ to: '/compliance', label: 'Jobs', order: 15 }],
  server: () => import('./server/index.ts'),
});
