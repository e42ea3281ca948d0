/**
 * Builds what is out of date: the server bundle, the shell and each installed module's remote. A build is skipped
 * when the hash of its inputs matches the one stored in its dist/, so a second `npm start` starts at once.
 *   npm run build            only what changed
 *   npm run build -- --force everything
 */
import { spawn } from 'node:child_process';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedModules } from '../config/modules.ts';
import { bundleServer } from './build-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const STAMP = '.korero-build-hash';

interface Target {
  name: string;
  dir: string;
  inputs: string[];
  /** Vite, unless the target says otherwise. */
  build?: () => Promise<void>;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.') || entry.name.endsWith('.test.ts')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function hashOf(inputs: string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((i) => filesUnder(path.join(root, i))).sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

const shared = ['web-kit/src', 'web-kit/build', 'pnpm-lock.yaml'];
const webModules = installedModules.filter((m) => m.web !== false && existsSync(path.join(root, 'modules', m.id, 'web', 'vite.config.ts')));
const targets: Target[] = [
  {
    name: 'server',
    dir: 'core',
    inputs: ['core/src', 'core/package.json', 'config', 'modules', 'scripts/build-server.ts', 'pnpm-lock.yaml'],
    build: () => bundleServer(root),
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
    inputs: [`modules/${m.id}/web`, `modules/${m.id}/contract`, ...shared],
  })),
];

function runVite(target: Target, args: string[]): Promise<void> {
  const pkgDir = path.join(root, target.dir === 'web-shell' ? 'web-shell' : path.dirname(target.dir));
  const viteBin = path.join(pkgDir, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', ...args], {
      cwd: path.join(root, target.dir),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building the ${target.name} failed (exit ${code})`))));
  });
}

/** The target's main build, then any extra entries it has (vite.<name>.config.ts, e.g. a lean public page), in order. */
async function viteBuild(target: Target): Promise<void> {
  await runVite(target, []);
  const extras = readdirSync(path.join(root, target.dir))
    .filter((f) => /^vite\.[\w-]+\.config\.ts$/.test(f))
    .sort();
  for (const config of extras) await runVite(target, ['-c', config]);
}

/** Pre-compressed copies beside each text asset, served by @fastify/static as the browser accepts them. */
function precompress(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

const stale = targets
  .map((t) => ({ ...t, hash: hashOf(t.inputs), stampPath: path.join(root, t.dir, 'dist', STAMP) }))
  .filter((t) => force || !existsSync(t.stampPath) || readFileSync(t.stampPath, 'utf8') !== t.hash);

if (stale.length === 0) {
  console.log('Server and front ends are up to date.');
} else {
  const started = performance.now();
  console.log(`Building ${stale.map((t) => t.name).join(', ')}…`);
  // Two at a time: these machines have two cores.
  const queue = [...stale];
  const worker = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      if (t.build) {
        await t.build();
      } else {
        await viteBuild(t);
        precompress(path.join(root, t.dir, 'dist'));
      }
      writeFileSync(t.stampPath, t.hash);
    }
  };
  try {
    await Promise.all([worker(), worker()]);
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
