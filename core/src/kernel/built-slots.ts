import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SLOTS_FILE } from '../contract/web-places.ts';

/** The slots a module's front end fills, by module id. */
export type BuiltSlots = (moduleId: string) => readonly string[];

/** How long a read stands before the file is looked at again. */
const RECHECK_MS = 1000;

/**
 * The slots each module's built remote fills, as its build wrote them beside remoteEntry.js (web-kit/build reads
 * them from the web module; no manifest repeats them). A remote not built fills none: there is nothing to load. Looked
 * at again at most once a second (`npm run dev` rebuilds remotes under a running server): a stat of every module's
 * file on every request halved /api/modules' throughput (15,221 → 7,433 req/s in the bench). Without built front ends
 * (the API alone, as in most tests) every module fills none.
 */
export function builtSlots(moduleDir: ((id: string) => string) | null, now: () => number = Date.now): BuiltSlots {
  if (!moduleDir) return () => [];
  const read = new Map<string, { checked: number; changed: number | undefined; slots: readonly string[] }>();
  return (id) => {
    const known = read.get(id);
    const at = now();
    if (known && at - known.checked < RECHECK_MS) return known.slots;
    const file = path.join(moduleDir(id), SLOTS_FILE);
    const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (known && known.changed === changed) {
      known.checked = at;
      return known.slots;
    }
    const slots = changed === undefined ? [] : (JSON.parse(readFileSync(file, 'utf8')) as { slots?: unknown }).slots;
    if (!Array.isArray(slots) || !slots.every((s) => typeof s === 'string')) {
      throw new Error(`${file} does not list slot names; run npm run build -- --force`);
    }
    read.set(id, { checked: at, changed, slots });
    return slots;
  };
}
