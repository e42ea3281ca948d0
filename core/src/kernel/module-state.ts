import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort } from '../ports/clock.port.ts';
import type { ModuleInfo, ModulesPort } from '../ports/modules.port.ts';
import type { DefinedModule } from '../sdk/define-module.ts';
import type { OpenedDatabase } from './database.ts';
import { dependentsOf, type ResolvedModules } from './enabled-modules.ts';

/** A switch that cannot be made; the message names the module in the way and what to do. */
export class ModuleSwitchError extends Error {
  override readonly name = 'ModuleSwitchError';
}

interface Row {
  module_id: string;
  enabled: boolean;
}

export interface ModuleStateOptions {
  modules: ResolvedModules;
  db: OpenedDatabase;
  clock: ClockPort;
  logger: FastifyBaseLogger;
  /** How often every process re-reads the switches another process may have made. */
  refreshMs?: number;
}

/**
 * Which modules are switched on right now. MODULES decides which can run at all; within that, an administrator switches
 * modules off and on at run time (core_module_state). Every process re-reads the table every couple of seconds, so a
 * switch made through one process holds in the others soon after, and after restarts. Nothing here is asked of the
 * database per request.
 */
export class ModuleState {
  readonly #installed: DefinedModule[];
  readonly #runnable: Set<string>;
  #enabled = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #refreshing: Promise<void> | undefined;
  #failing = false;
  #stopped = false;
  private readonly db: OpenedDatabase;
  private readonly clock: ClockPort;
  private readonly logger: FastifyBaseLogger;
  private readonly refreshMs: number;

  constructor(options: ModuleStateOptions) {
    this.#installed = options.modules.installed;
    this.#runnable = new Set(options.modules.runnable.map((m) => m.id));
    this.db = options.db;
    this.clock = options.clock;
    this.logger = options.logger;
    this.refreshMs = options.refreshMs ?? 2000;
    this.#enabled = this.#compute(new Set());
  }

  isInstalled(id: string): boolean {
    return this.#installed.some((m) => m.id === id);
  }

  isEnabled(id: string): boolean {
    return this.#enabled.has(id);
  }

  /** The modules switched on, each after those it depends on. */
  enabled(): DefinedModule[] {
    return this.#installed.filter((m) => this.#enabled.has(m.id));
  }

  /** The installed modules not switched on now (switched off, waiting on one that is, or not run here). */
  notEnabled(): DefinedModule[] {
    return this.#installed.filter((m) => !this.#enabled.has(m.id));
  }

  /** Reads the switches now. */
  async refresh(): Promise<void> {
    const rows = await this.db.direct<Row[]>('select module_id, enabled from core_module_state', []);
    this.#enabled = this.#compute(new Set(rows.filter((r) => !r.enabled).map((r) => r.module_id)));
  }

  /** Re-reads the switches in the background until `stop`. */
  start(): void {
    this.#timer = setInterval(() => {
      if (this.#refreshing) return;
      this.#refreshing = this.refresh()
        .then(() => {
          if (this.#failing) this.logger.info('module switches are read again');
          this.#failing = false;
        })
        .catch((error: unknown) => {
          // The last known switches stay in force; one line per outage (none for a read cut short by shutting down).
          if (this.#stopped) return;
          if (!this.#failing) this.logger.warn({ err: error }, 'could not read the module switches; keeping the last known');
          this.#failing = true;
        })
        .finally(() => (this.#refreshing = undefined));
    }, this.refreshMs);
    this.#timer.unref();
  }

  /** Stops re-reading. A read under way is not waited for: on a stalled database it would hold the shutdown. */
  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
  }

  /**
   * Switches a module on or off for this deployment, for every process on the database. Refused, with a message naming
   * who is in the way, for a module MODULES leaves out, one that cannot be switched off, one another module that is on
   * requires, or (switching on) one whose required modules are off.
   */
  async setEnabled(id: string, on: boolean, byUserId: string | null): Promise<void> {
    const module = this.#installed.find((m) => m.id === id);
    if (!module) throw new ModuleSwitchError(`No module "${id}" is installed.`);
    if (!this.#runnable.has(id)) {
      throw new ModuleSwitchError(
        `${module.title} cannot run on this deployment: MODULES leaves "${id}" out. Add it to MODULES and restart first.`,
      );
    }
    if (!on && module.canDisable === false) throw new ModuleSwitchError(`${module.title} cannot be switched off.`);
    await this.db.withContext(() =>
      this.db.transaction(async (em) => {
        // One switch at a time, checked against what is stored now: two admins cannot leave a module on without one it needs.
        await em.execute(`select pg_advisory_xact_lock(hashtext('core_module_state'))`);
        const rows = await em.execute<Row[]>('select module_id, enabled from core_module_state');
        const enabled = this.#compute(new Set(rows.filter((r) => !r.enabled && r.module_id !== id).map((r) => r.module_id)));
        if (on) {
          const off = (module.requires?.modules ?? []).filter((dep) => !enabled.has(dep));
          if (off.length)
            throw new ModuleSwitchError(
              `${module.title} requires ${this.#titles(off)}, which ${off.length === 1 ? 'is' : 'are'} off. Switch ${off.length === 1 ? 'it' : 'them'} on first.`,
            );
        } else {
          const needing = dependentsOf(id, this.#installed).filter((other) => enabled.has(other));
          if (needing.length)
            throw new ModuleSwitchError(
              `${module.title} cannot be switched off while ${this.#titles(needing)} ${needing.length === 1 ? 'requires' : 'require'} it. Switch ${needing.length === 1 ? 'it' : 'them'} off first.`,
            );
        }
        await em.execute(
          `insert into core_module_state (module_id, enabled, updated_at, updated_by) values (?, ?, ?, ?)
           on conflict (module_id) do update set enabled = excluded.enabled, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [id, on, this.clock.now(), byUserId],
          'run',
        );
      }),
    );
    await this.refresh();
    this.logger.info({ module: id, enabled: on, by: byUserId }, 'module switched');
  }

  /** The modules port's view of every installed module. */
  list(): ModuleInfo[] {
    const title = (id: string) => this.#installed.find((m) => m.id === id)?.title ?? id;
    return this.#installed.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description ?? null,
      enabled: this.#enabled.has(m.id),
      runnable: this.#runnable.has(m.id),
      canDisable: m.canDisable !== false,
      requires: (m.requires?.modules ?? []).map(title),
      requiredBy: dependentsOf(m.id, this.#installed).map(title),
    }));
  }

  /** On: MODULES lets it run, nobody switched it off, and every module it requires is on. */
  #compute(switchedOff: Set<string>): Set<string> {
    const enabled = new Set<string>();
    for (const m of this.#installed) {
      if (!this.#runnable.has(m.id) || (switchedOff.has(m.id) && m.canDisable !== false)) continue;
      if ((m.requires?.modules ?? []).every((dep) => enabled.has(dep))) enabled.add(m.id);
    }
    return enabled;
  }

  #titles(ids: string[]): string {
    return ids.map((id) => `"${this.#installed.find((m) => m.id === id)?.title ?? id}"`).join(', ');
  }
}

/** The modules port over the module state: a refused switch is an answer, not an exception. */
export function modulesPortOf(state: ModuleState): ModulesPort {
  return {
    list: () => state.list(),
    async setEnabled(id, on, byUserId) {
      try {
        await state.setEnabled(id, on, byUserId);
        return { ok: true };
      } catch (error) {
        if (error instanceof ModuleSwitchError) return { ok: false, reason: error.message };
        throw error;
      }
    },
  };
}
