import { z } from 'zod';
import { defineProvider } from '../../sdk/define-provider.ts';
import { stripeRoutes } from './stripe.routes.ts';

/** Card payments through Stripe Checkout. The Stripe SDK is imported only when Stripe is the billing provider. */
export default defineProvider({
  id: 'stripe',
  channel: 'billing',
  title: 'Stripe',
  env: z.object({
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a secret key from the Stripe dashboard (sk_… or rk_…)'),
    /** whsec_…: without it webhooks are refused (returns from checkout still activate plans). */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** host:port or a URL for the Stripe API (tests point it at a local stand-in). */
    STRIPE_API_BASE_URL: z.url().optional(),
  }),
  impliedBy: ['STRIPE_SECRET_KEY'],
  async create(settings, deps) {
    const { StripeBilling } = await import('./billing.stripe.adapter.ts');
    return new StripeBilling(
      { secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET, apiBaseUrl: settings.STRIPE_API_BASE_URL },
      {
        plans: deps.plans,
        entitlements: deps.entitlements,
        db: deps.db,
        events: deps.events,
        clock: deps.clock,
        jobs: deps.jobs,
        logger: deps.logger,
        maxAccountsPerTier: () => deps.systemSettings.current().maxUsersPerTier,
      },
    );
  },
  routes: stripeRoutes,
});
