#!/usr/bin/env node
/**
 * The one entry behind `npm start`, `npm test`, `npm run dev|build|bench|typecheck`. It runs on whatever Node the
 * machine has (20 is enough): it installs the workspace with a pinned pnpm when the manifests changed, then hands
 * over to the Node 22 that the install brings (the `node` package), which runs Korero's TypeScript directly (and,
 * for `npm start`, the server bundle the build makes from it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = 'pnpm@12.21.0';
const node22 = path.join(root, 'node_modules', '.bin', 'node');
const stampFile = path.join(root, 'node_modules', '.korero-install-stamp');
const projectTimes = path.join(root, 'node_modules', '.korero-project-times.json');

function manifests() {
  const files = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml'];
  for (const dir of ['core', 'config', 'web-kit', 'web-shell', 'tests', 'bench']) files.push(`${dir}/package.json`);
  for (const m of readdirSync(path.join(root, 'modules'), { withFileTypes: true })) {
    if (m.isDirectory()) files.push(`modules/${m.name}/package.json`);
  }
  return files.filter((f) => existsSync(path.join(root, f)));
}

function installHash() {
  const hash = createHash('sha256');
  for (const f of manifests()) hash.update(f).update(readFileSync(path.join(root, f)));
  return hash.digest('hex');
}

function ensureInstalled() {
  const wanted = installHash();
  if (existsSync(node22) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('Installing dependencies (pnpm)…');
  const args = ['--yes', PNPM, 'install'];
  if (process.env.CI && existsSync(path.join(root, 'pnpm-lock.yaml'))) args.push('--frozen-lockfile');
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) {
    console.error('\nInstalling dependencies failed. Check the network access to the npm registry and try again.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, installHash());
}

/** The major version of the Node that runs Korero. */
function checkNode22() {
  const result = spawnSync(node22, ['--version'], { encoding: 'utf8' });
  const major = Number(/^v(\d+)/.exec(result.stdout ?? '')?.[1] ?? 0);
  if (major < 22) {
    console.error(`Korero needs Node 22 or newer; ${node22} reports "${(result.stdout ?? '').trim()}". Delete node_modules and run again.`);
    process.exit(1);
  }
  return major;
}

/** Runs a Node 22 process; resolves with its exit code. Signals are passed on, so Ctrl-C stops Korero cleanly. */
function run(args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(node22, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Runs Node 22 processes one after another, their output kept rather than printed, until one fails: `npm test` runs
 * its checks side by side and prints each one's output whole when all are done, so their lines do not interleave.
 */
function runQuietly(steps) {
  return new Promise((resolve) => {
    const chunks = [];
    const next = (i) => {
      if (i === steps.length) return resolve({ code: 0, output: Buffer.concat(chunks).toString() });
      const child = spawn(node22, steps[i], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      });
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
      child.on('close', (code, signal) => {
        const failed = code ?? (signal ? 1 : 0);
        if (failed) resolve({ code: failed, output: Buffer.concat(chunks).toString() });
        else next(i + 1);
      });
    };
    next(0);
  });
}

/**
 * Bounds on the JavaScript heap. Without a ceiling, V8 on a machine with plenty of memory lets garbage pile up to
 * several hundred MB between collections; Korero's live heap is about 45 MB under load. With 384 MB, and a young
 * generation of 4 MB semi-spaces instead of V8's 16 (short-lived request garbage is collected sooner), the process
 * stays near 170 MB resident through the bench's mixed load, no slower. NODE_OPTIONS wins for the flag it sets
 * (docs/deploying.md).
 */
function heapCeiling() {
  const set = process.env.NODE_OPTIONS ?? '';
  return [
    ...(/--max-old-space-size/.test(set) ? [] : ['--max-old-space-size=384']),
    ...(/--max-semi-space-size/.test(set) ? [] : ['--max-semi-space-size=4']),
  ];
}

/**
 * AsyncLocalStorage on AsyncContextFrame, Node 24's default, which Node 22 has behind a flag. Every request runs in
 * a context (decision 0005); the older implementation hooks every promise to carry it, which cost the ORM read route
 * (GET /api/teams) about a tenth of its throughput in the bench. The server, the bench's server and the whole test
 * suite run with it, so what is tested is what runs. NODE_OPTIONS can turn it off (--no-experimental-async-context-frame).
 */
function contextFrames() {
  const set = process.env.NODE_OPTIONS ?? '';
  return nodeMajor === 22 && !/async-context-frame/.test(set) ? ['--experimental-async-context-frame'] : [];
}

/** The environment with flags added to NODE_OPTIONS (inherited by every process started from it). */
function withNodeOptions(flags) {
  const set = process.env.NODE_OPTIONS ?? '';
  return { ...process.env, NODE_OPTIONS: [set, ...flags].filter(Boolean).join(' ') };
}

/** "4 s", "6 min 12 s". */
function duration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** Runs a step of `npm test` and notes how long it took, for the summary line at the end. */
const timings = [];
async function timed(label, step) {
  const started = performance.now();
  const code = await step();
  timings.push(`${label} ${duration(performance.now() - started)}`);
  return code;
}

const [command = 'start', ...rest] = process.argv.slice(2);
ensureInstalled();
const nodeMajor = checkNode22();

const buildArgs = ['scripts/build.ts', ...(command === 'build' ? rest : [])];
const build = () => run(buildArgs);
const vitest = path.join('node_modules', 'vitest', 'vitest.mjs');
const typecheckArgs = [path.join('node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'];
const typecheck = () => run(typecheckArgs);
const biome = path.join('node_modules', '@biomejs', 'biome', 'bin', 'biome');
// Lint (oxlint, with the module-boundary rule), formatting (Biome, check only), and unused files, exports and
// dependencies (knip).
const lintSteps = [
  [path.join('node_modules', 'oxlint', 'bin', 'oxlint')],
  [biome, 'format', '.'],
  [path.join('node_modules', 'knip', 'bin', 'knip.js'), '--no-progress', '--no-config-hints'],
];
const lint = async () => {
  for (const step of lintSteps) {
    const code = await run(step);
    if (code) return code;
  }
  return 0;
};
const format = () => run([biome, 'format', '--write', '.']);
let code = 0;
switch (command) {
  case 'start':
    code = await build();
    // The bundle the build made from core/src/main.ts (scripts/build-server.ts): it starts in half the time.
    if (code === 0) code = await run([...heapCeiling(), ...contextFrames(), 'core/dist/main.mjs', ...rest]);
    break;
  case 'dev':
    // The development loop (scripts/dev.ts): the server from source, restarted on a server change; remotes rebuilt on
    // theirs; the open page reloaded. Development only: it runs the server with NODE_ENV=development.
    code = await run(['scripts/dev.ts', ...rest], { env: withNodeOptions(contextFrames()) });
    break;
  case 'build':
    code = await build();
    break;
  case 'test':
    rmSync(projectTimes, { force: true });
    {
      // Types, lint and the build side by side (none writes what another reads; on two cores one after another took
      // 51 s): they fail in seconds, the suite in minutes. Each one's output is printed whole once all are done.
      const checks = await timed('checks side by side', () =>
        Promise.all(
          [
            ['types', [typecheckArgs]],
            ['lint', lintSteps],
            ['build', [buildArgs]],
          ].map(async ([label, steps]) => {
            const started = performance.now();
            const result = await runQuietly(steps);
            return { label, ...result, ms: performance.now() - started };
          }),
        ).then((results) => {
          for (const r of results) {
            if (r.output.trim()) process.stdout.write(`\n── ${r.label} ──\n${r.output.endsWith('\n') ? r.output : `${r.output}\n`}`);
            timings.push(`${r.label} ${duration(r.ms)}${r.code ? ' (failed)' : ''}`);
          }
          return results.find((r) => r.code)?.code ?? 0;
        }),
      );
      code = checks;
    }
    // Through NODE_OPTIONS, so the test workers and the servers the end-to-end tests start have it too.
    if (code === 0) code = await timed('tests', () => run([vitest, 'run', ...rest], { env: withNodeOptions(contextFrames()) }));
    // The whole command, install included (the clock starts with this process), passed or failed; then each project's
    // span, as tests/support/project-times.reporter.ts measured it.
    console.log(`\nnpm test: ${duration(performance.now())} (${timings.join(', ')})${code === 0 ? '' : `, failed with exit code ${code}`}`);
    if (existsSync(projectTimes)) {
      const projects = JSON.parse(readFileSync(projectTimes, 'utf8'));
      console.log(`  of the tests: ${projects.map((p) => `${p.name} ${duration(p.ms)}`).join(', ')}`);
    }
    break;
  case 'lint':
    code = await lint();
    break;
  case 'format':
    code = await format();
    break;
  case 'bench':
    code = await build();
    // The bench starts Korero as npm start does; these reach it through NODE_OPTIONS.
    if (code === 0) code = await run(['bench/run.ts', ...rest], { env: withNodeOptions(contextFrames()) });
    break;
  case 'typecheck':
    code = await typecheck();
    break;
  case 'api-client':
    // The API client's types (tests/client/korero-api.d.ts), from the document a kernel with every module serves, and
    // the routes' declared answers the screens' fake server checks against (tests/web/answers.generated.ts).
    code = await run(['tests/client/generate.ts'], { env: withNodeOptions(contextFrames()) });
    break;
  case 'migration':
    code = await run(['scripts/make-migration.ts', ...rest]);
    break;
  default:
    console.error(`Unknown command "${command}". Use start, dev, test, build, bench, typecheck, lint, format, api-client or migration.`);
    code = 2;
}
process.exit(code);
