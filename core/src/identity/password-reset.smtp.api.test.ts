import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';

const PUBLIC_URL = 'https://reviews.nz.example';

// A real SMTP server on a free local port that keeps what it receives.
const received: Array<{ from: string; to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});

/** The decoded body of each text part of a MIME message (quoted-printable or base64). */
function parts(raw: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const type = /content-type:\s*(text\/(?:plain|html))/i.exec(head)?.[1];
    if (!type) continue;
    const body = rest.join('\r\n\r\n').replace(/\r\n--[^\r\n]+--\r\n?$/, '');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body, 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
          : Buffer.from(body, 'latin1');
    found[type] = bytes.toString('utf8');
  }
  return found;
}

let t: TestKernel;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await startTestKernel({
    modules: [],
    env: {
      PUBLIC_URL,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: 'Korero <no-reply@korero.test>',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('the password reset email through SMTP (nodemailer against a real local SMTP server)', () => {
  it('arrives as plain text and HTML with a working link, no unsubscribe header and no images', async () => {
    await t.signUp('wiremu', 'the old password');
    expect((await t.anonymous().post('/api/auth/forgot-password', { email: 'Wiremu@co-nz.example' })).status).toBe(200);
    await t.drainJobs();

    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['wiremu@co-nz.example']);
    expect(mail.from).toBe('no-reply@korero.test');
    const headers = mail.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain('Subject: Reset your Korero password');
    expect(headers).toMatch(/From: Korero <no-reply@korero\.test>/);
    expect(headers).not.toMatch(/List-Unsubscribe/i);

    const { 'text/plain': text, 'text/html': html } = parts(mail.raw);
    expect(text).toContain('Kia ora wiremu');
    expect(text).toContain('Ngā mihi');
    const token = /https:\/\/reviews\.nz\.example\/reset-password\?token=([\w-]{43})/.exec(text!)?.[1];
    expect(token).toBeTruthy();
    expect(html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    expect(html).toContain('Korero');
    expect(html).not.toMatch(/<img|url\(|<script/i);

    const reset = await t.anonymous().post('/api/auth/reset-password', { token, newPassword: 'from the email' });
    expect(reset.status).toBe(200);
    expect((await t.anonymous().post('/api/login', { username: 'wiremu', password: 'from the email' })).status).toBe(200);
  });

  it('sends nothing for an address without an account', async () => {
    const before = received.length;
    expect((await t.anonymous().post('/api/auth/forgot-password', { email: 'stranger@co-nz.example' })).status).toBe(200);
    await t.drainJobs();
    expect(received.length).toBe(before);
  });
});
