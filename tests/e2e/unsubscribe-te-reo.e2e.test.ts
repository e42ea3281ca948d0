import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messagingPort } from '@korero/core/sdk';
import { launchBrowser, newPage, PHONE, screenshot, seriousAxeFindings, startApp, type RunningApp } from './support/app.ts';

/**
 * Issue 48: the email unsubscribe page in the language of the email its link came in, on a 390 px phone: te reo
 * with its lang, the switch to English, both languages for 'both', fitting the phone and with nothing serious for axe.
 */
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ modules: ['business', 'teams', 'invites'] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const linkFor = (address: string, language: 'mi' | 'both') => {
  const url = new URL(app.t.kernel.get(messagingPort).unsubscribeUrl('email', address, language));
  return `${app.url}${url.pathname}${url.search}`;
};

async function fitsAndPasses(page: Page, lang: string, name: string) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await screenshot(page, name);
}

describe('the unsubscribe page in te reo Māori at 390 px', () => {
  it('asks, unsubscribes and offers the undo in te reo, and switches to English', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(linkFor('mere.reo@nz.example', 'mi'));
    await page.getByRole('heading', { name: 'Me mutu ngā tono arotake?' }).waitFor();
    await fitsAndPasses(page, 'mi', 'unsubscribe-te-reo-phone');

    await page.getByRole('button', { name: 'Kaua e tukuna mai anō' }).click();
    await page.getByRole('heading', { name: 'Kua mutu ngā īmēra ki a koe' }).waitFor();
    await page.getByRole('button', { name: 'Tukuna mai anō' }).waitFor();
    await fitsAndPasses(page, 'mi', 'unsubscribe-te-reo-done-phone');

    await page.goto(linkFor('hemi.reo@nz.example', 'mi'));
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Stop review invitations?' }).waitFor();
    await fitsAndPasses(page, 'en-NZ', 'unsubscribe-english-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says each thing in te reo, then English, for 'both'", async () => {
    const context = await browser.newContext(PHONE);
    const { page } = await newPage(context);
    await page.goto(linkFor('aroha.both@nz.example', 'both'));
    await page.getByRole('heading', { name: 'Me mutu ngā tono arotake? Stop review invitations?' }).waitFor();
    await page.getByRole('button', { name: 'Kaua e tukuna mai anō / Unsubscribe' }).waitFor();
    await fitsAndPasses(page, 'mi', 'unsubscribe-both-phone');
    await context.close();
  });
});
