import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, startApp, type RunningApp } from './support/app.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the API reference at /api/docs, in Chromium', () => {
  it('draws every module’s routes from /api/openapi.json under Korero’s own CSP, signed out', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${app.url}/api/docs`);
    await page.locator('.opblock').first().waitFor();
    const tags = await page.locator('.opblock-tag').allInnerTexts();
    for (const tag of ['identity', 'business', 'teams', 'invites', 'reviews', 'subscription', 'help']) {
      expect(
        tags.some((t) => t.startsWith(tag)),
        tag,
      ).toBe(true);
    }
    expect(await page.locator('.opblock').count()).toBeGreaterThan(50);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
