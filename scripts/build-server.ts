/**
 * Bundles Korero's server (core/src/main.ts with the installed modules) into core/dist/ for `npm start`.
 * Why: run from source, Node strips the types of ~200 TypeScript files and resolves ~1,000 modules one by one,
 * which was most of the start-up time; one bundle starts in about half. Tests and development run the source.
 *
 * Packages stay outside the bundle when they load files of their own at run time (PGlite's WebAssembly,
 * sodium's and argon2's native addons, sharp's libvips) or are only loaded when configured (the vendors' SDKs).
 * They are resolved from core/, so each must be one of core's own dependencies; the build checks that.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { migrationNamesIn } from '../core/src/sdk/migrations-folder.ts';

export const SERVER_EXTERNALS = [
  '@electric-sql/pglite',
  'sodium-native',
  '@node-rs/argon2',
  'sharp',
  'twilio',
  'stripe',
  'openai',
  'nodemailer',
];

/** Optional drivers that libraries try to load and tolerate missing; never bundled, never required. */
const OPTIONAL = ['pg-native'];

const packageOf = (id: string) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]!);

export async function bundleServer(root: string): Promise<void> {
  const core = path.join(root, 'core');
  const requireFromCore = createRequire(path.join(core, 'package.json'));
  for (const name of SERVER_EXTERNALS) {
    try {
      requireFromCore.resolve(`${name}/package.json`);
    } catch {
      // Some packages do not export package.json; their main entry proves the same.
      requireFromCore.resolve(name);
    }
  }
  const outDir = path.join(core, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  const bundle = await rolldown({
    input: path.join(core, 'src/main.ts'),
    cwd: core,
    platform: 'node',
    external: (id) => id.startsWith('node:') || [...SERVER_EXTERNALS, ...OPTIONAL].includes(packageOf(id)),
    logLevel: 'warn',
    plugins: [migrationsListed()],
  });
  try {
    await bundle.write({ dir: outDir, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' });
  } finally {
    await bundle.close();
  }
}

const MIGRATIONS_IN = /^(export const \w+ = )await migrationsIn\(import\.meta\.url\);$/m;

/**
 * A migrations index reads its folder at start-up (migrationsIn); in the bundle there is no folder, so the call is
 * replaced by the same list, in the same file-name order, as imports of the files present at build time.
 */
export function migrationsListed(): Plugin {
  return {
    name: 'korero-migrations-listed',
    transform(code, id) {
      if (!MIGRATIONS_IN.test(code)) return null;
      const names = migrationNamesIn(path.dirname(id));
      const imports = names.map((name) => `import { ${name} } from './${name}.ts';`).join('\n');
      const list = `[${names.map((name) => `{ name: '${name}', class: ${name} }`).join(', ')}]`;
      return { code: `${imports}\n${code.replace(MIGRATIONS_IN, `$1${list};`)}` };
    },
  };
}
