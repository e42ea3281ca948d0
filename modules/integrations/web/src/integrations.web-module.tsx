import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';

export default defineWebModule({
  id: 'integrations',
  slots: {
    'settings.panels': [
      { id: 'api-keys', order: 60, Component: lazy(() => import('./widgets/ApiKeysPanel.tsx')) },
      { id: 'webhooks', order: 61, Component: lazy(() => import('./widgets/WebhooksPanel.tsx')) },
    ],
  },
});
