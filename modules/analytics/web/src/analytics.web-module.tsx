import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';
import AnalyticsCard from './dashboard/AnalyticsCard.tsx';

export default defineWebModule({
  id: 'analytics',
  routes: [{ path: '/analytics', access: 'user', Component: lazy(() => import('./pages/AnalyticsPage.tsx')) }],
  slots: {
    'dashboard.cards': [{ id: 'analytics', order: 35, span: 'half', Component: AnalyticsCard }],
  },
});
