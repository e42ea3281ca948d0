import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { mailParts, SmtpSink } from '../testing/smtp-sink.ts';

const PUBLIC_URL = 'https://reviews.nz.example';

// A real SMTP server on a free local port that keeps what it receives.
const smtp = new SmtpSink();
const received = smtp.received;

/** The decoded body of each part of a MIME message, by content type. */
const parts = (raw: string): Record<string, string> => Object.fromEntries(mailParts(raw).parts.map((p) => [p.type, p.body]));

let t: TestKernel;
beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await startTestKernel({
    modules: [],
    env: {
      PUBLIC_URL,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Korero <no-reply@korero.test>',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
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
