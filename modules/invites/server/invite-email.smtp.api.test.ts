import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort } from '@korero/core/sdk';
import { startTestKernel, testImage, type TestAgent, type TestKernel } from '@korero/core/testing';

const PUBLIC_URL = 'https://reviews.nz.example';
// Tuesday 24 November 2026, 11:00 in New Zealand.
const NOW = '2026-11-23T22:00:00Z';
// An owner's and a customer's words with HTML in them, and a macron: shown as written, never as markup.
const BUSINESS = 'Tāmaki <b>Drains</b> & "Sons"';
const CUSTOMER = "<i>Aroha</i> O'Brien";

// A real SMTP server on a free local port that keeps what it receives.
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    stream.on('end', () => {
      received.push(raw);
      callback();
    });
  },
});

interface Part {
  type: string;
  body: string;
}

/** The top-level content type of a MIME message and its parts (one level), decoded from quoted-printable or base64. */
function mime(raw: string): { type: string; parts: Part[] } {
  const [head = ''] = raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const type = /^content-type:\s*([^;\r\n]+)/im.exec(unfolded)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  if (!boundary) return { type, parts: [] };
  const parts: Part[] = [];
  // Split on the message's own boundary: an HTML line may start with "--" too (the end of a comment).
  for (const chunk of raw.split(`\r\n--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const [partHead = '', ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const partType = /content-type:\s*([^;\r\n]+)/i.exec(partHead)?.[1]?.trim() ?? '';
    const body = rest.join('\r\n\r\n');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body, 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
          : Buffer.from(body, 'latin1');
    parts.push({ type: partType, body: bytes.toString('utf8') });
  }
  return { type, parts };
}

const part = (mail: ReturnType<typeof mime>, type: string) => mail.parts.find((p) => p.type === type)?.body ?? '';

let t: TestKernel;
let owner: TestAgent & { userId: string };
let logoPath: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await startTestKernel({
    now: NOW,
    env: {
      PUBLIC_URL,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
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
  await new Promise<void>((resolve) => smtp.close(resolve));
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

    const mail = mime(received.at(-1)!);
    expect(mail.type).toBe('multipart/alternative');
    expect(mail.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    const review = `${PUBLIC_URL}/review/${token}`;

    // The text part: the words as written, the link, and the unsubscribe link.
    const text = part(mail, 'text/plain');
    expect(text).toContain(`Thanks for choosing ${BUSINESS} for Blocked drain <script>.`);
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
    expect(html).toContain('Kia ora <!-- -->&lt;i&gt;Aroha&lt;/i&gt;');
    expect(html).toContain('Blocked drain &lt;script&gt;');
    const img = /<img[^>]*>/.exec(html)![0];
    expect(img).toContain(`src="${PUBLIC_URL}${logoPath}"`);
    expect(img).toContain('alt="Tāmaki &lt;b&gt;Drains&lt;/b&gt; &amp; &quot;Sons&quot; logo"');
    expect(html).toMatch(/<img[^>]*>\s*<p[^>]*>Tāmaki &lt;b&gt;Drains&lt;\/b&gt; &amp; &quot;Sons&quot;<\/p>/);
    expect(html).toContain(`href="${review}"`);
    expect(html).toContain(`href="${unsubscribe}"`);
    // The preview line mail clients show beside the subject, hidden in the message itself.
    expect(html).toMatch(/display:none[^>]*>Tāmaki &lt;b&gt;Drains&lt;\/b&gt; &amp; &quot;Sons&quot; would love to hear how Blocked drain/);

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
    const before = received.length;
    await t.runSchedules();
    await t.drainJobs();
    expect(received.length).toBe(before + 1);
    const mail = mime(received.at(-1)!);
    expect(mail.type).toBe('multipart/alternative');
    const headers = received
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
