import { lazy } from 'react';
import { dashboardCards, dashboardHero, defineWebModule, headerPrimary, pageRoutes, settingsPanels } from '@korero/web-kit';
import pages from '../../contract/pages.ts';
import FreeTierCard from './dashboard/FreeTierCard.tsx';
import { NewInviteHeaderButton, NewInviteHeroButton } from './slots/NewInviteButtons.tsx';

export default defineWebModule({
  id: 'invites',
  routes: pageRoutes(pages, {
    '/invites': lazy(() => import('./pages/InvitesPage.tsx')),
    '/ask': lazy(() => import('./technician/AskInApp.tsx').then((m) => ({ default: m.AskInApp }))),
    '/qr/:token': lazy(() => import('./pages/QrPage.tsx')),
    // Every role asks for reviews; technicians only here (docs/decisions/0026).
  }).map((route) => (route.path === '/ask' ? { ...route, roles: ['owner', 'manager', 'technician'] as const } : route)),
  slots: [
    headerPrimary.fill({ id: 'new-invite', order: 10, Component: NewInviteHeaderButton }),
    dashboardHero.fill({ id: 'new-invite', order: 10, Component: NewInviteHeroButton }),
    dashboardCards.fill({ id: 'free-tier', order: 15, span: 'full', Component: FreeTierCard }),
    settingsPanels.fill({
      id: 'reminders',
      order: 25,
      // Beside the SMS text, in the Settings page's own Messages section.
      section: { id: 'messages', title: 'Messages' },
      Component: lazy(() => import('./widgets/RemindersPanel.tsx')),
    }),
  ],
});
