import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@korero/config/env';
import { ownerOf, type Ref } from '../ports/define-port.ts';
import type { EventHandler, EventRef, EventsPort } from '../ports/events.port.ts';
import type { DefinedModule, ModuleApp, ModuleContext, RouteOptions } from '../sdk/define-module.ts';
import type { Registry } from './container.ts';

export interface RoutePlugin {
  plugin: (app: ModuleApp) => Promise<void> | void;
  prefix: string;
}

/**
 * What a module sees of the kernel. Every `get` is checked against the manifest, so a module cannot quietly use a
 * port or another module's service it did not declare: the dependency graph in the manifests stays true.
 */
export class KernelModuleContext implements ModuleContext {
  readonly routePlugins: RoutePlugin[] = [];
  private readonly manifest: DefinedModule;
  private readonly registry: Registry;
  private readonly events: EventsPort;
  readonly env: Readonly<Env>;
  readonly publicUrl: string;
  readonly logger: FastifyBaseLogger;
  readonly webDir: string | null;

  constructor(
    manifest: DefinedModule,
    registry: Registry,
    events: EventsPort,
    env: Readonly<Env>,
    publicUrl: string,
    logger: FastifyBaseLogger,
    webDir: string | null,
  ) {
    this.manifest = manifest;
    this.registry = registry;
    this.events = events;
    this.env = env;
    this.publicUrl = publicUrl;
    this.logger = logger;
    this.webDir = webDir;
  }

  get id(): string {
    return this.manifest.id;
  }

  get<T>(ref: Ref<T>): T {
    if (ref.kind === 'port') {
      if (!this.manifest.requires?.ports?.includes(ref)) {
        throw new Error(`Module "${this.id}" uses port "${ref.id}" but does not list it in requires.ports.`);
      }
    } else {
      const owner = ownerOf(ref);
      if (owner !== this.id && !this.manifest.requires?.modules?.includes(owner)) {
        throw new Error(
          `Module "${this.id}" uses service "${ref.id}" of module "${owner}" but does not list "${owner}" in requires.modules.`,
        );
      }
    }
    return this.registry.get(ref);
  }

  getOptional<T>(ref: Ref<T>): T | undefined {
    const owner = ownerOf(ref);
    if (ref.kind !== 'service' || !this.manifest.optional?.includes(owner)) {
      throw new Error(`Module "${this.id}" asks for "${ref.id}" as optional but does not list "${owner}" in optional.`);
    }
    return this.registry.has(ref) ? this.registry.get(ref) : undefined;
  }

  provide<T>(ref: Ref<T>, service: T): void {
    if (ref.kind !== 'service' || ownerOf(ref) !== this.id) {
      throw new Error(`Module "${this.id}" can only provide services named "${this.id}.…", not "${ref.id}".`);
    }
    this.registry.register(ref, service, `module "${this.id}"`);
  }

  routes(plugin: RoutePlugin['plugin'], options: RouteOptions = {}): void {
    this.routePlugins.push({ plugin, prefix: options.prefix ?? '/api' });
  }

  on<P>(event: EventRef<P>, handler: EventHandler<P>): void {
    this.events.on(event, handler);
  }
}
