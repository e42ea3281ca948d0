import { lazy } from 'react';
import { dashboardCards, defineWebModule, pageRoutes, settingsPanels } from '@korero/web-kit';
import pages from '../../contract/pages.ts';
import RecentActivity from './dashboard/RecentActivity.tsx';

const customer = () => import('./pages/customer-routes.tsx');

export default defineWebModule({
  id: 'reviews',
  routes: pageRoutes(pages, {
    '/reviews': lazy(() => import('./pages/ReviewsPage.tsx')),
    '/review/:token': lazy(() => customer().then((m) => ({ default: m.ReviewRoute }))),
    '/customer-review/:token': lazy(() => customer().then((m) => ({ default: m.ReviewRoute }))),
    '/review': lazy(() => customer().then((m) => ({ default: m.SimpleReviewRoute }))),
    '/feedback': lazy(() => customer().then((m) => ({ default: m.FeedbackRoute }))),
    '/review-preview/:id': lazy(() => customer().then((m) => ({ default: m.PreviewRoute }))),
  }),
  slots: [
    dashboardCards.fill({ id: 'recent-activity', order: 30, span: 'half', Component: RecentActivity }),
    settingsPanels.fill({
      id: 'public-link',
      order: 20,
      section: { id: 'public-link', title: 'Public link', description: 'Feedback from customers you have not sent an invitation.' },
      Component: lazy(() => import('./settings/PublicLinkPanel.tsx')),
    }),
  ],
});
