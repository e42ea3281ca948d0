import { allOrNone, type LifecycleContext } from '@korero/core/sdk';
import type { Env } from '@korero/config/env';
import { z } from 'zod';

/**
 * The messenger module's settings (its manifest's `env`): the Facebook app it connects Pages through, all with the
 * kernel's SECRETS_KEY (which seals each Page's token) or none of them. Checked at start-up; see the README.
 */
export const messengerEnv = z
  .object({
    FACEBOOK_APP_ID: z
      .string()
      .regex(/^\d{5,20}$/, 'must be the numeric App ID from the Meta app dashboard')
      .optional(),
    FACEBOOK_APP_SECRET: z.string().min(16, 'must be the App Secret from the Meta app dashboard').optional(),
    /** The word Meta sends back when the webhook is set up (any long random string, also entered in the dashboard). */
    FACEBOOK_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The Graph API's address (a local stand-in in tests); its login dialog is at www.facebook.com for the real one. */
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    /** Named only to be required with the rest: the kernel reads its keys (`ctx.env.SECRETS_KEY`). */
    SECRETS_KEY: z.string().optional(),
  })
  .superRefine(allOrNone('Messenger', ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'FACEBOOK_VERIFY_TOKEN'], ['SECRETS_KEY']));

/** The module's settings, with SECRETS_KEY's keys as the kernel read them. */
export type MessengerEnv = Omit<z.output<typeof messengerEnv>, 'SECRETS_KEY'> & Pick<Env, 'SECRETS_KEY'>;

export const messengerEnvOf = (ctx: Pick<LifecycleContext, 'settings' | 'env'>): MessengerEnv => ({
  ...ctx.settings(messengerEnv),
  SECRETS_KEY: ctx.env.SECRETS_KEY,
});
