import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ModuleMigration } from './define-module.ts';

/** A migration's file: `Migration<14-digit stamp><Label>.ts`, its class named as the file. */
const MIGRATION_FILE = /^(Migration\d{14}\w*)\.ts$/;

/** The migrations' names in a folder, in file-name order (the stamp first, so the order they were written). */
export function migrationNamesIn(folder: string): string[] {
  return readdirSync(folder)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

/**
 * Every migration beside the file that asks (`await migrationsIn(import.meta.url)` in a migrations/index.ts), in
 * file-name order: a new migration file runs without editing a list. The server bundle cannot read a folder it was
 * built from, so scripts/build-server.ts writes the same list into the bundle as imports at build time.
 */
export async function migrationsIn(indexUrl: string): Promise<ModuleMigration[]> {
  const folder = path.dirname(fileURLToPath(indexUrl));
  return Promise.all(
    migrationNamesIn(folder).map(async (name) => {
      const exported = ((await import(pathToFileURL(path.join(folder, `${name}.ts`)).href)) as Record<string, unknown>)[name];
      if (typeof exported !== 'function') throw new Error(`${path.join(folder, name)}.ts must export the class ${name}.`);
      return { name, class: exported as ModuleMigration['class'] };
    }),
  );
}
