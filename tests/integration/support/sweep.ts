import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { startTestKernel, type RouteInfo, type Settings, type TestKernel, type TestResponse } from '@korero/core/testing';
import { mergeLists, moduleLists } from '../../support/module-lists.ts';

/**
 * A kernel with every route a deployment has, the customer's lean pages included: those need the customer page's
 * built index.html, so a minimal one stands in for it (the pages only inline data into it). Webhook addresses are
 * not checked (WEBHOOKS_ALLOW_PRIVATE), so the example endpoint can be a reserved name that never resolves. Each
 * module's sweep settings are given.
 */
export async function startSweepKernel(env: Record<string, string> = {}): Promise<TestKernel> {
  const dir = mkdtempSync(path.join(tmpdir(), 'korero-sweep-'));
  const customer = path.join(dir, 'modules', 'reviews', 'customer');
  mkdirSync(customer, { recursive: true });
  writeFileSync(path.join(customer, 'index.html'), '<!doctype html><html><head><title>Korero</title></head><body></body></html>');
  return startTestKernel({
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, 'modules', id), isEnabled: () => true },
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true', ...MODULE_SETTINGS, ...env },
  });
}

/**
 * What each module needs for all its routes to exist (Xero's are mounted only with its settings), pointed at ports
 * nothing listens on: its `modules/<id>/testing/sweep-settings.ts` (`sweepSettings`). SECRETS_KEY is the kernel's.
 */
const MODULE_SETTINGS: Settings = mergeLists(
  { SECRETS_KEY: Buffer.alloc(32, 3).toString('base64') },
  await moduleLists<Settings>('sweep-settings.ts', 'sweepSettings', { optional: true }),
);

/**
 * Settings that choose every vendor provider of config/providers.ts with inbound routes (their webhooks exist only when
 * chosen), pointed at a port nothing listens on: the sweeps reach their routes, and nothing leaves the machine.
 */
export const WEBHOOK_PROVIDERS: Settings = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'sweep-twilio-token',
  TWILIO_FROM: '+6421000000',
  TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
  STRIPE_SECRET_KEY: 'sk_test_sweep',
  STRIPE_WEBHOOK_SECRET: 'whsec_sweep',
  STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
};

/**
 * The same for the providers modules bring (their `sweep-settings.ts`, `providerSettings`): the whole API's kernel
 * (tests/client/document.ts) chooses them too.
 */
export const MODULE_WEBHOOK_PROVIDERS: Settings = mergeLists(
  {},
  await moduleLists<Settings>('sweep-settings.ts', 'providerSettings', { optional: true }),
);

export const routeName = (route: Pick<RouteInfo, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The route's path with each `:param` (and a trailing `*`) replaced by `value(name)`. */
export function fillPath(url: string, value: (param: string) => string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(value(name))).replace(/\*$/, 'x');
}

export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

/** A stack frame, or an exception's class name with its message, as Node prints them. */
const STACK = /\n\s+at \S|\bat (?:async )?[\w.<>]+ \([^)]*:\d+:\d+\)|\b[A-Z]\w*(?:Error|Exception): /;

/**
 * What every answer must be, whatever was sent: no 5xx, no stack trace or exception name, and under /api a JSON
 * `{ error }` sentence on every 4xx.
 */
export function expectSafeAnswer(label: string, url: string, res: TestResponse): void {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
  const type = String(res.headers['content-type'] ?? '');
  const failures: string[] = [];
  // A 503 with its sentence is an honest answer to well-formed input when what the route calls is down (the sweeps point
  // job systems and providers at a port nothing listens on) or the site is in maintenance; anything else 5xx is a fault.
  const providerDown = res.status === 503 && type.includes('json') && typeof res.body?.error === 'string' && res.body.error.length > 0;
  if (res.status >= 500 && !providerDown) failures.push(`status ${res.status}`);
  if (!type.startsWith('image/') && STACK.test(text)) failures.push('a stack trace or exception name in the body');
  if (url.startsWith('/api/') && res.status >= 400 && res.status < 500) {
    if (!type.includes('json')) failures.push(`a ${type || 'typeless'} 4xx instead of JSON`);
    else if (typeof res.body?.error !== 'string' || res.body.error.length === 0) failures.push('a 4xx without an { error } sentence');
  }
  if (failures.length) expect.fail(`${label} → ${res.status}: ${failures.join(', ')}\n${text.slice(0, 400)}`);
}
