/**
 * What each build makes and from which inputs, and whether its dist/ is out of date: shared by the build
 * (scripts/build.ts) and the end-to-end tests, which refuse to run against a bundle older than its sources.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedModules } from '../config/modules.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP = '.korero-build-hash';

export interface Target {
  name: string;
  dir: string;
  inputs: string[];
}

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.') || entry.name.endsWith('.test.ts')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function hashOf(inputs: string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((i) => filesUnder(path.join(root, i))).sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

// The kernel's contract too: the kit and front ends import it (roles, permissions, the slots file's name).
// The presets' words (config/presets, config/locales): the business contract hands the default prompt to front ends.
const shared = ['web-kit/src', 'web-kit/build', 'core/src/contract', 'config/presets', 'config/locales', 'pnpm-lock.yaml'];

/** The contracts a module's front end may import: its own, and those of the modules its package depends on (a host's slots). */
function contractsOf(id: string): string[] {
  const dependencies = Object.keys(
    (JSON.parse(readFileSync(path.join(root, 'modules', id, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {},
  );
  const others = dependencies.flatMap((name) => (/^@korero\/module-([\w-]+)$/.exec(name)?.[1] ?? []) as string[]);
  return [...new Set([id, ...others])].map((m) => `modules/${m}/contract`);
}

const webModules = installedModules.filter((m) => m.web !== false && existsSync(path.join(root, 'modules', m.id, 'web', 'vite.config.ts')));
export const targets: Target[] = [
  {
    name: 'server',
    dir: 'core',
    inputs: ['core/src', 'core/package.json', 'config', 'modules', 'scripts/build-server.ts', 'pnpm-lock.yaml'],
  },
  // The shell's stylesheet is generated from every module's classes, so module sources are its inputs too.
  {
    name: 'web shell',
    dir: 'web-shell',
    inputs: [
      'web-shell/src',
      'web-shell/index.html',
      'web-shell/public',
      'web-shell/vite.config.ts',
      'web-shell/sign-in',
      'web-shell/vite.sign-in.config.ts',
      ...shared,
      ...webModules.map((m) => `modules/${m.id}/web/src`),
    ],
  },
  ...webModules.map((m) => ({
    name: `${m.id} module`,
    dir: `modules/${m.id}/web`,
    // Its own catalogues too (a module's locales/ sits beside web/): a changed translation rebuilds the pages showing it.
    inputs: [`modules/${m.id}/web`, `modules/${m.id}/locales`, ...contractsOf(m.id), ...shared],
  })),
];

/** The targets whose dist/ was not built from their present inputs (or not built at all). */
export function staleTargets(force = false): Array<Target & { hash: string; stampPath: string }> {
  return targets
    .map((t) => ({ ...t, hash: hashOf(t.inputs), stampPath: path.join(root, t.dir, 'dist', STAMP) }))
    .filter((t) => force || !existsSync(t.stampPath) || readFileSync(t.stampPath, 'utf8') !== t.hash);
}

/**
 * For the end-to-end tests: throws, saying to build, when any of `names` (every target by default) was not built from
 * the sources as they are now. Tests run against a stale bundle pass or fail for code that is no longer there.
 */
export function assertBuiltFromSources(names?: string[]): void {
  const stale = staleTargets().filter((t) => !names || names.includes(t.name));
  if (stale.length === 0) return;
  throw new Error(
    `The built ${stale.map((t) => t.name).join(', ')} ${stale.length === 1 ? 'is' : 'are'} older than the sources: run \`npm run build\` (npm test builds first).`,
  );
}
