/**
 * Texts back from customers' phones mean the same whichever SMS provider carries them: the provider's webhook only
 * checks its vendor's signature and hands the text to the messaging port, which records STOP and START and announces
 * the text, in one transaction. The same replies run through Twilio (signed with its SDK) and a stand-in second
 * provider written as the README's "Adding an SMS provider" says (an HMAC-SHA256 header over the raw JSON body).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import twilio from 'twilio';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedProviders } from '@korero/config/providers';
import { startTestKernel, type TestKernel, type TestResponse } from '@korero/core/testing';
import { messagingPort, smsReceived } from '../../ports/messaging.port.ts';
import { defineProvider } from '../../sdk/define-provider.ts';

const PUBLIC_URL = 'https://reviews.nz.example';
const TWILIO_TOKEN = 'twilio-inbound-token';
const RELAY_SECRET = 'relay-inbound-secret';

const relayText = z.object({ id: z.string().min(1), from: z.string().min(1), text: z.string().optional(), status: z.string().optional() });
const relaySignature = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex');

/** A second SMS vendor: its webhook takes JSON signed in x-relay-signature, and delivers nowhere. */
const relay = defineProvider({
  id: 'relay',
  channel: 'sms',
  title: 'Relay SMS (a stand-in)',
  env: z.object({ RELAY_SECRET: z.string().min(1) }),
  create: () => ({ channel: 'sms' as const, name: 'relay', deliver: async (message) => `relay-${message.id}` }),
  routes(app, { settings, get }) {
    const messaging = get(messagingPort);
    // The signature is over the bytes sent, so the body is kept raw until it is checked.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/inbound', { config: { access: 'public' } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const given = Buffer.from(String(request.headers['x-relay-signature'] ?? ''), 'hex');
      const expected = Buffer.from(relaySignature(settings.RELAY_SECRET, raw.toString()), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(403).send({ error: 'This endpoint only accepts requests signed by Relay.' });
      }
      let parsed: z.infer<typeof relayText>;
      try {
        parsed = relayText.parse(JSON.parse(raw.toString()));
      } catch {
        return reply.code(400).send({ error: 'The body is not a Relay message.' });
      }
      // A delivery report carries no text: the port ignores it.
      await messaging.receive({ channel: 'sms', from: parsed.from, body: parsed.text ?? '', messageId: parsed.id, provider: 'relay' });
      return reply.code(204).send();
    });
  },
});

/** One inbound text (body null: the vendor's delivery-status callback instead). */
interface Text {
  from: string;
  body: string | null;
  id: string;
}

interface Carrier {
  name: string;
  /** Its webhook's answer to a text it took. */
  ok: number;
  start(): Promise<TestKernel>;
  /** Calls the webhook as the vendor would: signed, or with a signature made with the wrong secret. */
  post(t: TestKernel, text: Text, forged?: boolean): Promise<TestResponse>;
}

const carriers: Carrier[] = [
  {
    name: 'Twilio',
    ok: 200,
    start: () =>
      startTestKernel({
        modules: [],
        env: {
          PUBLIC_URL,
          TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
          TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
          TWILIO_FROM: '+6421000000',
          // Nothing listens here: a queued text fails to go, and is retried later (never reaching Twilio).
          TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
        },
      }),
    post(t, text, forged = false) {
      const fields: Record<string, string> =
        text.body === null
          ? { MessageSid: text.id, MessageStatus: 'delivered', To: text.from, From: '+6421000000' }
          : { MessageSid: text.id, From: text.from, To: '+6421000000', Body: text.body };
      const signature = twilio.getExpectedTwilioSignature(
        forged ? 'wrong-token' : TWILIO_TOKEN,
        `${PUBLIC_URL}/api/webhooks/twilio/sms`,
        fields,
      );
      return t.anonymous().request('POST', '/api/webhooks/twilio/sms', new URLSearchParams(fields).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
      });
    },
  },
  {
    name: 'a second provider',
    ok: 204,
    start: () =>
      startTestKernel({
        modules: [],
        providers: [...installedProviders, relay],
        env: { PUBLIC_URL, SMS_PROVIDER: 'relay', RELAY_SECRET },
      }),
    post(t, text, forged = false) {
      const raw = JSON.stringify(
        text.body === null ? { id: text.id, from: text.from, status: 'delivered' } : { id: text.id, from: text.from, text: text.body },
      );
      return t.anonymous().request('POST', '/api/webhooks/relay/inbound', raw, {
        'content-type': 'application/json',
        'x-relay-signature': relaySignature(forged ? 'wrong-secret' : RELAY_SECRET, raw),
      });
    },
  },
];

/** Texts from one number, in order; then whether it has opted out, and the keyword of each text announced. */
const cases: Array<{ name: string; texts: Array<string | null>; optedOut: boolean; heard: Array<'stop' | 'start' | null> }> = [
  { name: 'STOP opts the number out', texts: ['STOP'], optedOut: true, heard: ['stop'] },
  { name: 'STOP written loosely ("stop.")', texts: ['stop.'], optedOut: true, heard: ['stop'] },
  { name: 'STOP with spaces and in mixed case', texts: ['  Stop '], optedOut: true, heard: ['stop'] },
  { name: 'another carrier word ("Opt-out")', texts: ['Opt-out'], optedOut: true, heard: ['stop'] },
  { name: 'START after STOP opts it back in', texts: ['STOP', 'start'], optedOut: false, heard: ['stop', 'start'] },
  { name: 'STOP inside a sentence is an ordinary reply', texts: ['Stop please, all sorted'], optedOut: false, heard: [null] },
  { name: 'an ordinary reply', texts: ['Thanks, the tap is fixed!'], optedOut: false, heard: [null] },
  { name: 'an empty text is ignored', texts: [''], optedOut: false, heard: [] },
  { name: 'a delivery-status callback is ignored', texts: [null], optedOut: false, heard: [] },
  { name: 'a status callback after STOP leaves the opt-out', texts: ['STOP', null], optedOut: true, heard: ['stop'] },
];

describe.each(carriers.map((carrier, index) => ({ carrier, index })))('inbound texts through $carrier.name', ({ carrier, index }) => {
  let t: TestKernel;
  const heard: Array<{ from: string; body: string; keyword: string | null; messageId: string | null; receivedAt: string }> = [];
  beforeAll(async () => {
    t = await carrier.start();
    t.kernel.events.on(smsReceived, (event) => void heard.push(event), 'inbound-test');
  });
  afterAll(() => t?.close());

  const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
  const messaging = () => t.kernel.get(messagingPort);
  const number = (n: number) => `+64215${index}${String(n).padStart(5, '0')}`;
  const optOutRows = async (address: string) =>
    Number((await t.kernel.db.direct<Array<{ n: string }>>('select count(*) as n from core_opt_out where address = ?', [address]))[0]!.n);

  it.each(cases.map((c, n) => ({ ...c, n })))('$name', async ({ texts, optedOut, heard: keywords, n }) => {
    const from = number(n);
    const sent = texts.map((body, k) => ({ from, body, id: `${carrier.name}-${n}-${k}` }));
    const receivedAt: string[] = [];
    for (const text of sent) {
      t.clock.advance(1000);
      receivedAt.push(t.clock.now().toISOString());
      expect((await carrier.post(t, text)).status).toBe(carrier.ok);
    }
    expect(await ctx(() => messaging().isOptedOut('sms', from))).toBe(optedOut);

    await t.drainJobs();
    const announced = sent.map((text, k) => ({ ...text, receivedAt: receivedAt[k] })).filter((text) => text.body);
    // Deliveries of events are not ordered among themselves: sorted by when each text came.
    expect(heard.filter((e) => e.from === from).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))).toEqual(
      announced.map((text, k) => ({ from, body: text.body, keyword: keywords[k], messageId: text.id, receivedAt: text.receivedAt })),
    );
    expect(announced).toHaveLength(keywords.length);

    // Every later message to that number, from any sender, is refused while it stays opted out.
    const later = await ctx(() =>
      messaging().send({ channel: 'sms', to: from, text: 'How did we do?', businessId: null, purpose: 'invite' }),
    );
    expect(later.status).toBe(optedOut ? 'refused' : 'queued');
  });

  it('refuses a text signed with the wrong secret, recording and announcing nothing', async () => {
    const from = number(90);
    expect((await carrier.post(t, { from, body: 'STOP', id: `${carrier.name}-forged` }, true)).status).toBe(403);
    expect(await ctx(() => messaging().isOptedOut('sms', from))).toBe(false);
    await t.drainJobs();
    expect(heard.filter((e) => e.from === from)).toEqual([]);
  });

  it("records a retried STOP once; the repeat's event carries the same messageId, on which listeners skip it", async () => {
    const stop = { from: number(91), body: 'STOP', id: `${carrier.name}-retried` };
    expect((await carrier.post(t, stop)).status).toBe(carrier.ok);
    expect((await carrier.post(t, stop)).status).toBe(carrier.ok);
    expect(await optOutRows(stop.from)).toBe(1);
    await t.drainJobs();
    const events = heard.filter((e) => e.from === stop.from);
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.messageId))).toEqual(new Set([stop.id]));
  });

  it('announces at most 1,600 characters of a long text', async () => {
    const long = { from: number(92), body: 'Kia ora. '.repeat(300), id: `${carrier.name}-long` };
    expect((await carrier.post(t, long)).status).toBe(carrier.ok);
    await t.drainJobs();
    expect(heard.find((e) => e.from === long.from)?.body).toBe(long.body.slice(0, 1600));
  });
});
