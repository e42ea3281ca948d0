import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

// A stand-in for the built customer page: the routes only need its <head> to inline the invitation into.
const INDEX = '<!doctype html><html><head><title>Share your experience · Korero</title></head><body><div id="root"></div></body></html>';

let t: TestKernel;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'korero-lean-'));
  mkdirSync(path.join(dir, 'reviews', 'customer'), { recursive: true });
  writeFileSync(path.join(dir, 'reviews', 'customer', 'index.html'), INDEX);
  t = await startTestKernel({
    modules: ['business', 'invites', 'reviews'],
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, id), isEnabled: () => true },
  });
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const inlined = (html: string) =>
  JSON.parse(/<script id="korero-review-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, any>;

describe('the lean customer page', () => {
  it("inlines names holding replacement patterns ($' $` $& $$) exactly as typed", async () => {
    const owner = await t.signUp('dollars');
    const businessName = "Cash $' Carry $` Co $& $$ Ltd";
    await owner.patch('/api/profile', { businessName, email: 'cash@carry.nz' });
    const token = (
      await owner.post('/api/invites', { customerName: "Mere $'s $` friend", jobDescription: 'Till $& repair', jobLocation: 'Porirua' })
    ).body.data.inviteToken;

    const page = await t.anonymous().get(`/review/${token}`);
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    // The title drops <>&" (it is not escaped); the dollar signs stay as typed.
    expect(html).toContain("<title>Review Cash $' Carry $` Co $ $$ Ltd · Korero</title>");
    const data = inlined(html);
    expect(data.token).toBe(token);
    expect(data.business.businessName).toBe(businessName);
    expect(data.invitation).toMatchObject({ customerName: "Mere $'s $` friend", jobDescription: 'Till $& repair', businessName });
  });
});
