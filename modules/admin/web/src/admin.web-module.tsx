import { lazy } from 'react';
import { defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../../contract/pages.ts';

export default defineWebModule({
  id: 'admin',
  routes: pageRoutes(pages, {
    '/admin/*': lazy(() => import('./AdminArea.tsx')),
  }),
});
