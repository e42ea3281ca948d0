import { authPort, clockPort, databasePort, defineModule } from '@korero/core/sdk';

export default defineModule({
  id: 'jobsystems',
  title: 'Job systems',
  // The settings screen comes with the connections (issue 45); until then the rules and intake are API only.
  web: false,
  description:
    "Xero, ServiceM8 and Fergus tell Korero a job is done; the business's rules (when, how soon, how often, to whom) ask its customer by themselves, and every job lands in the compliance ledger.",
  requires: { ports: [databasePort, authPort, clockPort] },
  // The contract (issue 45) fixes these paths.
  specPaths: [
    '/api/job-systems',
    '/api/job-systems/rules',
    '/api/job-systems/xero',
    '/api/job-systems/xero/connect-url',
    '/api/job-systems/xero/callback',
  ],
  vendorWebhooks: ['xero'],
  server: () => import('./server/index.ts'),
});
