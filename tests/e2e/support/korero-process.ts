/**
 * Korero as it runs in production: the server bundle `npm start` runs (core/dist/main.mjs), started as a process of
 * its own with only the environment a deployment would set, stopped with a signal or killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { postgresAnswers } from '@korero/core/testing';
import { assertBuiltFromSources } from '../../../scripts/build-inputs.ts';
import { freePort, repoRoot } from './app.ts';

export const BUNDLE = path.join(repoRoot, 'core/dist/main.mjs');
export const SESSION_KEY = Buffer.alloc(32, 9).toString('base64');

export interface KoreroProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** kill -9: no chance to finish anything. */
  kill(): Promise<void>;
}

/** The bundle exists and was built from the sources as they are now (else the test would check old code). */
export function assertBundleBuilt(): void {
  if (!existsSync(BUNDLE)) throw new Error('The server bundle is not built: run `npm test` (it builds first) or `npm run build`.');
  assertBuiltFromSources(['server']);
}

/**
 * Does the test PostgreSQL server answer? Away from CI a test may skip without it; with CI set its absence fails the
 * run (a suite that skips what it cannot reach says green about nothing).
 */
export async function postgresForTests(): Promise<boolean> {
  if (await postgresAnswers()) return true;
  const ci = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI!.toLowerCase());
  if (ci)
    throw new Error(
      `PostgreSQL is not answering (${process.env.TEST_DATABASE_URL ?? '127.0.0.1:5432'}) and CI is set: the PostgreSQL end-to-end tests cannot be skipped.`,
    );
  return false;
}

/** Starts the bundle with exactly `env` (plus PATH, and LOG_LEVEL=warn unless given). */
export function spawnKorero(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: repoRoot,
    // Only what a deployment would set: none of the test runner's variables leak in. NODE_OPTIONS carries the runtime
    // flags npm start gives the server (npm test sets them, scripts/bootstrap.mjs).
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  return { child, output: () => output };
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts Korero in production mode on a free port (or `port`) and waits until /api/health answers 200. */
export async function startKorero(env: Record<string, string>, options: { port?: number } = {}): Promise<KoreroProcess> {
  const port = options.port ?? (await freePort());
  const { child, output } = spawnKorero({
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SESSION_KEY,
    LEDGER_KEY: SESSION_KEY,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Korero exited early (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Korero did not answer within 60 s:\n${output()}`);
    }
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    output,
    stop(signal = 'SIGTERM') {
      const exited = exitOf(child);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async kill() {
      const exited = exitOf(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface HttpResult {
  status: number;
  type: string;
  text: string;
  bytes: Buffer;
  body: any;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** For a raw body (a Buffer): its type. JSON bodies need none. */
  contentType?: string;
}

/** A browser-like client: keeps the session cookie and sends Korero's own origin, as its pages do. */
export function httpClient(base: string) {
  let cookie = '';
  return async (method: string, route: string, body?: unknown, init: RequestOptions = {}): Promise<HttpResult> => {
    const raw = Buffer.isBuffer(body);
    const res = await fetch(`${base}${route}`, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': init.contentType ?? (raw ? 'application/octet-stream' : 'application/json') }),
      },
      body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
      signal: init.signal,
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, text, bytes, body: type.includes('json') ? JSON.parse(text) : undefined };
  };
}
