import { z } from 'zod';
import { envFlag } from '@korero/config/env';
import { defineProvider } from '../../sdk/define-provider.ts';
import { LocalBilling } from './billing.local.adapter.ts';

/** The embedded default: a labelled test checkout that takes no card (off in production unless allowed). */
export default defineProvider({
  id: 'local',
  channel: 'billing',
  title: 'the local test checkout',
  env: z.object({
    /** In production the test checkout would give plans away, so it is off there unless this is true. */
    ALLOW_TEST_CHECKOUT: envFlag.optional(),
  }),
  create: (settings, deps) =>
    new LocalBilling(
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
      { checkoutAvailable: deps.env.NODE_ENV !== 'production' || settings.ALLOW_TEST_CHECKOUT === true },
    ),
});
