import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

// A stand-in for the built technician page (web/technician): the route serves it as it is.
const INDEX = '<!doctype html><html><head><title>Ask for a review · Korero</title></head><body><div id="root"></div></body></html>';

const WORKER = "self.addEventListener('fetch', () => {});";

let t: TestKernel;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'korero-technician-'));
  mkdirSync(path.join(dir, 'invites', 'technician'), { recursive: true });
  writeFileSync(path.join(dir, 'invites', 'technician', 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'invites', 'technician', 'sw.js'), WORKER);
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites'],
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, id), isEnabled: () => true },
  });
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the technician's lean page", () => {
  it('serves /ask as the lean page, not the app, to anyone (the page asks who is signed in itself)', async () => {
    const page = await t.anonymous().get('/ask');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(String(page.body)).toContain('<title>Ask for a review · Korero</title>');
    const owner = await t.signUp('askowner');
    expect(String((await owner.get('/ask')).body)).toBe(INDEX);
  });

  it('serves its service worker beside it, allowed to look after /ask, checked again on every visit', async () => {
    const worker = await t.anonymous().get('/ask/sw.js');
    expect(worker.status).toBe(200);
    expect(String(worker.headers['content-type'])).toContain('text/javascript');
    expect(worker.headers['service-worker-allowed']).toBe('/ask');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(String(worker.body)).toBe(WORKER);
  });
});
