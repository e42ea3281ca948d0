import { lazy } from 'react';
import { defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../../contract/pages.ts';

export default defineWebModule({
  id: 'teams',
  routes: pageRoutes(pages, {
    '/teams': lazy(() => import('./pages/TeamsPage.tsx')),
  }),
});
