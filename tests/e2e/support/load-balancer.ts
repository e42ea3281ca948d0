/**
 * HAProxy in front of several Korero processes, as docs/deploying.md configures it, and a client that reaches it from
 * an address of its own on the loopback network (127.0.0.0/8), so each simulated person is a client of their own to
 * Korero's per-address limits, as behind a real load balancer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HttpResult } from './korero-process.ts';

export const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p)) ?? null;

/**
 * The configuration docs/deploying.md shows (keep the two alike): round robin over every process, health checked on
 * /api/health, a connection that cannot be made is tried on another process (never a request already sent: a POST is
 * not repeated), and the client's own address handed on in X-Forwarded-For (replacing whatever the client sent), which
 * Korero trusts with TRUST_PROXY=true.
 */
export function haproxyConfig(listen: string, backends: string[]): string {
  return [
    'global',
    '  maxconn 2000',
    '  log stderr format raw local0',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  retries 2',
    '  option redispatch 1',
    '',
    'frontend korero',
    `  bind ${listen}`,
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend korero',
    '',
    'backend korero',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    ...backends.map((address, i) => `  server korero${i + 1} ${address} check`),
    '',
  ].join('\n');
}

export interface LoadBalancer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground with the configuration above; resolves once it accepts connections. */
export async function startHaproxy(port: number, backends: string[]): Promise<LoadBalancer> {
  if (!HAPROXY) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  const dir = mkdtempSync(path.join(tmpdir(), 'korero-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(`127.0.0.1:${port}`, backends));
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while ((await fetch(`${url}/api/health`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`HAProxy did not pass a request within 10 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser-like client (keeps its cookie, sends the site's origin) connecting from `from`, a loopback address. It
 * resolves only with a whole answer (the body read to its end); anything else, refused or cut off, rejects.
 */
export function clientFrom(base: string, from: string) {
  let cookie = '';
  const origin = new URL(base);
  return (method: string, route: string, body?: unknown, timeoutMs = 15_000, headers: Record<string, string> = {}): Promise<HttpResult> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = request(
        {
          host: origin.hostname,
          port: origin.port,
          method,
          path: route,
          localAddress: from,
          // A connection per request: no race with the proxy closing an idle kept-alive one (a browser retries those).
          agent: false,
          timeout: timeoutMs,
          headers: {
            origin: base,
            ...(cookie ? { cookie } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const set = res.headers['set-cookie'];
            if (set?.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString('utf8');
            const type = String(res.headers['content-type'] ?? '');
            let parsed: unknown;
            if (type.includes('json')) parsed = JSON.parse(text);
            resolve({ status: res.statusCode ?? 0, type, text, bytes, body: parsed });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${route}: no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
}
