import {
  auditPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineModule,
  jobsPort,
  messagingPort,
  metricsPort,
  modulesPort,
  placesPort,
  systemSettingsPort,
} from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'admin',
  title: 'Admin area',
  webPages: pages,
  description:
    'Subscribers, users, discount codes, the audit log, alerts, live metrics, backups, system settings, subscription analytics and module switches.',
  // Switching the admin area off would leave nobody able to switch it back on.
  canDisable: false,
  requires: {
    modules: ['business', 'subscription'],
    ports: [
      databasePort,
      authPort,
      billingPort,
      clockPort,
      placesPort,
      auditPort,
      metricsPort,
      systemSettingsPort,
      modulesPort,
      jobsPort,
      messagingPort,
    ],
  },
  optional: ['reviews'],
  nav: [{ to: '/admin', label: 'Admin', order: 900, access: 'admin' }],
  links: [{ slot: 'adminSetup.done', to: '/admin', label: 'Open the admin area' }],
  server: () => import('./server/index.ts'),
});
