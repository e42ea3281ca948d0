import { defineModule } from '@korero/core/sdk';

export default defineModule({
  id: 'help',
  title: 'Help & Legal',
  description: 'The public privacy policy, terms of service, data deletion page and demo videos.',
  // Legal pages must always be reachable, whatever else an admin switches off.
  canDisable: false,
  requires: { ports: [] },
  server: () => import('./server/index.ts'),
});
