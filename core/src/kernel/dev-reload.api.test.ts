import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '../testing/index.ts';

// `npm run dev`'s page reloads: present only when asked for, and the page hears a rebuilt remote at once.
const SHELL = '<!doctype html><html><head><title>Korero</title></head><body><div id="root"></div></body></html>';
let dir: string;
let dev: TestKernel;
let plain: TestKernel;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'korero-dev-reload-'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell', 'index.html'), SHELL);
  const webAssets = { shellDir: path.join(dir, 'shell'), moduleDir: (id: string) => path.join(dir, id), isEnabled: () => true };
  [dev, plain] = await Promise.all([
    startTestKernel({ modules: [], webAssets, devReload: true }),
    startTestKernel({ modules: [], webAssets }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), plain?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** Reads a server-sent event stream until `until` has been seen. */
function readEvents(url: string, until: RegExp, then?: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('event: hello')) then?.();
        if (until.test(text)) {
          res.destroy();
          resolve(text);
        }
      });
    }).on('error', reject);
  });
}

describe('the development reload', () => {
  it('puts its script in every page and serves it as a script', async () => {
    const page = await dev.anonymous().request('GET', '/dashboard');
    expect(String(page.body)).toContain('<script src="/api/dev/reload.js"></script>');
    const script = await dev.anonymous().request('GET', '/api/dev/reload.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(String(script.body)).toContain("new EventSource('/api/dev/reload')");
  });

  it('tells an open page to reload when the dev loop says a remote was rebuilt', async () => {
    const address = await dev.kernel.app.listen({ port: 0, host: '127.0.0.1' });
    const events = await readEvents(
      `${address}/api/dev/reload`,
      /event: reload/,
      // What scripts/dev.ts sends over the IPC channel after a rebuild.
      () => (process as NodeJS.EventEmitter).emit('message', 'korero:reload'),
    );
    expect(events).toMatch(/^retry: 250\nevent: hello\ndata: [0-9a-f-]{36}\n\n/);
    expect(events).toContain('event: reload');
  });

  it('does not exist without npm run dev', async () => {
    const page = await plain.anonymous().request('GET', '/dashboard');
    expect(String(page.body)).not.toContain('/api/dev/reload');
    expect((await plain.anonymous().request('GET', '/api/dev/reload.js')).status).toBe(404);
    expect((await plain.anonymous().request('GET', '/api/dev/reload')).status).toBe(404);
  });
});
