import { lazy } from 'react';
import { defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../pages.ts';
import CompetitorsCard from './dashboard/CompetitorsCard.tsx';
import { TabShown } from './widgets/TabShown.tsx';

export default defineWebModule({
  id: 'competitors',
  routes: pageRoutes(pages, {
    '/competitors': lazy(() => import('./pages/CompetitorsPage.tsx')),
  }),
  slots: {
    'dashboard.cards': [{ id: 'summary', order: 45, span: 'half', Component: CompetitorsCard }],
    'analytics.tabs': [
      {
        id: 'analysis',
        label: 'Competitor Analysis',
        order: 50,
        Component: lazy(() => import('./widgets/CompetitorTab.tsx')),
        Shown: TabShown,
      },
    ],
  },
});
