import { lazy } from 'react';
import { dashboardCards, defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../../contract/pages.ts';
import StatsWidget from './dashboard/StatsWidget.tsx';
import ProfileWidget from './dashboard/ProfileWidget.tsx';

export default defineWebModule({
  id: 'business',
  routes: pageRoutes(pages, {
    '/settings/*': lazy(() => import('./pages/SettingsPage.tsx')),
    // Technicians open Settings for the panels other modules give them (sections.ts leaves the business's out).
  }).map((route) => ({ ...route, roles: ['owner', 'manager', 'technician'] as const })),
  slots: [
    dashboardCards.fill(
      { id: 'stats', order: 10, span: 'full', Component: StatsWidget },
      { id: 'profile', order: 20, span: 'full', Component: ProfileWidget },
    ),
  ],
});
