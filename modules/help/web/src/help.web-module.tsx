import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';
import { HowToButton } from './slots/HowToButton.tsx';

/** Public pages: the shell draws them without the signed-in layout, so each page brings its own (PublicPage). */
export default defineWebModule({
  id: 'help',
  routes: [
    { path: '/privacy-policy', access: 'public', Component: lazy(() => import('./pages/PrivacyPolicyPage.tsx')) },
    { path: '/terms-of-service', access: 'public', Component: lazy(() => import('./pages/TermsOfServicePage.tsx')) },
    { path: '/data-deletion', access: 'public', Component: lazy(() => import('./pages/DataDeletionPage.tsx')) },
    { path: '/demo-videos', access: 'public', Component: lazy(() => import('./pages/DemoVideosPage.tsx')) },
  ],
  slots: {
    'dashboard.hero': [{ id: 'how-to', order: 20, Component: HowToButton }],
  },
});
