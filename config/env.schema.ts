import { z } from 'zod';

/**
 * Every setting Korero reads from the environment. A bad or missing value stops start-up with a message naming the
 * variable (see `loadEnv`). Integrations are off until their settings are present; the embedded defaults keep the
 * product usable without them.
 */
export const envFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const base64Key = z.string().refine((s) => Buffer.from(s, 'base64').length === 32 && /^[A-Za-z0-9+/]+=*$/.test(s), {
  message: 'each key must be 32 bytes, base64-encoded (openssl rand -base64 32)',
});

/** Comma-separated base64 32-byte keys (SESSION_KEY, SECRETS_KEY): the first is used, the rest still accepted. */
const base64KeyList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  )
  .pipe(z.array(base64Key).min(1))
  .optional();

const optionalUrl = z.url().optional();

const providerId = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be a provider id (lower-case letters, digits and dashes), or none')
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where Korero is reached from outside, for links in messages. Defaults to http://HOST:PORT. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./.data'),
  /** postgres://…; without it, an embedded PGlite database lives under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** PostgreSQL time limits (see core/src/kernel/database-timeouts.ts); the defaults bound a 503 to 5 s. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
  /**
   * How long a claimed background job stays its worker's without a renewal (renewed every third of it while the job
   * runs). A job whose process died is handed out again after this; shorten it only in tests.
   */
  JOB_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
  /**
   * After SIGTERM or SIGINT, how long the process may take to answer what reaches it: it stops listening once nothing
   * is waiting, or at half of this under a client that keeps sending; a request still running at the end of it has
   * its connection closed.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(8000),
  /** Comma-separated base64 32-byte keys; the first signs new cookies, the rest are still accepted (rotation). */
  SESSION_KEY: base64KeyList,
  /**
   * Comma-separated base64 32-byte keys that encrypt secrets Korero keeps (a Facebook Page's access token): the first
   * seals new ones, the rest still open older ones (rotation, as for SESSION_KEY).
   */
  SECRETS_KEY: base64KeyList,
  /** The Facebook app the messenger module connects Pages through (all four with SECRETS_KEY, or none). */
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the numeric App ID from the Meta app dashboard')
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(16, 'must be the App Secret from the Meta app dashboard').optional(),
  /** The word Meta sends back when the webhook is set up (any long random string, also entered in the dashboard). */
  FACEBOOK_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The Graph API's address (a local stand-in in tests); its login dialog is at www.facebook.com for the real one. */
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** The Google Cloud OAuth client the google module connects Business Profile locations through (both with SECRETS_KEY, or none). */
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
  /**
   * Xero, for the jobsystems module (issue 45): the app's OAuth client and its webhook signing key (all three with
   * SECRETS_KEY, or none: Xero is then not offered). The three addresses are Xero's unless a stand-in is given.
   */
  XERO_CLIENT_ID: z.string().min(8, 'must be the client id of your Xero app (developer.xero.com → My Apps)').optional(),
  XERO_CLIENT_SECRET: z.string().min(8, 'must be the client secret of your Xero app').optional(),
  XERO_WEBHOOK_KEY: z.string().min(16, "must be the webhook key from your Xero app's Webhooks page").optional(),
  XERO_LOGIN_URL: z.url().default('https://login.xero.com'),
  XERO_IDENTITY_URL: z.url().default('https://identity.xero.com'),
  XERO_API_BASE_URL: z.url().default('https://api.xero.com'),
  /** ServiceM8, for the jobsystems module: the app's OAuth client (both with SECRETS_KEY, or none). */
  SERVICEM8_CLIENT_ID: z.string().min(4, 'must be the App ID of your ServiceM8 add-on').optional(),
  SERVICEM8_CLIENT_SECRET: z.string().min(8, 'must be the App Secret of your ServiceM8 add-on').optional(),
  SERVICEM8_API_BASE_URL: z.url().default('https://api.servicem8.com'),
  /** Fergus's API (each business gives its own personal access token). */
  FERGUS_API_BASE_URL: z.url().default('https://api.fergus.com'),
  /**
   * Lets outgoing webhooks reach loopback and private addresses, over http too: for a receiver on your own machine
   * while developing or testing. Refused in production, where such endpoints are always blocked.
   */
  WEBHOOKS_ALLOW_PRIVATE: envFlag.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 7),
  /** The most businesses one person may own (POST /api/businesses past it is refused, 409). */
  MAX_BUSINESSES_PER_PERSON: z.coerce.number().int().min(1).default(10),
  /** Comma-separated module ids to enable, or "none"; default: every installed module. */
  MODULES: z
    .string()
    .transform((s) =>
      s.trim() === 'none'
        ? []
        : s
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean),
    )
    .optional(),
  /** Bearer token for GET /metrics (Prometheus format); without it /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Fixed first-admin setup code; otherwise a one-time code is printed at start while no admin exists. */
  ADMIN_SETUP_TOKEN: z.string().min(12, 'must be at least 12 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: envFlag.default(false),
  SUPPORT_EMAIL: z.email().default('support@korero.co.nz'),
  MAIL_FROM: z.string().min(3).default('Korero <no-reply@korero.co.nz>'),
  /**
   * The provider of each channel, by id (see config/providers.ts); `none` turns a message channel off. Unset: the
   * provider whose settings are present (TWILIO_* → twilio), else the embedded default. Each provider's own
   * variables (TWILIO_*, SMTP_URL, STRIPE_*, OPENAI_*, GOOGLE_PLACES_*…) live in its definition and are checked
   * when it is chosen.
   */
  SMS_PROVIDER: providerId,
  EMAIL_PROVIDER: providerId,
  MESSENGER_PROVIDER: providerId,
  AI_PROVIDER: providerId,
  PLACES_PROVIDER: providerId,
  STORAGE_PROVIDER: providerId,
  BILLING_PROVIDER: providerId,
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The environment without empty values: `FOO=` counts as unset, as it does for every setting. */
export function cleanEnvironment(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

/** One line per bad variable, for ConfigError messages (loadEnv's and each provider's). */
export function describeIssues(issues: readonly z.core.$ZodIssue[], cleaned: Record<string, string>, unset = 'is not set'): string[] {
  return issues.map((i) => {
    const name = i.path.join('.') || '(environment)';
    return `  ${name}: ${i.path.length === 1 && cleaned[String(i.path[0])] === undefined ? unset : i.message}`;
  });
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = cleanEnvironment(source);
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(`Korero cannot start: fix these settings.\n${describeIssues(result.error.issues, cleaned).join('\n')}`);
  }
  const env = result.data;
  const facebook = {
    FACEBOOK_APP_ID: env.FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET: env.FACEBOOK_APP_SECRET,
    FACEBOOK_VERIFY_TOKEN: env.FACEBOOK_VERIFY_TOKEN,
  };
  const given = Object.entries(facebook).filter(([, v]) => v !== undefined);
  if (given.length > 0 && (given.length < 3 || !env.SECRETS_KEY)) {
    const missing = [
      ...Object.entries(facebook)
        .filter(([, v]) => v === undefined)
        .map(([k]) => k),
      ...(env.SECRETS_KEY ? [] : ['SECRETS_KEY']),
    ];
    throw new ConfigError(
      `Korero cannot start: Messenger needs FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_VERIFY_TOKEN and SECRETS_KEY together (or none of them). Missing: ${missing.join(', ')}.`,
    );
  }
  const google = { GOOGLE_OAUTH_CLIENT_ID: env.GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET: env.GOOGLE_OAUTH_CLIENT_SECRET };
  const googleGiven = Object.values(google).filter((v) => v !== undefined).length;
  if (googleGiven > 0 && (googleGiven < 2 || !env.SECRETS_KEY)) {
    const missing = [
      ...Object.entries(google)
        .filter(([, v]) => v === undefined)
        .map(([k]) => k),
      ...(env.SECRETS_KEY ? [] : ['SECRETS_KEY']),
    ];
    throw new ConfigError(
      `Korero cannot start: Google reviews need GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET and SECRETS_KEY together (or none of them). Missing: ${missing.join(', ')}.`,
    );
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOKS_ALLOW_PRIVATE) {
    throw new ConfigError('Korero cannot start: WEBHOOKS_ALLOW_PRIVATE is for development and tests; remove it in production.');
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_KEY) {
    throw new ConfigError('Korero cannot start: SESSION_KEY is required in production (openssl rand -base64 32).');
  }
  return env;
}
