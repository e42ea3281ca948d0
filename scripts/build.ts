/**
 * Builds what is out of date: the server bundle, the shell and each installed module's remote. A build is skipped
 * when the hash of its inputs matches the one stored in its dist/, so a second `npm start` starts at once.
 *   npm run build            only what changed
 *   npm run build -- --force everything
 */
import { spawn } from 'node:child_process';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, staleTargets, type Target } from './build-inputs.ts';
import { bundleServer } from './build-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

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

/**
 * One build at a time per checkout: two `npm start`s at once (two processes on one machine) would otherwise rebuild
 * the same dist/ together, and one reads a file the other just replaced. The second waits, then finds all up to date.
 * A lock left by a killed build (older than 10 minutes) is taken over.
 */
const LOCK = path.join(root, '.data', 'build.lock');
async function takeBuildLock(): Promise<void> {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (let said = false; ; ) {
    try {
      mkdirSync(LOCK);
      process.on('exit', () => rmSync(LOCK, { recursive: true, force: true }));
      return;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      else if (!said) {
        console.log('Another build of this checkout is running: waiting for it.');
        said = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The catalogues first (decision 0050): `lingui compile --strict` turns each locales/<language>.po into the
 * locales/<language>.ts the server and pages import, and fails on a message missing from a language. Before the
 * targets are hashed, so a changed translation rebuilds the pages that show it.
 */
function compileCatalogues(): Promise<void> {
  const cli = path.join(root, 'node_modules', '@lingui', 'cli', 'dist', 'lingui-compile.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--strict', '--workers', '1'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`compiling the catalogues failed (exit ${code})`))));
  });
}

await takeBuildLock();
try {
  await compileCatalogues();
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
const stale = staleTargets(force);

if (stale.length === 0) {
  console.log('Server and front ends are up to date.');
} else {
  const started = performance.now();
  console.log(`Building ${stale.map((t) => t.name).join(', ')}…`);
  // Two at a time: these machines have two cores.
  const queue = [...stale];
  const worker = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      if (t.name === 'server') {
        await bundleServer(root);
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
