import { lazy } from 'react';
import { dashboardCards, defineWebModule, headerPrimary, pageRoutes } from '@korero/web-kit';
import { analyticsTabs } from '@korero/module-analytics/contract/slots';
import { reviewsSubmission } from '@korero/module-reviews/contract/slots';
import pages from '../../contract/pages.ts';
import FollowUpsCard from './slots/FollowUpsCard.tsx';
import { FollowUpsHeaderButton } from './slots/FollowUpsHeaderButton.tsx';

// The entry holds the definition, the header count and the dashboard card; every page and the analytics tab load
// when drawn.
export default defineWebModule({
  id: 'followups',
  routes: pageRoutes(pages, {
    '/follow-ups': lazy(() => import('./pages/FollowUpsPage.tsx')),
    '/follow-ups/:id': lazy(() => import('./pages/FollowUpPage.tsx')),
    '/follow-up/:token': lazy(() => import('./customer/CustomerFollowUpPage.tsx')),
    // Technicians open the list and a follow-up too: the server answers them only with those assigned to them.
  }).map((route) => (route.access === 'user' ? { ...route, roles: ['owner', 'manager', 'technician'] as const } : route)),
  slots: [
    headerPrimary.fill({ id: 'follow-ups', order: 20, Component: FollowUpsHeaderButton }),
    dashboardCards.fill({ id: 'follow-ups', order: 25, span: 'half', Component: FollowUpsCard }),
    analyticsTabs.fill({ id: 'follow-ups', label: 'Follow-ups', order: 40, Component: lazy(() => import('./analytics/FollowUpsTab.tsx')) }),
    // Each card on the Reviews screen: its follow-up's state, linked to the conversation.
    reviewsSubmission.fill({ id: 'follow-up', order: 10, Component: lazy(() => import('./slots/SubmissionFollowUp.tsx')) }),
  ],
});
