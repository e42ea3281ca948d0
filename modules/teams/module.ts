import { activityPort, authPort, databasePort, defineModule, clockPort } from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'teams',
  title: 'Teams',
  webPages: pages,
  description: 'Teams and the technicians in them, credited on invitations and reviews.',
  requires: { ports: [databasePort, authPort, clockPort, activityPort] },
  nav: [{ to: '/teams', label: 'Teams', order: 60 }],
  // The spec's paths, kept; new routes go under /api/teams/.
  specPaths: ['/api/team-members', '/api/team-members/:id'],
  server: () => import('./server/index.ts'),
});
