import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';

export default defineWebModule({
  id: 'messenger',
  slots: {
    'settings.panels': [{ id: 'facebook', order: 30, Component: lazy(() => import('./widgets/MessengerCard.tsx')) }],
  },
});
