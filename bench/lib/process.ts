import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Started {
  child: ChildProcess;
  url: string;
  /** From spawn to the first 200 from the health URL. */
  startupMs: number;
  /** What the process has written to stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/** Starts a Node 22 script and waits until `healthPath` answers 200. */
export async function startNode(
  script: string,
  env: Record<string, string>,
  port: number,
  healthPath: string,
  nodeFlags: string[] = [],
): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${stderr}`);
    try {
      const res = await fetch(`${url}${healthPath}`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - t0 > 60_000) throw new Error(`${script} did not answer within 60 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = performance.now() - t0;
  return {
    child,
    url,
    startupMs,
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Moves a Korero process's clock to midday in New Zealand (the hours reminders and job systems' asks go in), whenever
 * the bench runs: the env and the Node flag that load tests/e2e/support/shift-clock.mjs.
 */
export function middayInNewZealand(): { env: { KORERO_TEST_CLOCK_SHIFT_MS: string }; flag: string; shiftMs: number } {
  const hour = Number(
    new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
  );
  const shiftMs = ((12 - hour + 24) % 24) * 3_600_000;
  return {
    env: { KORERO_TEST_CLOCK_SHIFT_MS: String(shiftMs) },
    flag: `--import=${pathToFileURL(path.join(repoRoot, 'tests/e2e/support/shift-clock.mjs')).href}`,
    shiftMs,
  };
}
