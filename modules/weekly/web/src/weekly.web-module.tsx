import { lazy } from 'react';
import { defineWebModule, settingsPanels } from '@korero/web-kit';

export default defineWebModule({
  id: 'weekly',
  slots: [
    // Each person's own email, so every role that gets one sees the switch (a technician's is their own week).
    settingsPanels.fill({
      id: 'weekly-email',
      order: 80,
      section: { id: 'weekly-email', title: 'Weekly report', description: 'An email each Monday morning about the week just ended.' },
      roles: ['owner', 'manager', 'technician'],
      Component: lazy(() => import('./settings/WeeklyEmailPanel.tsx')),
    }),
  ],
});
