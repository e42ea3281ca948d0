import {
  activityPort,
  aiPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineModule,
  jobsPort,
  messagingPort,
} from '@korero/core/sdk';
import { googleEntitlements } from './contract/entitlements.ts';
import { googleEnv } from './server/env.ts';

export default defineModule({
  id: 'google',
  title: 'Google reviews',
  description:
    "Connects the business's Google Business Profile location: its Google reviews in Korero, answered from Korero, and each customer who chose Google matched to the review they posted.",
  requires: {
    modules: ['business', 'reviews'],
    ports: [databasePort, authPort, clockPort, billingPort, jobsPort, messagingPort, aiPort, activityPort],
  },
  // Where it can tell each submission's channel (sms, email, …) for the posted rate; without it, "link" and "unknown".
  optional: ['invites'],
  entitlements: googleEntitlements,
  env: googleEnv,
  server: () => import('./server/index.ts'),
});
