import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@korero/config/env';
import type { JobEvents } from '../adapters/events/events.jobs.adapter.ts';
import { accountCreated, businessCreated, memberLeft } from '../ports/auth.port.ts';
import { checkoutCompleted, tierChanged } from '../ports/billing.port.ts';
import { smsReceived } from '../ports/messaging.port.ts';
import { ownerOf, type Ref } from '../ports/define-port.ts';
import { eventOwner, eventsPort, type EventHandler, type EventRef, type EventsPort } from '../ports/events.port.ts';
import type { DefinedModule, ModuleApp, ModuleContext, RouteOptions, ServiceLookup } from '../sdk/define-module.ts';
import type { z } from 'zod';
import type { Registry } from './container.ts';
import type { ModuleSettings } from './module-settings.ts';
import type { ServiceGate } from './service-gate.ts';

export interface RoutePlugin {
  plugin: (app: ModuleApp) => Promise<void> | void;
  prefix: string;
  /** A vendor's webhooks (ctx.webhooks): every route must be public. */
  vendor?: string;
}

/** The events the kernel itself announces; any module may listen to them. */
const KERNEL_EVENTS = new Set(
  [accountCreated, businessCreated, memberLeft, tierChanged, checkoutCompleted, smsReceived].map((e) => e.name),
);

export interface ModuleContextDeps {
  manifest: DefinedModule;
  registry: Registry;
  /** Module services answer only while their module is on. */
  gate: ServiceGate;
  events: JobEvents;
  env: Readonly<Env>;
  /** Every installed module's own settings (this one reads its own). */
  settings: ModuleSettings;
  publicUrl: string;
  logger: FastifyBaseLogger;
  webDir: string | null;
}

/**
 * What a module sees of the kernel. Every `get` and `on` is checked against the manifest, so a module cannot quietly
 * use a port, another module's service or another module's events it did not declare: the dependency graph in the
 * manifests stays true.
 */
export class KernelModuleContext implements ModuleContext {
  readonly routePlugins: RoutePlugin[] = [];
  private readonly deps: ModuleContextDeps;
  /** The events port as this module sees it: it announces its own events only. */
  readonly #emitter: EventsPort;

  constructor(deps: ModuleContextDeps) {
    this.deps = deps;
    this.#emitter = {
      emit: (event, payload) => {
        if (eventOwner(event) !== this.id)
          throw new Error(`Module "${this.id}" can only emit its own events ("${this.id}.…"), not "${event.name}".`);
        return deps.events.emit(event, payload);
      },
    };
  }

  get id(): string {
    return this.deps.manifest.id;
  }
  get env(): Readonly<Env> {
    return this.deps.env;
  }
  get publicUrl(): string {
    return this.deps.publicUrl;
  }
  settings<S extends z.ZodObject>(schema: S): z.output<S> {
    return this.deps.settings.of(this.deps.manifest, schema);
  }
  get logger(): FastifyBaseLogger {
    return this.deps.logger;
  }
  get webDir(): string | null {
    return this.deps.webDir;
  }

  get<T>(ref: Ref<T>): T {
    const { manifest } = this.deps;
    if (ref.kind === 'port') {
      if (!manifest.requires?.ports?.includes(ref)) {
        throw new Error(`Module "${this.id}" uses port "${ref.id}" but does not list it in requires.ports.`);
      }
      if ((ref as Ref<unknown>) === eventsPort) return this.#emitter as T;
    } else {
      const owner = ownerOf(ref);
      if (owner !== this.id && !manifest.requires?.modules?.includes(owner)) {
        throw new Error(
          `Module "${this.id}" uses service "${ref.id}" of module "${owner}" but does not list "${owner}" in requires.modules.`,
        );
      }
    }
    return this.deps.registry.get(ref);
  }

  find<T>(ref: Ref<T>): ServiceLookup<T> {
    const owner = ownerOf(ref);
    if (ref.kind !== 'service' || !this.deps.manifest.optional?.includes(owner)) {
      throw new Error(`Module "${this.id}" looks up "${ref.id}" but does not list "${owner}" in optional.`);
    }
    const { registry, gate } = this.deps;
    // Asked at each use, not once at setup: an administrator may switch the module off or on at any time. The service
    // itself is resolved once (the optional module's setup ran before this one's).
    let service: T | undefined;
    return () => {
      if (!registry.has(ref) || !gate.isOpen(owner)) return null;
      service ??= registry.get(ref);
      return service;
    };
  }

  isOn(): boolean {
    return this.deps.gate.isOpen(this.id);
  }

  provide<T>(ref: Ref<T>, service: T): void {
    if (ref.kind !== 'service' || ownerOf(ref) !== this.id) {
      throw new Error(`Module "${this.id}" can only provide services named "${this.id}.…", not "${ref.id}".`);
    }
    // Others get it gated: while this module is switched off, every call is refused (ModuleSwitchedOffError).
    this.deps.registry.register(ref, this.deps.gate.wrap(this.id, service), `module "${this.id}"`);
  }

  routes(plugin: RoutePlugin['plugin'], options: RouteOptions = {}): void {
    this.routePlugins.push({ plugin, prefix: options.prefix ?? '/api' });
  }

  webhooks(vendor: string, plugin: RoutePlugin['plugin']): void {
    if (!/^[a-z0-9-]+$/.test(vendor) || !this.deps.manifest.vendorWebhooks?.includes(vendor)) {
      throw new Error(`Module "${this.id}" mounts webhooks for "${vendor}" but does not list it in its manifest's vendorWebhooks.`);
    }
    this.routePlugins.push({ plugin, prefix: `/api/webhooks/${vendor}`, vendor });
  }

  on<P>(event: EventRef<P>, handler: EventHandler<P>): void {
    const owner = eventOwner(event);
    const { manifest } = this.deps;
    const declared = owner === this.id || manifest.requires?.modules?.includes(owner) || manifest.optional?.includes(owner);
    if (!declared && !KERNEL_EVENTS.has(event.name)) {
      throw new Error(
        `Module "${this.id}" listens to "${event.name}" of "${owner}" but does not list "${owner}" in requires.modules or optional.`,
      );
    }
    this.deps.events.on(event, handler, this.id);
  }
}
