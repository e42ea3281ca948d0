import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';

export default defineWebModule({
  id: 'invites',
  routes: [
    { path: '/invites', access: 'user', Component: lazy(() => import('./pages/InvitesPage.tsx')) },
    { path: '/qr/:token', access: 'public', Component: lazy(() => import('./pages/QrPage.tsx')) },
  ],
  widgets: [{ id: 'free-tier', order: 15, span: 'full', Component: lazy(() => import('./widgets/FreeTierCard.tsx')) }],
});
