import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

// A stand-in for the built customer page (web/customer): the route serves it with the conversation inlined.
const INDEX =
  '<!doctype html><html><head><title>Your conversation · Korero</title></head><body><div id="root"></div><script type="module" src="/modules/followups/customer/assets/main.js"></script></body></html>';

let t: TestKernel;
let dir: string;
let owner: TestAgent & { userId: string };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'korero-follow-up-page-'));
  mkdirSync(path.join(dir, 'followups', 'customer'), { recursive: true });
  writeFileSync(path.join(dir, 'followups', 'customer', 'index.html'), INDEX);
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'followups'],
    env: { PUBLIC_URL: 'https://korero.nz.example' },
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, id), isEnabled: () => true },
  });
  owner = await t.signUp('leanpage');
  await owner.patch('/api/profile', { businessName: 'Mend </script> & Sons', email: 'office@mend.example' });
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the customer's lean follow-up page", () => {
  it('serves /follow-up/{token} as the lean page with the conversation inlined, safely; a wrong token gets the bare page', async () => {
    const invite = await owner.post('/api/invites', {
      customerName: 'Mere Parata',
      customerEmail: 'mere@customer.example',
      jobDescription: 'Blocked drain',
      jobLocation: 'Petone',
    });
    await t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
      starRating: 1,
      generatedReview: 'Two hours late.',
      reviewDestination: 'private',
      consent: true,
    });
    await t.drainJobs();
    const [followUp] = (await owner.get('/api/follow-ups')).body.data;
    expect((await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: 'Sorry Mere.' })).status).toBe(201);
    const recent = await t.kernel.db.withContext(() => t.kernel.get(messagingPort).recent(10));
    const sent = recent.find((m) => m.to === 'mere@customer.example');
    const token = /\/follow-up\/([A-Za-z0-9_-]{43})/.exec(sent!.text)![1]!;

    const page = await t.anonymous().get(`/follow-up/${token}`);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    const html = String(page.body);
    expect(html).toContain('/modules/followups/customer/assets/main.js');
    const json = /<script id="korero-follow-up" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    // The business's name cannot close the script element early.
    expect(json).not.toContain('</script>');
    const data = JSON.parse(json);
    expect(data.businessName).toBe('Mend </script> & Sons');
    expect(data.messages.map((m: { body: string }) => m.body)).toEqual(['Two hours late.', 'Sorry Mere.']);
    expect(JSON.stringify(data)).not.toMatch(/starRating|assignee|notes/);

    const wrong = await t.anonymous().get(`/follow-up/${'x'.repeat(43)}`);
    expect(wrong.status).toBe(200);
    // The bare page, in the language ?lang= asks for (English without one).
    expect(String(wrong.body)).toBe(INDEX.replace('<html>', '<html lang="en-NZ">'));
  });
});
