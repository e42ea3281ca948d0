import { lazy } from 'react';
import { dashboardCards, defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../../contract/pages.ts';
import PlanWidget from './dashboard/PlanWidget.tsx';

export default defineWebModule({
  id: 'subscription',
  // Billing is the owners' (docs/decisions/0026): a manager or technician is told to ask an owner.
  routes: pageRoutes(pages, {
    '/subscription': lazy(() => import('./pages/SubscriptionPage.tsx')),
    '/billing/test-checkout': lazy(() => import('./pages/TestCheckoutPage.tsx')),
  }).map((route) => ({ ...route, roles: ['owner'] as const })),
  slots: [dashboardCards.fill({ id: 'plan', order: 40, span: 'half', Component: PlanWidget })],
});
