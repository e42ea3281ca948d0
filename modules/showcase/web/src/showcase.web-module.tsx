import { lazy } from 'react';
import { defineWebModule, settingsPanels } from '@korero/web-kit';

export default defineWebModule({
  id: 'showcase',
  slots: [
    settingsPanels.fill({
      id: 'widget',
      // After Google reviews (35): the widget shows those too.
      order: 38,
      section: { id: 'website-widget', title: 'Website widget', description: 'Your reviews on your own website, with one snippet.' },
      Component: lazy(() => import('./settings/WebsiteWidgetPanel.tsx')),
    }),
  ],
});
