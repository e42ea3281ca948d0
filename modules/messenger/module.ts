import { authPort, clockPort, databasePort, defineModule, messagingPort } from '@korero/core/sdk';
import facebook from './server/facebook.provider.ts';

export default defineModule({
  id: 'messenger',
  title: 'Messenger',
  webSlots: ['settings.panels'],
  description:
    "Connects a business's Facebook Page, finds the customers who messaged it, and sends review invitations through Messenger within Meta's 24-hour rule, honouring STOP.",
  requires: { modules: ['business'], ports: [databasePort, authPort, clockPort, messagingPort] },
  providers: [facebook],
  server: () => import('./server/index.ts'),
});
