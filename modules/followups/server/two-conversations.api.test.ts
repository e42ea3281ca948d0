import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, type TestAgent, type TestKernel } from '@korero/core/testing';

// Issue 43: every other follow-up test has one conversation per business, so a customer's words filed in the wrong
// conversation of the same business went unnoticed. Here one business has two customers' follow-ups and another
// business a third; each customer writes through their own link (page answers, stop, reads, the lean page) and texts
// back from their own phone, and each time the other two conversations must be exactly as they were.

const PUBLIC_URL = 'https://korero.nz.example';
const AUTH_TOKEN = 'twilio-test-auth-token';
const WEBHOOK = `${PUBLIC_URL}/api/webhooks/twilio/sms`;
const INDEX = '<!doctype html><html><head><title>Your conversation · Korero</title></head><body><div id="root"></div></body></html>';

// A stand-in for Twilio's REST API: the owners' replies go out as texts, each carrying the customer's link.
const texts: Array<{ to: string; body: string }> = [];
const twilioApi: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const fields = new URLSearchParams(body);
    texts.push({ to: fields.get('To') ?? '', body: fields.get('Body') ?? '' });
    res.setHeader('content-type', 'application/json');
    res.writeHead(201).end(JSON.stringify({ sid: `SM${texts.length.toString().padStart(32, '0')}`, status: 'queued' }));
  });
});

let t: TestKernel;
let dir: string;

beforeAll(async () => {
  await new Promise<void>((r) => twilioApi.listen(0, '127.0.0.1', r));
  dir = mkdtempSync(path.join(tmpdir(), 'korero-two-conversations-'));
  mkdirSync(path.join(dir, 'followups', 'customer'), { recursive: true });
  writeFileSync(path.join(dir, 'followups', 'customer', 'index.html'), INDEX);
  t = await startTestKernel({
    modules: ['business', 'teams', 'invites', 'reviews', 'followups'],
    now: '2026-12-06T20:00:00Z',
    env: {
      PUBLIC_URL,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+6421000000',
      TWILIO_API_BASE_URL: `http://127.0.0.1:${(twilioApi.address() as AddressInfo).port}`,
    },
    // The lean customer page is one more way to read a conversation by its link.
    webAssets: { shellDir: path.join(dir, 'shell'), moduleDir: (id) => path.join(dir, id), isEnabled: () => true },
  });
});
afterAll(async () => {
  await t?.close();
  twilioApi.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Conversation {
  /** Whose follow-up it is, for failure messages. */
  name: string;
  owner: TestAgent;
  id: string;
  /** The customer's phone as Twilio writes it. */
  phone: string;
  /** The link's token, from the text the owner sent. */
  token: string;
  /** The customer's own phone, with its own address (the public routes limit per client). */
  customer: TestAgent;
  feedback: string;
}

async function business(username: string, businessName: string) {
  const owner = await t.signUp(username);
  expect((await owner.patch('/api/profile', { businessName, email: `office@${username}.example` })).status).toBe(200);
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  return owner;
}

/** A customer answers their invitation with private feedback; their follow-up opens; the owner texts them. */
async function conversation(owner: TestAgent, name: string, phone: string, feedback: string): Promise<Conversation> {
  const invite = await owner.post('/api/invites', {
    customerName: name,
    customerPhone: phone,
    jobDescription: 'Blocked drain',
    jobLocation: 'Petone',
  });
  expect(invite.status).toBe(201);
  const customer = t.anonymous();
  const answered = await customer.post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: 2,
    generatedReview: feedback,
    reviewDestination: 'private',
    consent: true,
  });
  expect(answered.status).toBe(200);
  await t.drainJobs();
  const list = (await owner.get('/api/follow-ups?limit=100')).body.data as Array<{ id: string; submissionId: string }>;
  const id = list.find((f) => f.submissionId === answered.body.data.submissionId)!.id;
  t.clock.advance(60_000);
  const sent = await owner.post(`/api/follow-ups/${id}/messages`, { channel: 'sms', body: `Sorry ${name.split(' ')[0]}, can I call you?` });
  expect(sent.status).toBe(201);
  await t.drainJobs();
  const international = `+64${phone.replace(/\D/g, '').slice(1)}`;
  const text = texts.filter((x) => x.to === international).at(-1)!;
  // The short link of the text (/f/{token}) carries the conversation's token.
  const token = new RegExp(`${PUBLIC_URL}/f/([A-Za-z0-9_-]{16})`).exec(text.body)![1]!;
  t.clock.advance(60_000);
  return { name, owner, id, phone: international, token, customer, feedback };
}

let aroha: Conversation;
let ben: Conversation;
let cara: Conversation;
let all: Conversation[];

/** What each owner sees of each conversation (messages, status, stopped, times): the whole record. */
async function everything(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const c of all) {
    const res = await c.owner.get(`/api/follow-ups/${c.id}`);
    expect(res.status).toBe(200);
    out[c.name] = res.body.data;
  }
  return out;
}

/** Runs `act` on one conversation and checks the other two are exactly as they were; answers the changed one. */
async function onlyChanges(changed: Conversation, act: () => Promise<void>) {
  const before = await everything();
  await act();
  const after = await everything();
  for (const c of all) if (c !== changed) expect(after[c.name], `${c.name}'s conversation after ${changed.name}'s`).toEqual(before[c.name]);
  expect(after[changed.name]).not.toEqual(before[changed.name]);
  return after[changed.name] as {
    status: string;
    stopped: boolean;
    messages: Array<{ from: string; channel: string; body: string }>;
  };
}

const customerWords = (c: { messages: Array<{ from: string; channel: string; body: string }> }) =>
  c.messages.filter((m) => m.from === 'customer').map((m) => `${m.channel}: ${m.body}`);

const twilioPost = (fields: Record<string, string>) =>
  t.anonymous().request('POST', '/api/webhooks/twilio/sms', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, WEBHOOK, fields),
  });

describe('two follow-ups in one business and one in another: each link and each phone reaches its own only', () => {
  beforeAll(async () => {
    const mendIt = await business('twomendit', 'Mend It Plumbing');
    const elsewhere = await business('twoelsewhere', 'Elsewhere Electrical');
    aroha = await conversation(mendIt, 'Aroha Ngata', '021 555 0101', 'The van blocked my drive all morning.');
    cara = await conversation(elsewhere, 'Cara Smith', '021 555 0103', 'The switchboard cover is still cracked.');
    // Ben's is the newest conversation of the business, and the one it texted last.
    ben = await conversation(mendIt, 'Ben Walker', '021 555 0102', 'Mud on the carpet in the hallway.');
    all = [aroha, ben, cara];
    expect(new Set(all.map((c) => c.token)).size).toBe(3);
  });

  it('each link reads its own conversation, on the API and on the lean page', async () => {
    for (const c of all) {
      const res = await c.customer.get(`/api/follow-up/${c.token}`);
      expect(res.status).toBe(200);
      expect(res.body.data.customerName).toBe(c.name);
      expect(res.body.data.businessName).toBe(c === cara ? 'Elsewhere Electrical' : 'Mend It Plumbing');
      expect(res.body.data.messages.map((m: { from: string; body: string }) => `${m.from}: ${m.body}`)).toEqual([
        `customer: ${c.feedback}`,
        `business: Sorry ${c.name.split(' ')[0]}, can I call you?`,
      ]);
      const page = await c.customer.get(`/follow-up/${c.token}`);
      const inlined = /<script id="korero-follow-up" type="application\/json">(.*?)<\/script>/.exec(String(page.body))![1]!;
      expect(JSON.parse(inlined)).toEqual(res.body.data);
    }
  });

  it("each customer's answer on their page lands in their conversation only, reopening only theirs", async () => {
    // Both of the business's conversations resolved: an answer filed in the wrong one would reopen it.
    for (const c of [aroha, ben]) {
      expect((await c.owner.patch(`/api/follow-ups/${c.id}`, { status: 'resolved', outcome: 'explained' })).status).toBe(200);
    }
    for (const c of [aroha, ben, cara]) {
      t.clock.advance(60_000);
      const words = `${c.name} here: any day after 3 works.`;
      const after = await onlyChanges(c, async () => {
        const res = await c.customer.post(`/api/follow-up/${c.token}/messages`, { body: words });
        expect(res.status).toBe(201);
        // The answer shows the customer their own conversation.
        expect(res.body.data.customerName).toBe(c.name);
        expect(res.body.data.messages.at(-1)).toMatchObject({ from: 'customer', body: words });
      });
      expect(after.status).toBe('open');
      expect(customerWords(after)).toEqual([`feedback: ${c.feedback}`, `page: ${words}`]);
    }
  });

  it('each text back lands in the conversation of the number it came from', async () => {
    // Aroha's number first: Ben's is the conversation the business texted last, and the newest.
    for (const [c, sid] of [
      [aroha, 'SM00000000000000000000000000000b01'],
      [ben, 'SM00000000000000000000000000000b02'],
      [cara, 'SM00000000000000000000000000000b03'],
    ] as const) {
      t.clock.advance(60_000);
      const words = `${c.name} texting: yes please call.`;
      const after = await onlyChanges(c, async () => {
        expect((await twilioPost({ From: c.phone, To: '+6421000000', Body: words, MessageSid: sid })).status).toBe(200);
        await t.drainJobs();
      });
      expect(customerWords(after).at(-1)).toBe(`sms: ${words}`);
      expect(customerWords(after)).toHaveLength(3);
    }
  });

  it("each customer's stop stops their conversation only", async () => {
    for (const c of [ben, aroha, cara]) {
      const after = await onlyChanges(c, async () => {
        const res = await c.customer.post(`/api/follow-up/${c.token}/stop`);
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ customerName: c.name, stopped: true });
      });
      expect(after.stopped).toBe(true);
    }
  });

  it('a link altered by one character reaches no conversation, and changes none', async () => {
    const before = await everything();
    for (const c of all) {
      const last = c.token.at(-1) === 'A' ? 'B' : 'A';
      const altered = `${c.token.slice(0, -1)}${last}`;
      expect((await c.customer.get(`/api/follow-up/${altered}`)).status).toBe(404);
      expect((await c.customer.post(`/api/follow-up/${altered}/messages`, { body: 'Hello?' })).status).toBe(404);
      expect((await c.customer.post(`/api/follow-up/${altered}/stop`)).status).toBe(404);
    }
    expect(await everything()).toEqual(before);
  });
});
