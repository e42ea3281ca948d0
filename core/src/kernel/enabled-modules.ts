import type { DefinedModule } from '../sdk/define-module.ts';

export class ModuleConfigError extends Error {
  override readonly name = 'ModuleConfigError';
}

export interface ResolvedModules {
  /** Every installed module, each after the modules it requires or optionally uses. */
  installed: DefinedModule[];
  /** The ones MODULES lets run, in the same order. */
  runnable: DefinedModule[];
}

/**
 * Orders the installed modules so every module comes after the modules it requires or optionally uses, and picks
 * those MODULES lets run. Fails fast, naming both sides, on an unknown id or a required module left out.
 */
export function resolveModules(installed: readonly DefinedModule[], requested?: readonly string[]): ResolvedModules {
  const byId = new Map<string, DefinedModule>();
  for (const m of installed) {
    if (byId.has(m.id)) throw new ModuleConfigError(`Two installed modules have the id "${m.id}".`);
    byId.set(m.id, m);
  }
  for (const m of installed) {
    for (const dep of [...(m.requires?.modules ?? []), ...(m.optional ?? [])]) {
      if (!byId.has(dep)) {
        throw new ModuleConfigError(`Module "${m.id}" depends on "${dep}", which is not installed (config/modules.ts).`);
      }
    }
  }

  const wanted = requested ?? installed.map((m) => m.id);
  for (const id of wanted) {
    if (!byId.has(id)) {
      throw new ModuleConfigError(`Unknown module "${id}" in MODULES. Installed modules: ${[...byId.keys()].sort().join(', ')}.`);
    }
  }
  const runnable = new Set(wanted);
  for (const id of runnable) {
    for (const dep of byId.get(id)!.requires?.modules ?? []) {
      if (!runnable.has(dep)) {
        throw new ModuleConfigError(
          `Module "${id}" requires module "${dep}", which is not enabled. Enable "${dep}" or switch "${id}" off.`,
        );
      }
    }
  }

  // Depth-first topological order over required and optional dependencies.
  const ordered: DefinedModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      throw new ModuleConfigError(`Modules depend on each other in a circle: ${[...trail, id].join(' → ')}.`);
    }
    state.set(id, 'visiting');
    const m = byId.get(id)!;
    for (const dep of [...(m.requires?.modules ?? []), ...(m.optional ?? [])]) visit(dep, [...trail, id]);
    state.set(id, 'done');
    ordered.push(m);
  };
  for (const m of installed) visit(m.id, []);
  return { installed: ordered, runnable: ordered.filter((m) => runnable.has(m.id)) };
}

/** Modules among `modules` that require `id` (they must be off before it can be). */
export function dependentsOf(id: string, modules: readonly DefinedModule[]): string[] {
  return modules.filter((m) => m.requires?.modules?.includes(id)).map((m) => m.id);
}
