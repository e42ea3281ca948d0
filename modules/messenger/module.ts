import { authPort, clockPort, databasePort, defineModule, jobsPort, messagingPort } from '@korero/core/sdk';
import { messengerEnv } from './server/env.ts';
import facebook from './server/facebook.provider.ts';

export default defineModule({
  id: 'messenger',
  title: 'Messenger',
  description:
    "Connects a business's Facebook Page, finds the customers who messaged it, and sends review invitations through Messenger within Meta's 24-hour rule, honouring STOP.",
  requires: { modules: ['business'], ports: [databasePort, authPort, clockPort, messagingPort, jobsPort] },
  env: messengerEnv,
  providers: [facebook],
  // The spec's paths, kept; new routes go under /api/messenger/.
  specPaths: [
    '/api/facebook/status',
    '/api/facebook/auth-url',
    '/api/facebook/callback',
    '/api/facebook/choose',
    '/api/facebook/disconnect',
    '/api/facebook/users',
  ],
  server: () => import('./server/index.ts'),
});
