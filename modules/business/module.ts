import { authPort, billingPort, clockPort, databasePort, defineModule, messagingPort, placesPort, storagePort } from '@korero/core/sdk';
import pages from './web/pages.ts';
import { businessEntitlements } from './contract/entitlements.ts';

export default defineModule({
  id: 'business',
  title: 'Business Profile',
  webPages: pages,
  webSlots: ['dashboard.cards'],
  description: 'The business profile and settings: industry presets, review criteria, SMS text, logo and Google Place ID.',
  requires: { ports: [databasePort, authPort, clockPort, billingPort, storagePort, placesPort, messagingPort] },
  canDisable: false,
  nav: [{ to: '/settings', label: 'Settings', order: 50 }],
  entitlements: businessEntitlements,
  server: () => import('./server/index.ts'),
});
