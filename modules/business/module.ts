import {
  activityPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineModule,
  messagingPort,
  placesPort,
  storagePort,
} from '@korero/core/sdk';
import pages from './contract/pages.ts';
import { businessEntitlements } from './contract/entitlements.ts';

export default defineModule({
  id: 'business',
  title: 'Business Profile',
  webPages: pages,
  description: 'The business profile and settings: industry presets, review criteria, SMS text, logo and Google Place ID.',
  requires: { ports: [databasePort, authPort, clockPort, billingPort, storagePort, placesPort, messagingPort, activityPort] },
  canDisable: false,
  // Technicians too: their Settings hold only the panels for them (their own weekly email), not the business's.
  nav: [{ to: '/settings', label: 'Settings', order: 50, roles: ['owner', 'manager', 'technician'] }],
  entitlements: businessEntitlements,
  // The spec's paths, kept; new routes go under /api/business/.
  specPaths: [
    '/api/profile',
    '/api/profile/sms-long-text',
    '/api/profile/logo',
    '/api/stats',
    '/api/business-types',
    '/api/logos/upload',
    '/api/uploads/logo/:token',
    '/api/places/search',
    '/api/support/place-id-request',
  ],
  server: () => import('./server/index.ts'),
});
