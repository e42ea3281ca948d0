import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';
import RecentActivity from './dashboard/RecentActivity.tsx';

const customer = () => import('./pages/customer-routes.tsx');

export default defineWebModule({
  id: 'reviews',
  routes: [
    { path: '/reviews', access: 'user', Component: lazy(() => import('./pages/ReviewsPage.tsx')) },
    { path: '/review/:token', access: 'public', Component: lazy(() => customer().then((m) => ({ default: m.ReviewRoute }))) },
    { path: '/customer-review/:token', access: 'public', Component: lazy(() => customer().then((m) => ({ default: m.ReviewRoute }))) },
    { path: '/review', access: 'public', Component: lazy(() => customer().then((m) => ({ default: m.SimpleReviewRoute }))) },
    { path: '/feedback', access: 'public', Component: lazy(() => customer().then((m) => ({ default: m.FeedbackRoute }))) },
    { path: '/review-preview/:id', access: 'public', Component: lazy(() => customer().then((m) => ({ default: m.PreviewRoute }))) },
  ],
  slots: {
    'dashboard.cards': [{ id: 'recent-activity', order: 30, span: 'half', Component: RecentActivity }],
    'settings.panels': [
      {
        id: 'public-link',
        order: 20,
        section: { id: 'public-link', title: 'Public link', description: 'Feedback from customers you have not sent an invitation.' },
        Component: lazy(() => import('./settings/PublicLinkPanel.tsx')),
      },
    ],
  },
});
