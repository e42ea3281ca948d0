import { lazy } from 'react';
import { dashboardCards, defineWebModule, pageRoutes } from '@korero/web-kit';
import { analyticsTabs } from '@korero/module-analytics/contract/slots';
import pages from '../../contract/pages.ts';
import CompetitorsCard from './dashboard/CompetitorsCard.tsx';
import { TabShown } from './widgets/TabShown.tsx';

export default defineWebModule({
  id: 'competitors',
  routes: pageRoutes(pages, {
    '/competitors': lazy(() => import('./pages/CompetitorsPage.tsx')),
  }),
  slots: [
    dashboardCards.fill({ id: 'summary', order: 45, span: 'half', Component: CompetitorsCard }),
    analyticsTabs.fill({
      id: 'analysis',
      label: 'Competitor Analysis',
      order: 50,
      Component: lazy(() => import('./widgets/CompetitorTab.tsx')),
      Shown: TabShown,
    }),
  ],
});
