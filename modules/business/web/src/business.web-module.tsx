import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';

export default defineWebModule({
  id: 'business',
  routes: [{ path: '/settings', access: 'user', Component: lazy(() => import('./pages/SettingsPage.tsx')) }],
  slots: {
    'dashboard.cards': [
      { id: 'stats', order: 10, span: 'full', Component: lazy(() => import('./widgets/StatsWidget.tsx')) },
      { id: 'profile', order: 20, span: 'full', Component: lazy(() => import('./widgets/ProfileWidget.tsx')) },
    ],
  },
});
