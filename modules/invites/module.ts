import {
  activityPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineModule,
  eventsPort,
  jobsPort,
  messagingPort,
  recordChainPort,
} from '@korero/core/sdk';
import pages from './contract/pages.ts';
import { invitesEntitlements } from './contract/entitlements.ts';

export default defineModule({
  id: 'invites',
  title: 'Invitations',
  webPages: pages,
  description: 'Review invitations by SMS, email, Messenger, link and QR code, with consent, opt-outs and plan limits.',
  requires: {
    modules: ['business'],
    ports: [databasePort, authPort, activityPort, clockPort, billingPort, messagingPort, eventsPort, jobsPort, recordChainPort],
  },
  // Messenger invitations go through the messenger module when it runs (its Page connection and 24-hour rule).
  optional: ['teams', 'messenger'],
  apiScopes: [
    { scope: 'invites:write', description: 'Send review invitations (POST /api/invites), each with the customer consent confirmed' },
  ],
  // A technician's page (issue 36): their only entry, and where they land after signing in.
  nav: [{ to: '/ask', label: 'Ask for a review', order: 5, roles: ['technician'] }],
  entitlements: invitesEntitlements,
  server: () => import('./server/index.ts'),
});
