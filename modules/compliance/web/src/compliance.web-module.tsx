import { lazy } from 'react';
import { dashboardCards, defineWebModule, pageRoutes } from '@korero/web-kit';
import { analyticsTabs } from '@korero/module-analytics/contract/slots';
import { googleReviewActions } from '@korero/module-google/contract/slots';
import pages from '../../contract/pages.ts';
import ComplianceCard from './dashboard/ComplianceCard.tsx';

export default defineWebModule({
  id: 'compliance',
  routes: pageRoutes(pages, {
    '/compliance': lazy(() => import('./pages/JobsPage.tsx')),
    '/compliance/import': lazy(() => import('./pages/ImportPage.tsx')),
    '/compliance/record': lazy(() => import('./pages/RecordPage.tsx')),
    '/compliance/dispute/:reviewId': lazy(() => import('./pages/DisputePage.tsx')),
  }),
  slots: [
    dashboardCards.fill({ id: 'compliance', order: 40, span: 'half', Component: ComplianceCard }),
    analyticsTabs.fill({
      id: 'dashboard',
      label: 'Compliance',
      order: 90,
      Component: lazy(() => import('./widgets/ComplianceDashboard.tsx')),
    }),
    // Under each Google review not posted through Korero: its dispute summary.
    googleReviewActions.fill({ id: 'dispute', order: 10, Component: lazy(() => import('./slots/DisputeAction.tsx')) }),
  ],
});
