import { lazy } from 'react';
import { dashboardCards, defineWebModule, settingsPanels } from '@korero/web-kit';
import { analyticsTabs } from '@korero/module-analytics/contract/slots';
import { reviewsSources } from '@korero/module-reviews/contract/slots';
import { TabShown } from './analytics/TabShown.tsx';
import GoogleDashboardCard from './dashboard/GoogleDashboardCard.tsx';

export default defineWebModule({
  id: 'google',
  slots: [
    dashboardCards.fill({ id: 'google', order: 50, span: 'half', Component: GoogleDashboardCard }),
    settingsPanels.fill({
      id: 'connection',
      order: 35,
      section: { id: 'google', title: 'Google reviews', description: 'Your Google reviews in Korero, answered from here.' },
      Component: lazy(() => import('./settings/GoogleSettingsCard.tsx')),
    }),
    reviewsSources.fill({ id: 'google', label: 'Google', order: 10, Component: lazy(() => import('./reviews/GoogleReviewsList.tsx')) }),
    analyticsTabs.fill({
      id: 'posted',
      label: 'Posted on Google',
      order: 60,
      Component: lazy(() => import('./analytics/PostedRateTab.tsx')),
      Shown: TabShown,
    }),
  ],
});
