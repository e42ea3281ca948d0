import { activityPort, authPort, clockPort, databasePort, defineModule, jobsPort, messagingPort, modulesPort } from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'followups',
  title: 'Follow-ups',
  webPages: pages,
  // The header's count, a dashboard card, an analytics tab and each review card's follow-up state
  // (web/src/followups.web-module.tsx).
  // After Reviews (10), before Jobs (15). Technicians see theirs (docs/decisions/0035); their home stays /ask (order 5).
  nav: [{ to: '/follow-ups', label: 'Follow-ups', order: 12, roles: ['owner', 'manager', 'technician'] }],
  description:
    'Private feedback and answers of 3★ or less become a conversation: the owner replies by email or SMS through the outbox, assigns, notes and resolves; the customer answers from a small page or by text.',
  requires: {
    modules: ['business', 'invites', 'reviews'],
    ports: [databasePort, authPort, clockPort, messagingPort, jobsPort, activityPort, modulesPort],
  },
  // Assignees are the business's team members (when the teams module runs) and the people who sign in.
  optional: ['teams'],
  // The contract (issue 35) fixes these paths, kept as written.
  specPaths: [
    '/api/follow-ups',
    '/api/follow-ups/counts',
    '/api/follow-ups/stats',
    '/api/follow-ups/assignees',
    '/api/follow-ups/:id',
    '/api/follow-ups/:id/messages',
    '/api/follow-ups/:id/notes',
    '/api/follow-up/:token',
    '/api/follow-up/:token/messages',
    '/api/follow-up/:token/stop',
  ],
  server: () => import('./server/index.ts'),
});
