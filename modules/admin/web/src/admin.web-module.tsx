import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';

export default defineWebModule({
  id: 'admin',
  // The admin area draws its own frame (sidebar, 'System Administrator' header); the shell's guard keeps it to admins.
  routes: [{ path: '/admin/*', access: 'admin', layout: 'bare', Component: lazy(() => import('./AdminArea.tsx')) }],
});
