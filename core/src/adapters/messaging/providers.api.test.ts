import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { messagingPort } from '../../ports/messaging.port.ts';

const PUBLIC_URL = 'https://reviews.nz.example';
const AUTH_TOKEN = 'twilio-test-auth-token';

// A local SMTP server that keeps what it receives (and refuses one mailbox for good).
const received: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

// A stand-in for Twilio's REST API: the SDK posts form fields to /2010-04-01/Accounts/{sid}/Messages.json.
const twilioCalls: Array<{ path: string; fields: URLSearchParams; auth: string | undefined }> = [];
let twilioDown = 1;
const twilioApi: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const fields = new URLSearchParams(body);
    twilioCalls.push({ path: req.url ?? '', fields, auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (fields.get('To') === '+6420000000') {
      res.writeHead(400).end(JSON.stringify({ code: 21614, message: "'To' number is not a valid mobile number", status: 400 }));
    } else if (twilioDown-- > 0) {
      res.writeHead(503).end(JSON.stringify({ code: 20503, message: 'Service unavailable', status: 503 }));
    } else {
      res.writeHead(201).end(
        JSON.stringify({
          sid: `SM${twilioCalls.length.toString().padStart(32, '0')}`,
          status: 'queued',
          to: fields.get('To'),
          body: fields.get('Body'),
        }),
      );
    }
  });
});

let t: TestKernel;
beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => twilioApi.listen(0, '127.0.0.1', r));
  t = await startTestKernel({
    modules: [],
    env: {
      PUBLIC_URL,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: 'Korero <no-reply@korero.test>',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+6421000000',
      TWILIO_API_BASE_URL: `http://127.0.0.1:${(twilioApi.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => smtp.close(r));
  twilioApi.close();
});

const ctx = <T>(fn: () => Promise<T>) => t.kernel.db.withContext(fn);
const messaging = () => t.kernel.get(messagingPort);

describe('email through SMTP (nodemailer against a real local SMTP server)', () => {
  it('delivers text and HTML with a one-click unsubscribe header', async () => {
    await ctx(() =>
      messaging().send({
        channel: 'email',
        to: 'customer@nz.example',
        subject: 'How did we do?',
        text: 'Plain words',
        html: '<p>Rich words</p>',
        businessId: null,
        purpose: 'invite',
        reference: 'mail-1',
      }),
    );
    await t.drainJobs();
    const [row] = await ctx(() => messaging().byReference('mail-1'));
    expect(row).toMatchObject({ status: 'sent' });
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['customer@nz.example']);
    expect(mail.raw).toContain('Subject: How did we do?');
    expect(mail.raw).toContain('Plain words');
    expect(mail.raw).toContain('<p>Rich words</p>');
    const headers = mail.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/List-Unsubscribe: <https:\/\/reviews\.nz\.example\/unsubscribe\?token=[\w.-]+>/);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('sends transactional mail without an unsubscribe header', async () => {
    await ctx(() =>
      messaging().send({
        channel: 'email',
        to: 'owner@nz.example',
        subject: 'Reset',
        text: 'x',
        businessId: null,
        purpose: 'password-reset',
        transactional: true,
        reference: 'mail-2',
      }),
    );
    await t.drainJobs();
    expect(received.at(-1)!.raw).not.toContain('List-Unsubscribe');
    const [row] = await ctx(() => messaging().byReference('mail-2'));
    expect(row).toMatchObject({ status: 'sent', text: '(Sent. The text of account emails is not kept.)' });
  });

  it('fails for good when the server refuses the mailbox', async () => {
    await ctx(() =>
      messaging().send({ channel: 'email', to: 'nobody@nz.example', text: 'x', businessId: null, purpose: 'invite', reference: 'mail-3' }),
    );
    await t.drainJobs();
    const [row] = await ctx(() => messaging().byReference('mail-3'));
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.error).toMatch(/No such mailbox/);
  });
});

describe('SMS through Twilio (the real SDK against a local stand-in)', () => {
  it('retries through an outage, then sends with the account credentials', async () => {
    await ctx(() =>
      messaging().send({
        channel: 'sms',
        to: '021 555 7777',
        text: 'Hi from Korero! Reply STOP to opt out.',
        businessId: null,
        purpose: 'invite',
        reference: 'sms-1',
      }),
    );
    await t.drainJobs();
    expect((await ctx(() => messaging().byReference('sms-1')))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    t.clock.advance(60_000);
    await t.drainJobs();
    const [row] = await ctx(() => messaging().byReference('sms-1'));
    expect(row).toMatchObject({ status: 'sent' });
    const call = twilioCalls.at(-1)!;
    expect(call.path).toBe('/2010-04-01/Accounts/AC00000000000000000000000000000000/Messages.json');
    expect(call.fields.get('To')).toBe('+64215557777');
    expect(call.fields.get('From')).toBe('+6421000000');
    expect(call.auth).toBe(`Basic ${Buffer.from(`AC00000000000000000000000000000000:${AUTH_TOKEN}`).toString('base64')}`);
  });

  it('does not retry a number Twilio says is not a mobile', async () => {
    await ctx(() =>
      messaging().send({ channel: 'sms', to: '+6420000000', text: 'x', businessId: null, purpose: 'invite', reference: 'sms-2' }),
    );
    await t.drainJobs();
    const [row] = await ctx(() => messaging().byReference('sms-2'));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.error).toMatch(/21614/);
  });
});

describe('opt-outs from outside', () => {
  const webhookUrl = `${PUBLIC_URL}/api/webhooks/twilio/sms`;
  const post = (fields: Record<string, string>, signature?: string) =>
    t.anonymous().request('POST', '/api/webhooks/twilio/sms', new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature ? { 'x-twilio-signature': signature } : {}),
    });

  it('refuses an unsigned or wrongly signed webhook, recording nothing', async () => {
    const fields = { From: '+64217770001', Body: 'STOP', MessageSid: 'SM1' };
    expect((await post(fields)).status).toBe(403);
    expect((await post(fields, twilio.getExpectedTwilioSignature('wrong-token', webhookUrl, fields))).status).toBe(403);
    expect(await ctx(() => messaging().isOptedOut('sms', '+64217770001'))).toBe(false);
  });

  it('records STOP at once and START undoes it, with real signatures', async () => {
    const stop = { From: '+64217770002', Body: ' stop ', MessageSid: 'SM2' };
    const res = await post(stop, twilio.getExpectedTwilioSignature(AUTH_TOKEN, webhookUrl, stop));
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/xml');
    expect(await ctx(() => messaging().isOptedOut('sms', '021 777 0002'))).toBe(true);
    const refused = await ctx(() => messaging().send({ channel: 'sms', to: '0217770002', text: 'x', businessId: null, purpose: 'invite' }));
    expect(refused.status).toBe('refused');
    const start = { From: '+64217770002', Body: 'START', MessageSid: 'SM3' };
    await post(start, twilio.getExpectedTwilioSignature(AUTH_TOKEN, webhookUrl, start));
    expect(await ctx(() => messaging().isOptedOut('sms', '+64217770002'))).toBe(false);
  });

  it('unsubscribes an email address through its signed link, after a confirmation step', async () => {
    const url = new URL(messaging().unsubscribeUrl('email', 'Reader@nz.example'));
    expect(url.origin).toBe(PUBLIC_URL);
    const token = url.searchParams.get('token')!;
    const confirm = await t.anonymous().get(`/unsubscribe?token=${token}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('reader@nz.example');
    expect(await ctx(() => messaging().isOptedOut('email', 'reader@nz.example'))).toBe(false);
    const done = await t
      .anonymous()
      .request('POST', '/unsubscribe', `token=${token}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(done.status).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await ctx(() => messaging().isOptedOut('email', 'reader@nz.example'))).toBe(true);
    const tampered = `${token.slice(0, -2)}xx`;
    expect(
      (await t.anonymous().request('POST', '/unsubscribe', `token=${tampered}`, { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(400);
  });

  describe('subscribing again', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const undoTokenIn = (html: string) => /action="\/unsubscribe\/undo"><input type="hidden" name="token" value="([^"]+)"/.exec(html)?.[1];
    const unsubscribe = async (address: string) => {
      const token = new URL(messaging().unsubscribeUrl('email', address)).searchParams.get('token')!;
      const page = await t.anonymous().request('POST', '/unsubscribe', `token=${token}`, form);
      expect(page.status).toBe(200);
      return { token, page: page.body as string };
    };

    it("refuses the email's own link: whoever has seen it (the business, in its messages) cannot undo the customer's choice", async () => {
      const { token, page } = await unsubscribe('kept.out@nz.example');
      expect(undoTokenIn(page)).toBeDefined();
      expect(undoTokenIn(page)).not.toBe(token);
      const undo = await t.anonymous().request('POST', '/unsubscribe/undo', `token=${token}`, form);
      expect(undo.status).toBe(400);
      expect(await ctx(() => messaging().isOptedOut('email', 'kept.out@nz.example'))).toBe(true);
      // Nor does unsubscribing again with the link hand out a fresh way back.
      const again = await t.anonymous().request('POST', '/unsubscribe', `token=${token}`, form);
      expect(again.body).toContain('You are unsubscribed');
      expect(undoTokenIn(again.body)).toBeUndefined();
    });

    it('takes the button on the page that confirmed the unsubscribe, within its minutes', async () => {
      const { page } = await unsubscribe('changed.mind@nz.example');
      expect(page).toContain('for the next 15 minutes');
      t.clock.advance(14 * 60_000);
      const undo = await t.anonymous().request('POST', '/unsubscribe/undo', `token=${encodeURIComponent(undoTokenIn(page)!)}`, form);
      expect(undo.status).toBe(200);
      expect(undo.body).toContain('You are subscribed again');
      expect(await ctx(() => messaging().isOptedOut('email', 'changed.mind@nz.example'))).toBe(false);
    });

    it('refuses the button once its minutes are up', async () => {
      const { page } = await unsubscribe('too.late@nz.example');
      t.clock.advance(16 * 60_000);
      const undo = await t.anonymous().request('POST', '/unsubscribe/undo', `token=${encodeURIComponent(undoTokenIn(page)!)}`, form);
      expect(undo.status).toBe(400);
      expect(undo.body).toContain('that time has passed');
      expect(await ctx(() => messaging().isOptedOut('email', 'too.late@nz.example'))).toBe(true);
    });
  });

  it('echoes nothing it did not sign: a valid token followed by markup is refused, and no markup reaches the page', async () => {
    const token = new URL(messaging().unsubscribeUrl('email', 'victim@nz.example')).searchParams.get('token')!;
    const injected = `${token}.x"><meta http-equiv="refresh" content="0;url=https://evil.example/">`;
    for (const res of [
      await t.anonymous().get(`/unsubscribe?token=${encodeURIComponent(injected)}`),
      await t
        .anonymous()
        .request('POST', '/unsubscribe', `token=${encodeURIComponent(injected)}`, { 'content-type': 'application/x-www-form-urlencoded' }),
      await t.anonymous().request('POST', '/unsubscribe/undo', `token=${encodeURIComponent(injected)}`, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).not.toMatch(/<meta http-equiv|evil\.example/);
    }
    expect(await ctx(() => messaging().isOptedOut('email', 'victim@nz.example'))).toBe(false);
    // The real token still works, and the page carries it only as an attribute value.
    const confirm = await t.anonymous().get(`/unsubscribe?token=${token}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain(`name="token" value="${token}"`);
  });

  it('takes the one-click unsubscribe POST mail clients send (RFC 8058)', async () => {
    const token = new URL(messaging().unsubscribeUrl('email', 'oneclick@nz.example')).searchParams.get('token')!;
    const res = await t.anonymous().request('POST', `/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(200);
    expect(await ctx(() => messaging().isOptedOut('email', 'oneclick@nz.example'))).toBe(true);
  });
});

/**
 * A message already queued when its recipient opts out must not go: the delivery job checks the opt-out again at
 * send time. Each channel's own way of opting out, through its real route.
 */
describe('opting out after a message was queued', () => {
  const webhookUrl = `${PUBLIC_URL}/api/webhooks/twilio/sms`;

  it('a text queued before the customer replies STOP is not sent, and is recorded as refused', async () => {
    const queued = await ctx(() =>
      messaging().send({
        channel: 'sms',
        to: '021 555 4401',
        text: 'A reminder: how did we do?',
        businessId: null,
        purpose: 'invite-reminder',
        reference: 'late-stop',
      }),
    );
    expect(queued.status).toBe('queued');
    const stop = { From: '+64215554401', Body: 'STOP', MessageSid: 'SM-late-stop' };
    const res = await t.anonymous().request('POST', '/api/webhooks/twilio/sms', new URLSearchParams(stop).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, webhookUrl, stop),
    });
    expect(res.status).toBe(200);
    await t.drainJobs();
    const [row] = await ctx(() => messaging().byReference('late-stop'));
    expect(row).toMatchObject({ status: 'refused', sentAt: null });
    expect(row!.error).toMatch(/opted out before the message went/);
    expect(twilioCalls.some((c) => c.fields.get('To') === '+64215554401')).toBe(false);
  });

  it('an email queued before the customer follows its unsubscribe link is not sent, and is recorded as refused', async () => {
    const queued = await ctx(() =>
      messaging().send({
        channel: 'email',
        to: 'late.unsubscribe@nz.example',
        subject: 'A reminder',
        text: 'How did we do?',
        businessId: null,
        purpose: 'invite-reminder',
        reference: 'late-unsubscribe',
      }),
    );
    expect(queued.status).toBe('queued');
    const token = new URL(messaging().unsubscribeUrl('email', 'late.unsubscribe@nz.example')).searchParams.get('token')!;
    const res = await t
      .anonymous()
      .request('POST', '/unsubscribe', `token=${token}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    await t.drainJobs();
    const [row] = await ctx(() => messaging().byReference('late-unsubscribe'));
    expect(row).toMatchObject({ status: 'refused', sentAt: null });
    expect(row!.error).toMatch(/opted out before the message went/);
    expect(received.some((m) => m.to.includes('late.unsubscribe@nz.example'))).toBe(false);
  });
});
