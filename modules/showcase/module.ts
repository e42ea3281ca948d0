import { activityPort, authPort, clockPort, databasePort, defineModule } from '@korero/core/sdk';

export default defineModule({
  id: 'showcase',
  title: 'Showcase',
  description:
    "The business's reviews on its own website: a light widget pasted with one snippet (badge, carousel or list), and a public page per business at /b/{slug}. Only reviews whose customer agreed, and Google's own.",
  requires: {
    modules: ['business', 'reviews'],
    ports: [databasePort, authPort, clockPort, activityPort],
  },
  // With Google connected, the widget carries the location's Google reviews and rating too.
  optional: ['google'],
  server: () => import('./server/index.ts'),
});
