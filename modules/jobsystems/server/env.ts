import type { LifecycleContext } from '@korero/core/sdk';
import type { Env } from '@korero/config/env';
import { z } from 'zod';

/**
 * The jobsystems module's settings (its manifest's `env`), checked at start-up; see the README. A system is offered
 * only when its settings and the kernel's SECRETS_KEY (which seals its tokens) are present (settings.ts).
 */
export const jobSystemsEnv = z.object({
  /** Xero's app: its OAuth client and webhook signing key (all three, or Xero is not offered). */
  XERO_CLIENT_ID: z.string().min(8, 'must be the client id of your Xero app (developer.xero.com → My Apps)').optional(),
  XERO_CLIENT_SECRET: z.string().min(8, 'must be the client secret of your Xero app').optional(),
  XERO_WEBHOOK_KEY: z.string().min(16, "must be the webhook key from your Xero app's Webhooks page").optional(),
  /** Xero's addresses, unless a stand-in is given. */
  XERO_LOGIN_URL: z.url().default('https://login.xero.com'),
  XERO_IDENTITY_URL: z.url().default('https://identity.xero.com'),
  XERO_API_BASE_URL: z.url().default('https://api.xero.com'),
  /** ServiceM8's add-on: its OAuth client (both, or ServiceM8 is not offered). */
  SERVICEM8_CLIENT_ID: z.string().min(4, 'must be the App ID of your ServiceM8 add-on').optional(),
  SERVICEM8_CLIENT_SECRET: z.string().min(8, 'must be the App Secret of your ServiceM8 add-on').optional(),
  SERVICEM8_API_BASE_URL: z.url().default('https://api.servicem8.com'),
  /** Fergus's API (each business gives its own personal access token). */
  FERGUS_API_BASE_URL: z.url().default('https://api.fergus.com'),
});

/** The module's settings, with SECRETS_KEY's keys as the kernel read them. */
export type JobSystemsEnv = z.output<typeof jobSystemsEnv> & Pick<Env, 'SECRETS_KEY'>;

export const jobSystemsEnvOf = (ctx: Pick<LifecycleContext, 'settings' | 'env'>): JobSystemsEnv => ({
  ...ctx.settings(jobSystemsEnv),
  SECRETS_KEY: ctx.env.SECRETS_KEY,
});
