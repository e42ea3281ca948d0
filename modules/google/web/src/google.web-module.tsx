import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';
import { TabShown } from './analytics/TabShown.tsx';
import GoogleDashboardCard from './dashboard/GoogleDashboardCard.tsx';

export default defineWebModule({
  id: 'google',
  slots: {
    'dashboard.cards': [{ id: 'google', order: 50, span: 'half', Component: GoogleDashboardCard }],
    'settings.panels': [
      {
        id: 'connection',
        order: 35,
        section: { id: 'google', title: 'Google reviews', description: 'Your Google reviews in Korero, answered from here.' },
        Component: lazy(() => import('./settings/GoogleSettingsCard.tsx')),
      },
    ],
    'reviews.sources': [{ id: 'google', label: 'Google', order: 10, Component: lazy(() => import('./reviews/GoogleReviewsList.tsx')) }],
    'analytics.tabs': [
      {
        id: 'posted',
        label: 'Posted on Google',
        order: 60,
        Component: lazy(() => import('./analytics/PostedRateTab.tsx')),
        Shown: TabShown,
      },
    ],
  },
});
