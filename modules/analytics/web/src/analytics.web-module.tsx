import { lazy } from 'react';
import { dashboardCards, defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../../contract/pages.ts';
import AnalyticsCard from './dashboard/AnalyticsCard.tsx';

export default defineWebModule({
  id: 'analytics',
  routes: pageRoutes(pages, {
    '/analytics': lazy(() => import('./pages/AnalyticsPage.tsx')),
  }),
  slots: [dashboardCards.fill({ id: 'analytics', order: 35, span: 'half', Component: AnalyticsCard })],
});
