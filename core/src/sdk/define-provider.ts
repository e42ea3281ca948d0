import type { FastifyBaseLogger } from 'fastify';
import type { SystemSettingsPort } from '../ports/system-settings.port.ts';
import type { z } from 'zod';
import type { Env } from '@korero/config/env';
import type { MessageProvider } from '../adapters/messaging/provider.ts';
import type { AiPort } from '../ports/ai.port.ts';
import type { BillingPort, DeclaredEntitlement, Plan } from '../ports/billing.port.ts';
import type { ClockPort } from '../ports/clock.port.ts';
import type { Database } from '../ports/database.port.ts';
import type { Ref } from '../ports/define-port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import type { JobsPort } from '../ports/jobs.port.ts';
import type { MessageChannel } from '../ports/messaging.port.ts';
import type { PlacesPort } from '../ports/places.port.ts';
import type { StoragePort } from '../ports/storage.port.ts';
import type { ModuleApp } from './define-module.ts';

export type { Delivery, MessageProvider } from '../adapters/messaging/provider.ts';
export { PermanentDeliveryError } from '../adapters/messaging/provider.ts';

/**
 * What a provider of each channel makes. A channel is chosen by the variable `<CHANNEL>_PROVIDER` (SMS_PROVIDER,
 * EMAIL_PROVIDER, MESSENGER_PROVIDER, AI_PROVIDER, PLACES_PROVIDER, STORAGE_PROVIDER, BILLING_PROVIDER).
 */
export interface ProviderChannels {
  sms: MessageProvider;
  email: MessageProvider;
  messenger: MessageProvider;
  ai: AiPort;
  places: PlacesPort;
  storage: StoragePort;
  billing: BillingPort;
}

export type ProviderChannel = keyof ProviderChannels;

export const providerChannels: readonly ProviderChannel[] = ['sms', 'email', 'messenger', 'ai', 'places', 'storage', 'billing'];

/** The environment variable that chooses a channel's provider. */
export const providerVariable = (channel: ProviderChannel) =>
  `${channel.toUpperCase()}_PROVIDER` as `${Uppercase<ProviderChannel>}_PROVIDER`;

/** What `create` is handed: the kernel's own settings and the ports every provider may build on. */
export interface ProviderDeps {
  /** Korero's settings (not the provider's own: those arrive checked as `settings`). */
  env: Readonly<Env>;
  publicUrl: string;
  /** DATA_DIR, resolved. */
  dataDir: string;
  logger: FastifyBaseLogger;
  clock: ClockPort;
  db: Database;
  events: EventsPort;
  jobs: JobsPort;
  plans: Plan[];
  /** The entitlements the installed modules declare (billing providers answer for them). */
  entitlements: DeclaredEntitlement[];
  /** The deployment's system settings as they stand (billing checks max users per tier). */
  systemSettings: SystemSettingsPort;
  /** The signed one-click unsubscribe link for an address (email providers put it in List-Unsubscribe). */
  unsubscribeUrl(channel: MessageChannel, address: string): string;
}

/** What a provider's inbound routes (webhooks) are handed. */
export interface ProviderRouteContext<S> {
  settings: S;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** A port of the kernel (the messaging port, to record an opt-out). */
  get<T>(ref: Ref<T>): T;
}

export interface ProviderDefinition<C extends ProviderChannel, S extends z.ZodObject> {
  /** Lower-case id, the value of `<CHANNEL>_PROVIDER` (twilio, smtp, stripe…); also its webhook folder. */
  id: string;
  channel: C;
  /** Ids it answered to before a rename: `<CHANNEL>_PROVIDER` set to one still chooses it (an installed id wins). */
  formerIds?: readonly string[];
  /** Who the vendor is, for messages ("Twilio SMS"). */
  title: string;
  /** The provider's own environment variables, checked at start-up only when it is chosen. */
  env?: S;
  /**
   * While `<CHANNEL>_PROVIDER` is unset, the provider is chosen when any of these variables is set: deployments
   * configured before the variable existed (TWILIO_* alone) keep working. Two providers implied on one channel
   * stop start-up.
   */
  impliedBy?: readonly string[];
  /** Builds the adapter. Import the vendor's SDK here, dynamically, so deployments without it never load it. */
  create(settings: z.output<S>, deps: ProviderDeps): ProviderChannels[C] | Promise<ProviderChannels[C]>;
  /**
   * Inbound routes, mounted under /api/webhooks/<id>. The vendor calls them signed out, so each carries
   * `config: { access: 'public' }` (start-up fails otherwise) and checks the vendor's signature itself.
   */
  routes?(app: ModuleApp, context: ProviderRouteContext<z.output<S>>): void | Promise<void>;
}

const PROVIDER = Symbol.for('korero.provider');
const PROVIDER_ID = /^[a-z][a-z0-9-]{1,30}$/;

/** A provider as the kernel holds it (listed in config/providers.ts or in a module's manifest `providers`). */
export type DefinedProvider = ProviderDefinition<ProviderChannel, z.ZodObject> & { readonly [PROVIDER]: true };

/** A vendor behind a port: its own settings, its adapter and its webhooks, in its own folder. */
export function defineProvider<C extends ProviderChannel, S extends z.ZodObject = z.ZodObject<{}>>(
  definition: ProviderDefinition<C, S>,
): DefinedProvider {
  if (!PROVIDER_ID.test(definition.id) || definition.id === 'none') {
    throw new Error(`Provider id "${definition.id}" must be lower-case letters, digits and dashes (2-31 characters), and not "none".`);
  }
  return Object.freeze({ ...definition, [PROVIDER]: true as const }) as unknown as DefinedProvider;
}
