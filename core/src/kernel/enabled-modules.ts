import type { DefinedModule } from '../sdk/define-module.ts';

export class ModuleConfigError extends Error {
  override readonly name = 'ModuleConfigError';
}

/**
 * Which installed modules run, in an order where every module comes after the modules it requires or optionally
 * uses. Fails fast, naming both sides, on an unknown id or a required module that is off.
 */
export function resolveEnabledModules(installed: readonly DefinedModule[], requested?: readonly string[]): DefinedModule[] {
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
      throw new ModuleConfigError(
        `Unknown module "${id}" in MODULES. Installed modules: ${[...byId.keys()].sort().join(', ')}.`,
      );
    }
  }
  const enabled = new Set(wanted);
  for (const id of enabled) {
    for (const dep of byId.get(id)!.requires?.modules ?? []) {
      if (!enabled.has(dep)) {
        throw new ModuleConfigError(`Module "${id}" requires module "${dep}", which is not enabled. Enable "${dep}" or switch "${id}" off.`);
      }
    }
  }

  // Depth-first topological order over required and present optional dependencies.
  const ordered: DefinedModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      throw new ModuleConfigError(`Modules depend on each other in a circle: ${[...trail, id].join(' → ')}.`);
    }
    state.set(id, 'visiting');
    const m = byId.get(id)!;
    for (const dep of [...(m.requires?.modules ?? []), ...(m.optional ?? [])]) {
      if (enabled.has(dep)) visit(dep, [...trail, id]);
    }
    state.set(id, 'done');
    ordered.push(m);
  };
  for (const m of installed) if (enabled.has(m.id)) visit(m.id, []);
  return ordered;
}

/** Modules that must stay on while `id` is on (for the admin's switch and its error message). */
export function dependentsOf(id: string, enabled: readonly DefinedModule[]): string[] {
  return enabled.filter((m) => m.requires?.modules?.includes(id)).map((m) => m.id);
}
