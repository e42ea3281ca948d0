import { authPort, clockPort, databasePort, defineModule, jobsPort, messagingPort } from '@korero/core/sdk';

export default defineModule({
  id: 'weekly',
  title: 'Weekly report',
  description:
    'Every Monday at 8 am New Zealand time, an email of the week just ended: invitations, answers, Google reviews posted, follow-ups, compliance coverage and each technician’s asks. Owners get it, managers and technicians (a shorter one) when they ask; each person unsubscribes with one link.',
  // Its screens: the unsubscribe link's public page (server-drawn), and each person's switch in Settings (its front
  // end's panel); the choice is an API of the person's own (`self`).
  requires: {
    modules: ['business', 'invites', 'reviews'],
    ports: [databasePort, authPort, clockPort, messagingPort, jobsPort],
  },
  // Each line of the report comes from its module when it runs, and is left out when it does not.
  optional: ['google', 'followups', 'compliance'],
  server: () => import('./server/index.ts'),
});
