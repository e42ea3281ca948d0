import { lazy } from 'react';
import { dashboardHero, defineWebModule, pageRoutes } from '@korero/web-kit';
import pages from '../../contract/pages.ts';
import { HowToButton } from './slots/HowToButton.tsx';

/** Public pages: the shell draws them without the signed-in layout, so each page brings its own (PublicPage). */
export default defineWebModule({
  id: 'help',
  routes: pageRoutes(pages, {
    '/privacy-policy': lazy(() => import('./pages/PrivacyPolicyPage.tsx')),
    '/terms-of-service': lazy(() => import('./pages/TermsOfServicePage.tsx')),
    '/data-deletion': lazy(() => import('./pages/DataDeletionPage.tsx')),
    '/demo-videos': lazy(() => import('./pages/DemoVideosPage.tsx')),
  }),
  slots: [dashboardHero.fill({ id: 'how-to', order: 20, Component: HowToButton })],
});
