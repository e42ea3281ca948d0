import {
  activityPort,
  aiPort,
  authPort,
  clockPort,
  databasePort,
  defineModule,
  eventsPort,
  jobsPort,
  messagingPort,
  storagePort,
  recordChainPort,
} from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'reviews',
  title: 'Reviews',
  webPages: pages,
  description: "The customer's review page, AI drafting from their own choices, private feedback, and the owner's Reviews screen.",
  requires: {
    modules: ['business', 'invites'],
    ports: [databasePort, authPort, clockPort, storagePort, messagingPort, aiPort, eventsPort, activityPort, jobsPort, recordChainPort],
  },
  apiScopes: [
    { scope: 'reviews:read', description: 'Read what customers submitted: ratings, reviews and private feedback (GET /api/submissions)' },
  ],
  nav: [{ to: '/reviews', label: 'Reviews', order: 10 }],
  // The spec's paths, kept; new routes go under /api/reviews/.
  specPaths: [
    '/api/transcribe-audio',
    '/api/submit-review',
    '/api/submit-feedback',
    '/api/review/:id',
    '/api/review/:id/submit',
    '/api/submissions',
    '/api/submissions/members',
    '/api/submissions/:id',
    '/api/submissions/:id/photos/:index',
  ],
  server: () => import('./server/index.ts'),
});
