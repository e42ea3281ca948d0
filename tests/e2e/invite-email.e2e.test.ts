import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import { testImage } from '@korero/core/testing';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  screenshotDir,
  startApp,
  type RunningApp,
  seriousAxeFindings,
} from './support/app.ts';
import { mailParts, SmtpSink } from '@korero/core/testing/smtp';

// The public address in the email; the browser reaches it as a mail client would, routed to the test server.
const PUBLIC_URL = 'https://reviews.nz.example';
const BUSINESS = 'Tāmaki Makaurau Plumbing & Drainage Ltd';
let app: RunningApp;
let browser: Browser;
const sink = new SmtpSink();
let html = '';

beforeAll(async () => {
  const smtpUrl = await sink.start();
  app = await startApp({ env: { PUBLIC_URL, SMTP_URL: smtpUrl, MAIL_FROM: 'Korero <no-reply@korero.example>' } });
  browser = await launchBrowser();
  const owner = await app.t.signUp('tamaki');
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  await owner.patch('/api/profile', { businessName: BUSINESS, email: 'office@tamaki.example' });
  const ticket = (await owner.post('/api/logos/upload')).body as { uploadURL: string; logoUrl: string };
  await owner.request('PUT', ticket.uploadURL, await testImage('png', 160, 160), { 'content-type': 'image/png' });
  await owner.patch('/api/profile/logo', { logoUrl: ticket.logoUrl });
  const res = await owner.post('/api/invites', {
    customerName: 'Aroha Ngata',
    customerEmail: 'aroha@nz.example',
    jobDescription: 'Blocked drain under the house',
    jobLocation: 'Ōtaki',
    sendEmail: true,
    consent: true,
  });
  expect(res.status).toBe(201);
  // The server's own job queue delivers it.
  for (let i = 0; i < 100 && sink.received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  const raw = sink.received[0]!.raw;
  // Kept beside the screenshots, to open in a mail client.
  mkdirSync(screenshotDir, { recursive: true });
  writeFileSync(path.join(screenshotDir, 'invite-email.eml'), raw, 'latin1');
  const mail = mailParts(raw);
  expect(mail.type).toBe('multipart/alternative');
  html = mail.parts.find((p) => p.type === 'text/html')!.body;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sink.stop();
});

describe('the invitation email drawn in Chromium', () => {
  for (const [device, name, width] of [
    [PHONE, 'invite-email-phone', 390],
    [DESKTOP, 'invite-email-desktop', 1280],
  ] as const) {
    it(`shows the logo, the business name and the button, with nothing off the side, at ${width} px`, async () => {
      const context = await browser.newContext(device);
      await context.route(`${PUBLIC_URL}/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(PUBLIC_URL, app.url) });
        await route.fulfill({ response });
      });
      const { page, errors } = await newPage(context);
      await page.setContent(html, { waitUntil: 'load' });
      const logo = page.getByRole('img', { name: `${BUSINESS} logo` });
      expect(await logo.getAttribute('src')).toMatch(/^https:\/\/reviews\.nz\.example\/public-objects\/logos\/[\w-]+$/);
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
      expect(await page.getByText(BUSINESS, { exact: true }).first().isVisible()).toBe(true);
      const button = page.getByRole('link', { name: 'Share your feedback' });
      expect(await button.isVisible()).toBe(true);
      expect(await button.getAttribute('href')).toMatch(/^https:\/\/reviews\.nz\.example\/review\/[\w-]+$/);
      expect(await page.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href')).toMatch(/\/unsubscribe\?token=/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The button is a comfortable tap target on a phone.
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
      // As a web page would be held to it: no serious or critical axe finding (contrast, link names, language).
      expect((await seriousAxeFindings(page)).map((v) => v.id)).toEqual([]);
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
