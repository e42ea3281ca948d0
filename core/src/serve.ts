/** Korero's server (started by main.ts): reads the environment, builds the kernel with the installed modules, migrates, listens. */
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadEnv } from '@korero/config/env';
import { installedModules } from '@korero/config/modules';
import { installedProviders } from '@korero/config/providers';
import { plans } from '@korero/config/plans';
import { setupCodeNotice, type SetupNotice } from './identity/admin-setup.ts';
import { createKernel } from './kernel/create-kernel.ts';
import { ModuleConfigError } from './kernel/enabled-modules.ts';
import { STOP_STEP_MS } from './kernel/shutdown.ts';
import { removeCodeFileOnceClaimed } from './identity/setup-code-file.ts';

/** The checkout this file runs from: core/src/serve.ts from source, a chunk in core/dist/ when bundled. */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`Korero's checkout (a folder with pnpm-workspace.yaml) was not found above ${from}.`);
  }
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Writes a production process's own setup code where only its user can read it, or removes one no longer needed. */
async function keepSetupCode(notice: SetupNotice, file: string, code: string | null): Promise<void> {
  if (!notice.writeCodeFile || !code) return rm(file, { force: true });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${code}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const kernel = await createKernel({
    env,
    installed: installedModules,
    providers: installedProviders,
    plans,
    webAssets: {
      shellDir: path.join(repoRoot, 'web-shell/dist'),
      moduleDir: (id) => path.join(repoRoot, 'modules', id, 'web/dist'),
      isEnabled: () => true,
    },
    // `npm run dev` (scripts/dev.ts) sets KORERO_DEV_RELOAD; never in production.
    devReload: env.NODE_ENV === 'development' && process.env.KORERO_DEV_RELOAD === '1',
  });
  // Before listening: the code's file is in place by the time anyone can reach /admin-setup.
  const codeFile = path.resolve(env.DATA_DIR, 'admin-setup-code.txt');
  const code = await kernel.db.withContext(() => kernel.adminSetupCode());
  const notice = setupCodeNotice({
    code,
    generated: kernel.adminSetupCodeGenerated,
    production: env.NODE_ENV === 'production',
    terminal: process.stderr.isTTY === true,
    publicUrl: kernel.publicUrl,
    codeFile,
  });
  await keepSetupCode(notice, codeFile, code);
  // Every instance removes its copy within a minute of the code being claimed, whichever instance took the claim.
  const stopWatchingCode = notice.writeCodeFile
    ? removeCodeFileOnceClaimed(codeFile, () => kernel.db.withContext(() => kernel.adminSetupCode()), {
        onError: (error) => kernel.app.log.warn({ err: error }, 'could not check whether the setup code was claimed'),
      })
    : () => {};
  const address = await kernel.listen();
  const ms = Math.round(performance.now() - started);
  const modules =
    kernel.modules
      .enabled()
      .map((m) => m.id)
      .join(', ') || 'none';
  const lines = [``, `  Korero is running at ${kernel.publicUrl}  (listening on ${address}, ready in ${ms} ms)`, `  Modules: ${modules}`];
  lines.push(
    `  Database: ${kernel.db.kind === 'pglite' ? `embedded PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  if (notice.banner) lines.push(`  ${notice.banner}`);
  console.log(`${lines.join('\n')}\n`);
  if (notice.terminal) process.stderr.write(`  ${notice.terminal}\n\n`);
  if (notice.warning) kernel.app.log.warn(notice.warning);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopWatchingCode();
    kernel.app.log.info({ signal }, 'shutting down');
    // A last resort only: every step of close is bounded, so this fires only if something unforeseen hangs.
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 3 * STOP_STEP_MS);
    force.unref();
    await kernel.close({ graceMs: env.SHUTDOWN_TIMEOUT_MS });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ModuleConfigError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
