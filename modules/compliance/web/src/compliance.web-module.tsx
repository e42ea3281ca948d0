import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';
import ComplianceCard from './dashboard/ComplianceCard.tsx';

export default defineWebModule({
  id: 'compliance',
  routes: [
    { path: '/compliance', access: 'user', Component: lazy(() => import('./pages/JobsPage.tsx')) },
    { path: '/compliance/import', access: 'user', Component: lazy(() => import('./pages/ImportPage.tsx')) },
  ],
  slots: {
    'dashboard.cards': [{ id: 'compliance', order: 40, span: 'half', Component: ComplianceCard }],
    'analytics.tabs': [
      { id: 'dashboard', label: 'Compliance', order: 90, Component: lazy(() => import('./widgets/ComplianceDashboard.tsx')) },
    ],
  },
});
