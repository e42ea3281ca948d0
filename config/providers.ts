import type { DefinedProvider } from '../core/src/sdk/define-provider.ts';
import openai from '../core/src/adapters/ai/openai.provider.ts';
import stripe from '../core/src/adapters/billing/stripe.provider.ts';
import smtp from '../core/src/adapters/messaging/smtp/smtp.provider.ts';
import twilio from '../core/src/adapters/messaging/twilio/twilio.provider.ts';
import google from '../core/src/adapters/places/google.provider.ts';
import s3 from '../core/src/adapters/storage/s3.provider.ts';

/**
 * The vendors installed in this deployment, one line each. Each channel uses the provider its variable names
 * (SMS_PROVIDER=twilio), else the one whose settings are present, else the embedded default (outbox only for
 * messages, local test checkout, no AI model, manual Place ID entry, local disk; S3_* for shared storage). Modules add their own
 * providers in their manifests. Nothing here is loaded until chosen: each provider imports its SDK in `create`.
 */
export const installedProviders: DefinedProvider[] = [twilio, smtp, stripe, openai, google, s3];
