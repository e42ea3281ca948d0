import { allOrNone, type LifecycleContext } from '@korero/core/sdk';
import type { Env } from '@korero/config/env';
import { z } from 'zod';

/**
 * The google module's settings (its manifest's `env`): the Google Cloud OAuth client it connects Business Profile
 * locations through, both with the kernel's SECRETS_KEY (which seals each refresh token) or none of them. Checked at
 * start-up; see the README.
 */
export const googleEnv = z
  .object({
    GOOGLE_OAUTH_CLIENT_ID: z
      .string()
      .regex(/^[0-9A-Za-z._-]{8,200}$/, 'must be the OAuth client ID from the Google Cloud console (…apps.googleusercontent.com)')
      .optional(),
    GOOGLE_OAUTH_CLIENT_SECRET: z.string().min(8, 'must be the OAuth client secret from the Google Cloud console').optional(),
    /**
     * One base address for every Google endpoint (a local stand-in in tests); the paths stay Google's. Unset: the real
     * hosts (accounts.google.com, oauth2.googleapis.com, mybusiness*.googleapis.com).
     */
    GOOGLE_API_BASE_URL: z.url().optional(),
    /** Named only to be required with the rest: the kernel reads its keys (`ctx.env.SECRETS_KEY`). */
    SECRETS_KEY: z.string().optional(),
  })
  .superRefine(allOrNone('Google reviews', ['GOOGLE_OAUTH_CLIENT_ID', 'GOOGLE_OAUTH_CLIENT_SECRET'], ['SECRETS_KEY']));

/** The module's settings, with SECRETS_KEY's keys as the kernel read them. */
export type GoogleEnv = Omit<z.output<typeof googleEnv>, 'SECRETS_KEY'> & Pick<Env, 'SECRETS_KEY'>;

export const googleEnvOf = (ctx: Pick<LifecycleContext, 'settings' | 'env'>): GoogleEnv => ({
  ...ctx.settings(googleEnv),
  SECRETS_KEY: ctx.env.SECRETS_KEY,
});
