import { lazy } from 'react';
import { defineWebModule, settingsPanels } from '@korero/web-kit';

export default defineWebModule({
  id: 'integrations',
  slots: [
    // A section each: together they are more than two phone screens.
    settingsPanels.fill(
      {
        id: 'api-keys',
        order: 60,
        section: { id: 'api-keys', title: 'API keys', description: 'Let your other systems work with Korero.' },
        // The kernel's API-key routes are owners' (docs/decisions/0026).
        roles: ['owner'],
        Component: lazy(() => import('./widgets/ApiKeysPanel.tsx')),
      },
      {
        id: 'webhooks',
        order: 61,
        section: { id: 'webhooks', title: 'Webhooks', description: 'Tell your other systems when something happens in Korero.' },
        // Owners' too since issue 44: a webhook sends customers' details elsewhere, unattended. A manager was shown the
        // section and then "Could not load your webhooks".
        roles: ['owner'],
        Component: lazy(() => import('./widgets/WebhooksPanel.tsx')),
      },
    ),
  ],
});
