import { lazy } from 'react';
import { defineWebModule, settingsPanels } from '@korero/web-kit';

export default defineWebModule({
  id: 'jobsystems',
  slots: [
    // Three sections, so none is more than two phone screens: the connections, the rules, and what they did.
    settingsPanels.fill(
      {
        id: 'connections',
        order: 55,
        section: { id: 'job-systems', title: 'Job systems', description: 'Your job system asks each customer when the job is done.' },
        Component: lazy(() => import('./settings/ConnectionsCard.tsx')),
      },
      {
        id: 'rules',
        order: 56,
        section: { id: 'job-rules', title: 'Asking rules', description: 'When, how often and how your job systems ask.' },
        Component: lazy(() => import('./settings/RulesCard.tsx')),
      },
      {
        id: 'activity',
        order: 57,
        section: { id: 'job-activity', title: 'Job system activity', description: 'What was asked, held or skipped, and a dry run.' },
        Component: lazy(() => import('./settings/ActivityCard.tsx')),
      },
    ),
  ],
});
