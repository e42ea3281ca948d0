import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';
import PlanWidget from './dashboard/PlanWidget.tsx';

export default defineWebModule({
  id: 'subscription',
  routes: [
    { path: '/subscription', access: 'user', Component: lazy(() => import('./pages/SubscriptionPage.tsx')) },
    // A page of its own, like a payment provider's: no app navigation to wander off into mid-checkout.
    { path: '/billing/test-checkout', access: 'user', layout: 'bare', Component: lazy(() => import('./pages/TestCheckoutPage.tsx')) },
  ],
  slots: {
    'dashboard.cards': [{ id: 'plan', order: 40, span: 'half', Component: PlanWidget }],
  },
});
