import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@korero/config/env';
import type { AiPort } from '../ports/ai.port.ts';
import type { Plan } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { PlacesPort } from '../ports/places.port.ts';
import type { StoragePort } from '../ports/storage.port.ts';
import { ComposerAi } from './ai/ai.composer.adapter.ts';
import { LocalBilling } from './billing/billing.local.adapter.ts';
import { systemClock } from './clock/clock.system.adapter.ts';
import { JobEvents } from './events/events.jobs.adapter.ts';
import { PostgresJobs, type JobsWorkerOptions } from './jobs/jobs.postgres.adapter.ts';
import { OutboxMessaging } from './messaging/messaging.outbox.adapter.ts';
import type { MessageProvider } from './messaging/provider.ts';
import { UnsubscribeLinks } from './messaging/unsubscribe-links.ts';
import { GooglePlaces } from './places/places.google.adapter.ts';
import { noPlaces } from './places/places.none.adapter.ts';
import { DiskStorage } from './storage/storage.disk.adapter.ts';

/** Adapters a test (or an embedding program) supplies instead of the configured ones. */
export interface AdapterOverrides {
  storage?: StoragePort;
  places?: PlacesPort;
  ai?: AiPort;
  messageProviders?: MessageProvider[];
  jobs?: Partial<JobsWorkerOptions>;
}

export interface AdapterInputs {
  env: Env;
  db: Database;
  plans: Plan[];
  logger: FastifyBaseLogger;
  clock?: ClockPort | undefined;
  overrides?: AdapterOverrides | undefined;
  /** Where Korero is reached, for links in messages. */
  publicUrl: string;
  /** Keys unsubscribe links are signed with. */
  signingKey: Buffer;
}

/**
 * The real message providers the environment configures (none: everything ends in the outbox). Vendors' SDKs are
 * imported only when configured: together they took ~0.7 s of every start-up that never used them.
 */
async function messageProviders(env: Env, links: UnsubscribeLinks): Promise<MessageProvider[]> {
  const providers: MessageProvider[] = [];
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    const { TwilioSms } = await import('./messaging/sms.twilio.provider.ts');
    providers.push(new TwilioSms({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiBaseUrl: env.TWILIO_API_BASE_URL }));
  }
  if (env.SMTP_URL) {
    const { SmtpEmail } = await import('./messaging/email.smtp.provider.ts');
    providers.push(new SmtpEmail({ url: env.SMTP_URL, from: env.MAIL_FROM, unsubscribeUrl: (address) => links.url('email', address) }));
  }
  return providers;
}

/** The one place that turns settings into adapters: each port gets its vendor when configured, else the embedded default. */
export async function selectAdapters({ env, db, plans, logger, clock = systemClock, overrides = {}, publicUrl, signingKey }: AdapterInputs) {
  const links = new UnsubscribeLinks(signingKey, publicUrl);
  const jobs = new PostgresJobs(db, clock, logger.child({ part: 'jobs' }), overrides.jobs);
  const events = new JobEvents(db, jobs);
  const storage = overrides.storage ?? new DiskStorage(path.join(path.resolve(env.DATA_DIR), 'objects'));
  const providers = overrides.messageProviders ?? (await messageProviders(env, links));
  const messaging = new OutboxMessaging(db, jobs, clock, logger.child({ part: 'messaging' }), providers, links);
  const billingDeps = { plans, db, events, clock, jobs, logger: logger.child({ part: 'billing' }) };
  const billing = env.STRIPE_SECRET_KEY
    ? new (await import('./billing/billing.stripe.adapter.ts')).StripeBilling(
        { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBaseUrl: env.STRIPE_API_BASE_URL },
        billingDeps,
      )
    : new LocalBilling(billingDeps, { checkoutAvailable: env.NODE_ENV !== 'production' || env.ALLOW_TEST_CHECKOUT === true });
  const places = overrides.places ?? (env.GOOGLE_PLACES_API_KEY ? new GooglePlaces(env.GOOGLE_PLACES_API_KEY, env.GOOGLE_PLACES_BASE_URL) : noPlaces);
  const ai = overrides.ai ?? (env.OPENAI_API_KEY
    ? new (await import('./ai/ai.openai.adapter.ts')).OpenAiReviews({ apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, transcribeModel: env.OPENAI_TRANSCRIBE_MODEL }, logger.child({ part: 'ai' }))
    : new ComposerAi());
  return { clock, events, jobs, storage, messaging, billing, places, links, ai };
}
