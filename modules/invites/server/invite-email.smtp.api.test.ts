import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, testImage, type TestAgent, type TestKernel } from '@korero/core/testing';
import { mailParts as mime, SmtpSink } from '@korero/core/testing/smtp';

const PUBLIC_URL = 'https://reviews.nz.example';
// Tuesday 24 November 2026, 11:00 in New Zealand.
const NOW = '2026-11-23T22:00:00Z';
// An owner's and a customer's words with HTML in them, and a macron: shown as written, never as markup.
const BUSINESS = 'Tāmaki <b>Drains</b> & "Sons"';
const CUSTOMER = "<i>Aroha</i> O'Brien";

// A real SMTP server on a free local port that keeps what it receives.
const smtp = new SmtpSink();
/** What the sink received, as raw messages. */
const received = () => smtp.received.map((mail) => mail.raw);

const part = (mail: ReturnType<typeof mime>, type: string) => mail.parts.find((p) => p.type === type)?.body ?? '';

let t: TestKernel;
let owner: TestAgent & { userId: string };
let logoPath: string;

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await startTestKernel({
    now: NOW,
    env: {
      PUBLIC_URL,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Korero <no-reply@korero.example>',
    },
  });
  await t.runSchedules(); // the reminder sweep is first seen now
  owner = await t.signUp('tamaki');
  await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  expect((await owner.patch('/api/profile', { businessName: BUSINESS, email: 'office@tamaki.example' })).status).toBe(200);
  const ticket = (await owner.post('/api/logos/upload')).body as { uploadURL: string; logoUrl: string };
  expect((await owner.request('PUT', ticket.uploadURL, await testImage('png'), { 'content-type': 'image/png' })).status).toBe(200);
  expect((await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl })).status).toBe(200);
  logoPath = ticket.logoUrl;
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

describe('the invitation email through SMTP (nodemailer against a real local SMTP server)', () => {
  let token: string;

  it('arrives as multipart/alternative: plain text and HTML, each with the business name, the link and the unsubscribe link', async () => {
    const res = await owner.post('/api/invites', {
      customerName: CUSTOMER,
      customerEmail: 'aroha@nz.example',
      jobDescription: 'Blocked drain <script>',
      jobLocation: 'Ōtaki',
      sendEmail: true,
      consent: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    token = res.body.data.inviteToken;
    await t.drainJobs();

    const mail = mime(received().at(-1)!);
    expect(mail.type).toBe('multipart/alternative');
    expect(mail.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    const review = `${PUBLIC_URL}/review/${token}`;

    // The text part: the words as written, the link, and the unsubscribe link.
    const text = part(mail, 'text/plain');
    expect(text).toContain(`Thanks for choosing ${BUSINESS} (Blocked drain <script>).`);
    expect(text).toContain('Kia ora <i>Aroha</i>,');
    expect(text).toContain(review);
    const unsubscribe = new RegExp(`${PUBLIC_URL}/unsubscribe\\?token=[\\w.-]+`).exec(text)![0];

    // The HTML part: every owner and customer word escaped, the logo by an absolute URL under PUBLIC_URL.
    const html = part(mail, 'text/html');
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toContain('lang="en-NZ"');
    expect(html).not.toContain('<b>Drains</b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>Aroha</i>');
    expect(html).toContain('Tāmaki &lt;b&gt;Drains&lt;/b&gt; &amp; &quot;Sons&quot;');
    expect(html).toContain('Kia ora &lt;i&gt;Aroha&lt;/i&gt;,');
    expect(html).toContain('Blocked drain &lt;script&gt;');
    const img = /<img[^>]*>/.exec(html)![0];
    expect(img).toContain(`src="${PUBLIC_URL}${logoPath}"`);
    expect(img).toContain('alt="Tāmaki &lt;b&gt;Drains&lt;/b&gt; &amp; &quot;Sons&quot; logo"');
    expect(html).toMatch(/<img[^>]*>\s*<p[^>]*>Tāmaki &lt;b&gt;Drains&lt;\/b&gt; &amp; &quot;Sons&quot;<\/p>/);
    expect(html).toContain(`href="${review}"`);
    expect(html).toContain(`href="${unsubscribe}"`);
    // The preview line mail clients show beside the subject, hidden in the message itself.
    expect(html).toMatch(
      /display:none[^>]*>Tāmaki &lt;b&gt;Drains&lt;\/b&gt; &amp; &quot;Sons&quot; would love to hear how it went \(Blocked drain/,
    );

    // The logo is there for a mail client to fetch: public, no session.
    const logo = await t.anonymous().get(logoPath);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('sends the reminder the same way, with the logo too', async () => {
    // Three days later, 11:00 in New Zealand: the reminder is due.
    const when = new Date('2026-11-26T22:00:00Z');
    t.clock.set(when);
    await t.kernel.db.withContext(() =>
      t.kernel.db.em.execute(`update core_job_schedule set next_run_at = ? where name = 'invites.reminderSweep'`, [when], 'run'),
    );
    const before = received().length;
    await t.runSchedules();
    await t.drainJobs();
    expect(received().length).toBe(before + 1);
    const mail = mime(received().at(-1)!);
    expect(mail.type).toBe('multipart/alternative');
    const headers = received()
      .at(-1)!
      .split('\r\n\r\n')[0]!
      .replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/List-Unsubscribe: <https:\/\/reviews\.nz\.example\/unsubscribe\?token=/);
    const text = part(mail, 'text/plain');
    expect(text).toContain('A quick reminder: thanks for choosing');
    expect(text).toMatch(/unsubscribe\?token=/);
    const html = part(mail, 'text/html');
    expect(/<img[^>]*>/.exec(html)?.[0]).toContain(`src="${PUBLIC_URL}${logoPath}"`);
    expect(html).toContain(`href="${PUBLIC_URL}/review/${token}"`);
    expect(html).toMatch(/href="https:\/\/reviews\.nz\.example\/unsubscribe\?token=[\w.-]+"/);
  });
});
