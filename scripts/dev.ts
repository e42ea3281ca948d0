/**
 * `npm run dev`: the development loop. Builds what is out of date once, then
 * - runs the server from source (NODE_ENV=development) and restarts it when a server-side file changes (core/,
 *   config/, a module's manifest, server/ or contract/), keeping DATA_DIR (the embedded database) between runs;
 * - rebuilds each web module's remote when one of its files changes (Vite in watch mode, one per remote);
 * - reloads the open page: the server's dev-only reload stream (core/src/kernel/dev-reload.ts) tells it after a
 *   rebuilt remote, and a restarted server is seen as a new boot when the stream reconnects.
 * The shell is built once; after a change to web-shell/ or web-kit/ (or a Tailwind class the shell's stylesheet does
 * not have yet), run `npm run build` and the page picks it up on its next reload.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installedModules } from '../config/modules.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const since = (t: number) => `${Math.round(performance.now() - t)} ms`;
const say = (line: string) => console.log(`[dev] ${line}`);

if (spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

// The server, from source (no bundle to rebuild), with a short grace period: a restart should not wait for stragglers.
let server: ChildProcess | null = null;
let exited: Promise<void> = Promise.resolve();
let ready: Promise<void> = Promise.resolve();
let changedAt = 0;
function startServer(): void {
  const child = spawn(process.execPath, [...process.execArgv, 'core/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    // NODE_ENV last: Vite sets it to production in this process for its builds.
    env: { SHUTDOWN_TIMEOUT_MS: '300', ...process.env, NODE_ENV: 'development', KORERO_DEV_RELOAD: '1' },
  });
  exited = new Promise((resolve) => child.once('exit', () => resolve()));
  let listening = () => {};
  ready = Promise.race([new Promise<void>((resolve) => (listening = resolve)), exited]);
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (!chunk.includes('Korero is running')) return;
    listening();
    if (changedAt) say(`server restarted ${since(changedAt)} after the change`);
    changedAt = 0;
  });
  server = child;
}

let restarting = false;
let again = false;
async function restartServer(): Promise<void> {
  if (restarting) {
    again = true;
    return;
  }
  restarting = true;
  do {
    again = false;
    // Not while it starts: it stops cleanly (closing the embedded database) only once it is serving.
    await ready;
    server?.kill('SIGTERM');
    await exited;
    startServer();
  } while (again);
  restarting = false;
}

/** Calls `then` once changes under `dirs` have stopped for a moment (an editor's save is several events). */
function onChanges(dirs: string[], skip: RegExp, then: (file: string) => void): void {
  let timer: NodeJS.Timeout | undefined;
  for (const watched of dirs.filter((d) => existsSync(d))) {
    // A single file (a module's manifest) reports its own name.
    const dir = statSync(watched).isDirectory() ? watched : path.dirname(watched);
    watch(watched, { recursive: true }, (_event, file) => {
      if (!file || skip.test(file)) return;
      changedAt ||= performance.now();
      clearTimeout(timer);
      timer = setTimeout(() => then(path.join(dir, file)), 60);
    });
  }
}

const serverDirs = [
  path.join(root, 'core/src'),
  path.join(root, 'config'),
  ...installedModules.flatMap((m) => ['server', 'contract', 'module.ts'].map((part) => path.join(root, 'modules', m.id, part))),
];
onChanges(serverDirs, /(^|\/)(node_modules|dist)\/|\.test\.tsx?$|~$|\.swp$/, (file) => {
  say(`${path.relative(root, file)} changed: restarting the server`);
  void restartServer();
});
startServer();
// Ctrl-C stops the server first (it closes the embedded database cleanly), then this.
const stop = () => {
  server?.kill('SIGTERM');
  void exited.then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// Each remote in watch mode, in this process (Vite is loaded once). After each rebuild the page is told to reload.
const webModules = installedModules.filter((m) => m.web !== false && existsSync(path.join(root, 'modules', m.id, 'web', 'vite.config.ts')));
const vitePath = path.join(root, 'web-shell', 'node_modules', 'vite', 'dist', 'node', 'index.js');
// The one Vite every front end builds with (the workspace's catalog); the root package does not list it.
const vite = (await import(pathToFileURL(vitePath).href)) as { build(config: object): Promise<unknown> };
for (const m of webModules) {
  const dir = path.join(root, 'modules', m.id, 'web');
  const configs = readdirSync(dir).filter((f) => /^vite(\.[\w-]+)?\.config\.ts$/.test(f));
  for (const config of configs) {
    let first = true;
    let startedAt = 0;
    await vite
      .build({
        configFile: path.join(dir, config),
        logLevel: 'warn',
        // Old chunks stay (a page still open may ask for them); the remote's own pages (dist/customer) are not emptied away.
        build: { watch: {}, emptyOutDir: false },
        plugins: [
          {
            name: 'korero-dev-rebuilt',
            buildStart() {
              startedAt = performance.now();
            },
            writeBundle() {
              // The first build writes what `npm run build` just wrote; after a change, the production build's
              // leftovers would be served instead (pre-compressed copies) or trusted (its stamp).
              if (first) {
                first = false;
                return;
              }
              forgetProductionFiles(path.join(dir, 'dist'));
              say(`${m.id} remote rebuilt in ${since(startedAt)}: reloading the page`);
              if (server?.connected) server.send('korero:reload');
            },
          },
        ],
      })
      // A remote that does not build leaves the others watching; its next save tries again.
      .catch((error: unknown) => say(`${m.id} (${config}) did not build: ${(error as Error).message}`));
  }
}
say(`watching ${serverDirs.length} server folders and ${webModules.length} remotes; Ctrl-C stops`);

/** Removes a remote's pre-compressed copies and build stamp: `npm run build` and `npm start` build it again. */
function forgetProductionFiles(dist: string): void {
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && (/\.(br|gz)$/.test(entry.name) || entry.name === '.korero-build-hash')) {
      rmSync(path.join(entry.parentPath, entry.name), { force: true });
    }
  }
}
