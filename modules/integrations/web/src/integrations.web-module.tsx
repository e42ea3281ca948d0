import { lazy } from 'react';
import { defineWebModule } from '@korero/web-kit';

const section = { id: 'developers', title: 'API & webhooks', description: 'Connect Korero to the other systems you use.' };

export default defineWebModule({
  id: 'integrations',
  slots: {
    'settings.panels': [
      { id: 'api-keys', order: 60, section, Component: lazy(() => import('./widgets/ApiKeysPanel.tsx')) },
      { id: 'webhooks', order: 61, section, Component: lazy(() => import('./widgets/WebhooksPanel.tsx')) },
    ],
  },
});
