import type { DefinedModule } from '../sdk/define-module.ts';

/**
 * Which of the started modules are switched on right now. Start-up enables what configuration enables; an admin
 * can later switch optional modules off and on without a restart (their routes and assets then answer 404).
 */
export class ModuleState {
  readonly #started: Map<string, DefinedModule>;
  readonly #off = new Set<string>();

  constructor(started: readonly DefinedModule[]) {
    this.#started = new Map(started.map((m) => [m.id, m]));
  }

  isEnabled(id: string): boolean {
    return this.#started.has(id) && !this.#off.has(id);
  }

  enabled(): DefinedModule[] {
    return [...this.#started.values()].filter((m) => !this.#off.has(m.id));
  }

  started(): DefinedModule[] {
    return [...this.#started.values()];
  }

  setEnabled(id: string, on: boolean): void {
    if (!this.#started.has(id)) throw new Error(`Module "${id}" is not started.`);
    if (on) this.#off.delete(id);
    else this.#off.add(id);
  }
}
