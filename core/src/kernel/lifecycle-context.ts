import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '@korero/config/env';
import type { AccountData } from '../identity/account-data.service.ts';
import type { ExportCollector } from '../ports/auth.port.ts';
import type { Ref } from '../ports/define-port.ts';
import { eventsPort } from '../ports/events.port.ts';
import type { DefinedModule, LifecycleContext } from '../sdk/define-module.ts';
import type { z } from 'zod';
import type { Registry } from './container.ts';
import type { ModuleSettings } from './module-settings.ts';

export interface LifecycleContextDeps {
  manifest: DefinedModule;
  registry: Registry;
  accounts: AccountData;
  env: Readonly<Env>;
  /** Every installed module's own settings (this one reads its own). */
  settings: ModuleSettings;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

/** What a module's lifecycle part sees: its declared ports, and the export and deletion hooks under its own id. */
export class KernelLifecycleContext implements LifecycleContext {
  private readonly deps: LifecycleContextDeps;

  constructor(deps: LifecycleContextDeps) {
    this.deps = deps;
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

  get<T>(ref: Ref<T>): T {
    if (ref.kind !== 'port') {
      throw new Error(`Module "${this.id}": lifecycle uses ports only (another module may be off), not the service "${ref.id}".`);
    }
    // Deleting and exporting announce nothing: an event would reach modules after the data is gone.
    if ((ref as Ref<unknown>) === eventsPort) throw new Error(`Module "${this.id}": lifecycle does not emit events.`);
    if (!this.deps.manifest.requires?.ports?.includes(ref)) {
      throw new Error(`Module "${this.id}" uses port "${ref.id}" but does not list it in requires.ports.`);
    }
    return this.deps.registry.get(ref);
  }

  exportData(collect: ExportCollector): void {
    this.deps.accounts.contribute(this.id, collect);
  }

  deleteAccount(handler: (businessId: string) => Promise<void>): void {
    this.deps.accounts.onDelete(this.id, handler);
  }
}
