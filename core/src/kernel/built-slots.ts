import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SLOTS_FILE } from '../contract/web-places.ts';

/** The slots a module's front end fills, by module id. */
export type BuiltSlots = (moduleId: string) => readonly string[];

/**
 * The slots each module's built remote fills, as its build wrote them beside remoteEntry.js (web-kit/build reads
 * them from the web module; no manifest repeats them). A remote not built fills none: there is nothing to load. Read
 * again when the file changes (`npm run dev` rebuilds remotes under a running server). Without built front ends (the
 * API alone, as in most tests) every module fills none.
 */
export function builtSlots(moduleDir: ((id: string) => string) | null): BuiltSlots {
  if (!moduleDir) return () => [];
  const read = new Map<string, { changed: number; slots: readonly string[] }>();
  return (id) => {
    const file = path.join(moduleDir(id), SLOTS_FILE);
    const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changed === undefined) return [];
    const known = read.get(id);
    if (known?.changed === changed) return known.slots;
    const slots = (JSON.parse(readFileSync(file, 'utf8')) as { slots?: unknown }).slots;
    if (!Array.isArray(slots) || !slots.every((s) => typeof s === 'string')) {
      throw new Error(`${file} does not list slot names; run npm run build -- --force`);
    }
    read.set(id, { changed, slots });
    return slots;
  };
}
