import { authPort, clockPort, databasePort, defineModule, jobsPort } from '@korero/core/sdk';

export default defineModule({
  id: 'integrations',
  title: 'Integrations',
  description:
    "Connects a business's other tools: API keys with scopes for the public API (its job system creating invitations), and signed webhooks announcing reviews, private feedback, answered invitations and recorded jobs.",
  requires: { modules: ['business', 'reviews'], ports: [databasePort, authPort, clockPort, jobsPort] },
  // Recorded jobs are announced when the compliance module runs.
  optional: ['compliance'],
  server: () => import('./server/index.ts'),
});
