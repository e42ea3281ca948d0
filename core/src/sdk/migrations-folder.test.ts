import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsListed } from '../../../scripts/build-server.ts';
import { migrationsIn } from './migrations-folder.ts';

// A module's migrations folder: the index reads it, so a new file is picked up without a list to edit.
let folder: string;
function migrationsFolder(names: string[]): string {
  folder = mkdtempSync(path.join(tmpdir(), 'korero-migrations-'));
  for (const name of names) writeFileSync(path.join(folder, `${name}.ts`), `export class ${name} {}\n`);
  writeFileSync(path.join(folder, 'notes.md'), 'not a migration\n');
  const sdk = pathToFileURL(path.join(import.meta.dirname, 'migrations-folder.ts')).href;
  writeFileSync(
    path.join(folder, 'index.ts'),
    `import { migrationsIn } from '${sdk}';\n\nexport const migrations = await migrationsIn(import.meta.url);\n`,
  );
  return folder;
}
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const FIRST = 'Migration20260101000000DemoInit';
const SECOND = 'Migration20260301000000DemoNotes';
const ADDED = 'Migration20260201000000DemoAdded';

describe('a migrations folder', () => {
  it('lists its migration files by name, so by their stamps, and a new file joins in its place', async () => {
    const dir = migrationsFolder([SECOND, FIRST]);
    expect((await migrationsIn(pathToFileURL(path.join(dir, 'index.ts')).href)).map((m) => m.name)).toEqual([FIRST, SECOND]);
    writeFileSync(path.join(dir, `${ADDED}.ts`), `export class ${ADDED} {}\n`);
    const list = await migrationsIn(pathToFileURL(path.join(dir, 'index.ts')).href);
    expect(list.map((m) => m.name)).toEqual([FIRST, ADDED, SECOND]);
    expect(list.map((m) => m.class.name)).toEqual([FIRST, ADDED, SECOND]);
  });

  it('refuses a file whose class is not named as the file', async () => {
    const dir = migrationsFolder([FIRST]);
    writeFileSync(path.join(dir, `${SECOND}.ts`), 'export class Misnamed {}\n');
    await expect(migrationsIn(pathToFileURL(path.join(dir, 'index.ts')).href)).rejects.toThrow(`must export the class ${SECOND}`);
  });

  it('is listed into the server bundle, in the same order, from the files present at build time', async () => {
    const dir = migrationsFolder([SECOND, FIRST, ADDED]);
    const bundle = await rolldown({
      input: path.join(dir, 'index.ts'),
      platform: 'node',
      logLevel: 'silent',
      plugins: [migrationsListed()],
    });
    const { output } = await bundle.generate({ format: 'esm' });
    await bundle.close();
    const code = output[0].code;
    // No folder is read at run time: the bundle imports nothing and names each class.
    expect(code).not.toContain('readdirSync');
    const outFile = path.join(dir, 'bundle.mjs');
    writeFileSync(outFile, code);
    const { migrations } = (await import(pathToFileURL(outFile).href)) as { migrations: Array<{ name: string; class: { name: string } }> };
    expect(migrations.map((m) => m.name)).toEqual([FIRST, ADDED, SECOND]);
    expect(migrations.map((m) => m.class.name)).toEqual([FIRST, ADDED, SECOND]);
  });
});
