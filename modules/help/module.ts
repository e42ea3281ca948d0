import { defineModule } from '@korero/core/sdk';
import pages from './contract/pages.ts';

export default defineModule({
  id: 'help',
  title: 'Help & Legal',
  webPages: pages,
  description: 'The public privacy policy, terms of service, data deletion page and demo videos.',
  // Legal pages must always be reachable, whatever else an admin switches off.
  canDisable: false,
  requires: { ports: [] },
  links: [
    { slot: 'footer.links', to: '/privacy-policy', label: 'Privacy Policy', order: 10 },
    { slot: 'footer.links', to: '/terms-of-service', label: 'Terms of Service', order: 20 },
    { slot: 'footer.links', to: '/data-deletion', label: 'Delete Your Data', order: 30 },
    { slot: 'auth.agreements', to: '/terms-of-service', label: 'Terms of Service', order: 10 },
    { slot: 'auth.agreements', to: '/privacy-policy', label: 'Privacy Policy', order: 20 },
  ],
  server: () => import('./server/index.ts'),
});
