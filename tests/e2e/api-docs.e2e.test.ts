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
    // The reference draws only the sections near the screen (sixteen tags now): scroll down, noting each one drawn.
    const wanted = ['identity', 'business', 'teams', 'invites', 'reviews', 'subscription', 'help', 'competitors', 'messenger'];
    const seen = new Set<string>();
    for (let i = 0; i < 80 && !wanted.every((w) => [...seen].some((t) => t.startsWith(w))); i++) {
      for (const t of await page.locator('.opblock-tag').allInnerTexts()) seen.add(t);
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(100);
    }
    for (const tag of wanted)
      expect(
        [...seen].some((t) => t.startsWith(tag)),
        tag,
      ).toBe(true);
    // Every route is in the document the page draws from (the page itself draws them as they come into view).
    const doc = (await (await page.request.get(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    expect(Object.values(doc.paths).flatMap((ops) => Object.keys(ops)).length).toBeGreaterThan(120);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
