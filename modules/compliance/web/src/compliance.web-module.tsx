import { lazy } from 'react';
import { defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../pages.ts';
import ComplianceCard from './dashboard/ComplianceCard.tsx';

export default defineWebModule({
  id: 'compliance',
  routes: pageRoutes(pages, {
    '/compliance': lazy(() => import('./pages/JobsPage.tsx')),
    '/compliance/import': lazy(() => import('./pages/ImportPage.tsx')),
  }),
  slots: {
    'dashboard.cards': [{ id: 'compliance', order: 40, span: 'half', Component: ComplianceCard }],
    'analytics.tabs': [
      { id: 'dashboard', label: 'Compliance', order: 90, Component: lazy(() => import('./widgets/ComplianceDashboard.tsx')) },
    ],
  },
});
