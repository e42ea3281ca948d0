import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';
import StatsWidget from './dashboard/StatsWidget.tsx';
import ProfileWidget from './dashboard/ProfileWidget.tsx';

export default defineWebModule({
  id: 'business',
  // /settings opens the first section; /settings/<section> each of the others.
  routes: [{ path: '/settings/*', access: 'user', Component: lazy(() => import('./pages/SettingsPage.tsx')) }],
  slots: {
    'dashboard.cards': [
      { id: 'stats', order: 10, span: 'full', Component: StatsWidget },
      { id: 'profile', order: 20, span: 'full', Component: ProfileWidget },
    ],
  },
});
