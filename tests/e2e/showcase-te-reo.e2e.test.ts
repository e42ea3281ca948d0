import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import {
  DESKTOP,
  freePort,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  seriousAxeFindings,
  startApp,
  type RunningApp,
} from './support/app.ts';

/**
 * Issue 48: the business's public review page and its website widget in te reo Māori, the business having chosen te
 * reo: the page at 390 px and 1280 px with its lang, fitting, nothing serious for axe, and its switch to English; the
 * widget drawing its words from its answer. The customer's review stays as they wrote it.
 */
const REVIEW = 'Tidy work, on time. The new cylinder has been perfect.';
let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };
let host: Server;
let hostUrl = '';
let snippet = '';
let slug = '';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await app.t.signUp('ngahau', 'owner password 1');
  await owner.patch('/api/profile', { businessName: 'Ngā Hau Plumbing', email: 'office@ngahau.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  expect((await owner.put('/api/business/language', { language: 'mi' })).status).toBe(200);
  const invite = await owner.post('/api/invites', { customerName: 'Mere Rewi', jobDescription: 'Hot water', jobLocation: 'Ōtaki' });
  const sent = await app.t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: 5,
    generatedReview: REVIEW,
    reviewDestination: 'google',
    consent: true,
    showOnWebsite: true,
  });
  expect(sent.status).toBe(200);
  const settings = await owner.put('/api/showcase', { enabled: true, layout: 'list' });
  expect(settings.status).toBe(200);
  ({ snippet, slug } = settings.body.data);
  const port = await freePort();
  host = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ngā Hau Plumbing</title></head><body>${snippet}</body></html>`,
      ),
  );
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await app?.close();
});

describe('the public page in te reo Māori', () => {
  for (const [label, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`at ${device.viewport.width} px: te reo with its lang, fitting, nothing serious for axe, and a switch to English`, async () => {
      const context = await browser.newContext(device);
      const { page, errors } = await newPage(context);
      try {
        await page.goto(`${app.url}/b/${slug}`);
        await page.getByRole('heading', { name: 'Ngā arotake hou' }).waitFor();
        expect(await page.title()).toBe('Ngā arotake mō Ngā Hau Plumbing');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('mi');
        await page.getByText(REVIEW).waitFor();
        expect(await page.locator('li .m').textContent()).toMatch(/^Mere R\. · \d{1,2} \S+ \d{4} · I kohia e Korero$/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await screenshot(page, `showcase-page-te-reo-${label}`);

        await page.getByRole('navigation', { name: 'Reo / Language' }).getByRole('link', { name: 'English', exact: true }).click();
        await page.getByRole('heading', { name: 'Recent reviews' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-NZ');
        await page.getByText(REVIEW).waitFor();
        expect(await seriousAxeFindings(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('both languages: te reo first, then English, each marked', async () => {
    const context = await browser.newContext(PHONE);
    const { page } = await newPage(context);
    try {
      await page.goto(`${app.url}/b/${slug}?lang=both`);
      await page.getByRole('heading', { name: 'Ngā arotake hou / Recent reviews' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'showcase-page-both-phone');
    } finally {
      await context.close();
    }
  });
});

describe('the widget in te reo Māori', () => {
  it("draws its words from its answer, in the business's language, and the review as written", async () => {
    const context = await browser.newContext(PHONE);
    const { page } = await newPage(context);
    try {
      await page.goto(hostUrl);
      const widget = page.locator('[data-korero-widget]');
      await widget.getByText('1 arotake').waitFor();
      await widget.getByText(REVIEW).waitFor();
      await widget.getByText('I kohia e Korero', { exact: false }).waitFor();
      expect(await widget.locator('section').getAttribute('lang')).toBe('mi');
      expect(await widget.locator('section').getAttribute('aria-label')).toBe('Ngā arotake mō Ngā Hau Plumbing');
      await screenshot(page, 'showcase-widget-te-reo-phone');
    } finally {
      await context.close();
    }
  });
});
