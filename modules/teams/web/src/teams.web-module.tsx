import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';

export default defineWebModule({
  id: 'teams',
  routes: [{ path: '/teams', access: 'user', Component: lazy(() => import('./pages/TeamsPage.tsx')) }],
});
