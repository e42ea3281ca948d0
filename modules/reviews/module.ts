import { aiPort, authPort, clockPort, databasePort, defineModule, eventsPort, messagingPort, storagePort } from '@korero/core/sdk';
import pages from './web/pages.ts';

export default defineModule({
  id: 'reviews',
  title: 'Reviews',
  webPages: pages,
  webSlots: ['dashboard.cards', 'settings.panels'],
  description: "The customer's review page, AI drafting from their own choices, private feedback, and the owner's Reviews screen.",
  requires: {
    modules: ['business', 'invites'],
    ports: [databasePort, authPort, clockPort, storagePort, messagingPort, aiPort, eventsPort],
  },
  apiScopes: [
    { scope: 'reviews:read', description: 'Read what customers submitted: ratings, reviews and private feedback (GET /api/submissions)' },
  ],
  nav: [{ to: '/reviews', label: 'Reviews', order: 10 }],
  server: () => import('./server/index.ts'),
});
