import { z } from 'zod';

/**
 * The kernel's settings from the environment. A bad or missing value stops start-up with a message naming the
 * variable (see `loadEnv`). Integrations are off until their settings are present; the embedded defaults keep the
 * product usable without them. A provider's own variables live in its definition (`env`, checked when it is chosen),
 * and a module's in its manifest (`env`, checked at start-up for every installed module): XERO_*, FACEBOOK_*…
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
   * Comma-separated base64 32-byte keys that encrypt secrets modules keep (a Facebook Page's access token, a Google or
   * Xero refresh token): the first seals new ones, the rest still open older ones (rotation, as for SESSION_KEY). The
   * kernel's, as several modules share it; each says in its own settings whether it needs it.
   */
  SECRETS_KEY: base64KeyList,
  /**
   * One base64 32-byte key for the record of asking's digests of customers' details (docs/decisions/0045). Never
   * rotated: a digest must stay comparable for years. Required in production; made under DATA_DIR in development.
   */
  LEDGER_KEY: base64Key.optional(),
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

/**
 * One line per bad variable, for ConfigError messages (loadEnv's, each provider's and each module's). An unset
 * variable reads `unset`, or, when a refinement asked for it (settings that come together), its own reason.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], cleaned: Record<string, string>, unset = 'is not set'): string[] {
  return issues.map((i) => {
    const name = i.path.join('.') || '(environment)';
    if (i.path.length !== 1 || cleaned[String(i.path[0])] !== undefined) return `  ${name}: ${i.message}`;
    return `  ${name}: ${i.code === 'custom' ? `is not set: ${i.message}` : unset}`;
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
  if (env.NODE_ENV === 'production' && env.WEBHOOKS_ALLOW_PRIVATE) {
    throw new ConfigError('Korero cannot start: WEBHOOKS_ALLOW_PRIVATE is for development and tests; remove it in production.');
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_KEY) {
    throw new ConfigError('Korero cannot start: SESSION_KEY is required in production (openssl rand -base64 32).');
  }
  if (env.NODE_ENV === 'production' && !env.LEDGER_KEY) {
    throw new ConfigError(
      'Korero cannot start: LEDGER_KEY is required in production (openssl rand -base64 32); keep it, it never changes.',
    );
  }
  return env;
}
