import { lazy } from 'react';
import { defineWebModule, settingsPanels } from '@korero/web-kit';

export default defineWebModule({
  id: 'messenger',
  slots: [
    settingsPanels.fill({
      id: 'facebook',
      order: 30,
      section: { id: 'messenger', title: 'Messenger', description: 'Invitations by Facebook Messenger, from your business page.' },
      Component: lazy(() => import('./widgets/MessengerCard.tsx')),
    }),
  ],
});
