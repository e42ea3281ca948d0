import {
  auditPort,
  authPort,
  billingPort,
  clockPort,
  databasePort,
  defineModule,
  metricsPort,
  modulesPort,
  placesPort,
  systemSettingsPort,
} from '@korero/core/sdk';

export default defineModule({
  id: 'admin',
  title: 'Admin area',
  description:
    'Subscribers, users, discount codes, the audit log, live metrics, system settings, subscription analytics and module switches.',
  // Switching the admin area off would leave nobody able to switch it back on.
  canDisable: false,
  requires: {
    modules: ['business', 'subscription'],
    ports: [databasePort, authPort, billingPort, clockPort, placesPort, auditPort, metricsPort, systemSettingsPort, modulesPort],
  },
  optional: ['reviews'],
  nav: [{ to: '/admin', label: 'Admin', order: 900, access: 'admin' }],
  server: () => import('./server/index.ts'),
});
