import { authPort, clockPort, databasePort, defineModule, jobsPort, messagingPort } from '@korero/core/sdk';
import { jobSystemsEnv } from './server/env.ts';

export default defineModule({
  id: 'jobsystems',
  title: 'Job systems',
  description:
    "Xero, ServiceM8 and Fergus tell Korero a job is done; the business's rules (when, how soon, how often, to whom) ask its customer by themselves, and every job lands in the compliance ledger.",
  // Every job lands in the compliance ledger, and asking is an invitation: both modules must run.
  requires: { modules: ['compliance', 'invites'], ports: [databasePort, authPort, clockPort, jobsPort, messagingPort] },
  optional: ['teams'],
  // The contract (issue 45) fixes these paths.
  specPaths: [
    '/api/job-systems',
    '/api/job-systems/rules',
    '/api/job-systems/xero',
    '/api/job-systems/xero/connect-url',
    '/api/job-systems/xero/callback',
    '/api/job-systems/servicem8',
    '/api/job-systems/servicem8/connect-url',
    '/api/job-systems/servicem8/callback',
    '/api/job-systems/fergus',
    '/api/job-systems/xero/people',
    '/api/job-systems/servicem8/people',
    '/api/job-systems/fergus/people',
    '/api/job-systems/preview',
    '/api/job-systems/activity',
  ],
  vendorWebhooks: ['xero', 'servicem8'],
  env: jobSystemsEnv,
  server: () => import('./server/index.ts'),
});
