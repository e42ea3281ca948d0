import { authPort, databasePort, defineModule, clockPort } from '@korero/core/sdk';

export default defineModule({
  id: 'teams',
  title: 'Teams',
  description: 'Teams and the technicians in them, credited on invitations and reviews.',
  requires: { ports: [databasePort, authPort, clockPort] },
  nav: [],
  server: () => import('./server/index.ts'),
});
