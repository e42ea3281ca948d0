import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installedModules } from '@korero/config/modules';

/**
 * The lists a module keeps for the cross-module tests in `modules/<id>/testing/` (see core/src/testing/module-lists.ts
 * for the files and what each holds): read here for every installed module, so a new module's routes, hosts and pages
 * join the sweeps from its own folder.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The ids of the installed modules (config/modules.ts), each in its folder modules/<id>. */
export const installedIds = (): string[] =>
  installedModules.map((m) => {
    if (!existsSync(path.join(root, 'modules', m.id, 'module.ts'))) throw new Error(`Module "${m.id}" is not in modules/${m.id}/.`);
    return m.id;
  });

/** Every module folder, installed or not (the address check reads every file, an uninstalled module's too). */
export const moduleFolders = (): string[] =>
  readdirSync(path.join(root, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'modules', entry.name, 'module.ts')))
    .map((entry) => entry.name);

export interface ModuleList<T> {
  module: string;
  /** Where it is, for messages ("modules/teams/testing/route-examples.ts"). */
  file: string;
  list: T;
}

/**
 * The export `name` of `modules/<id>/testing/<file>` for each module (default: the installed ones) that has the file.
 * A file without the export fails, unless the export is `optional`.
 */
export async function moduleLists<T>(
  file: string,
  name: string,
  { modules = installedIds(), optional = false }: { modules?: readonly string[]; optional?: boolean } = {},
): Promise<ModuleList<T>[]> {
  const found: ModuleList<T>[] = [];
  for (const id of modules) {
    const relative = `modules/${id}/testing/${file}`;
    const full = path.join(root, relative);
    if (!existsSync(full)) continue;
    const exports = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
    if (!(name in exports)) {
      if (optional) continue;
      throw new Error(`${relative} must export \`${name}\`.`);
    }
    found.push({ module: id, file: relative, list: exports[name] as T });
  }
  return found;
}

/**
 * The kernel's entries and every module's, as one record. A key listed twice (by two modules, or by a module and the
 * kernel) fails: each entry has one owner, who says why.
 */
export function mergeLists<V>(
  kernel: Readonly<Record<string, V>>,
  lists: ReadonlyArray<ModuleList<Readonly<Record<string, V>>>>,
): Record<string, V> {
  const merged: Record<string, V> = { ...kernel };
  const owner = new Map(Object.keys(kernel).map((key) => [key, 'the kernel']));
  for (const { file, list } of lists) {
    for (const [key, value] of Object.entries(list)) {
      if (owner.has(key)) throw new Error(`"${key}" is listed by ${owner.get(key)} and by ${file}: keep it in one place.`);
      owner.set(key, file);
      merged[key] = value;
    }
  }
  return merged;
}

/** Whose each key is: 'kernel', or the id of the module whose list has it. */
export function ownersOf(kernel: Readonly<Record<string, unknown>>, lists: ReadonlyArray<ModuleList<Readonly<Record<string, unknown>>>>) {
  return Object.fromEntries([
    ...Object.keys(kernel).map((key) => [key, 'kernel']),
    ...lists.flatMap(({ module, list }) => Object.keys(list).map((key) => [key, module])),
  ]) as Record<string, string>;
}
