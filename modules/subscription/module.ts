import { authPort, billingPort, clockPort, databasePort, defineModule, messagingPort } from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'subscription',
  title: 'Subscription',
  webPages: pages,
  description: 'Plans and upgrades: checkout (Stripe, or a labelled test checkout without it), discount codes and cancellation.',
  requires: { modules: ['business'], ports: [databasePort, authPort, clockPort, billingPort, messagingPort] },
  // The spec's phone menu leaves Subscription out.
  nav: [{ to: '/subscription', label: 'Subscription', order: 40, mobile: false, roles: ['owner'] }],
  // A new owner sets up their business first (the dashboard's profile), not the plans page (issue 44): no afterSignUp.
  // The spec's paths, kept; new routes go under /api/subscription/.
  specPaths: [
    '/api/plans',
    '/api/check-subscription',
    '/api/create-subscription',
    '/api/subscription-success',
    '/api/test-payment-reminder',
    '/api/billing/test-checkout/:sessionId',
    '/api/discount-codes/validate',
  ],
  server: () => import('./server/index.ts'),
});
