import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, seriousAxeFindings, startApp, type RunningApp } from './support/app.ts';

/**
 * Issue 48: the whole customer flow in te reo Māori on a 390 px phone, the business having chosen te reo in
 * Settings: the review page, the draft (labelled as English), the private feedback and the thank-you, each page in
 * te reo with its lang, fitting the phone, and with nothing serious for axe.
 */
let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };

beforeAll(async () => {
  app = await startApp({ modules: ['business', 'teams', 'help', 'invites', 'reviews'] });
  browser = await launchBrowser();
  owner = await app.t.signUp('ngahau', 'owner password 1');
  await owner.patch('/api/profile', { businessName: 'Ngā Hau Plumbing', email: 'office@ngahau.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  expect((await owner.put('/api/business/language', { language: 'mi' })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function fitsAndPasses(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('mi');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await screenshot(page, name);
}

describe('the customer flow in te reo Māori at 390 px', () => {
  it('asks, drafts (in English, saying so), sends private feedback and thanks, all in te reo', async () => {
    const token = (await owner.post('/api/invites', { customerName: 'Mere Rewi', jobDescription: 'Heat pump', jobLocation: 'Ōtaki' })).body
      .data.inviteToken;
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/review/${token}`);
    await page.getByRole('heading', { name: 'Kōrerotia mai tō wheako' }).waitFor();
    expect(await page.title()).toBe('Arotakengia a Ngā Hau Plumbing · Korero');
    await fitsAndPasses(page, 'te-reo-review-phone');
    // The business's criteria are the preset's: Korero's words for them, in te reo.
    await page.getByRole('checkbox', { name: 'He mahi tūpato, he mahi ata whakaaro' }).waitFor({ state: 'attached' });
    // The business keeps Korero's prompt and the preset's placeholder: both in te reo (axe and fitting checked above).
    const ownWords = page.getByRole('textbox', { name: 'Kōrerotia mai tō wheako ki ōu ake kupu (ki te hiahia koe)' });
    expect(await ownWords.getAttribute('placeholder')).toBe('He aha te mahi i mahia e mātou mōu, ā, i pēhea?');

    await page.getByRole('radio', { name: '4 whetū' }).click();
    await page.getByRole('button', { name: 'Tuhia taku arotake' }).click();
    const step = page.getByTestId('approve-step');
    await step.waitFor();
    await step.getByText(/He reo Pākehā tēnei tuhinga/).waitFor();
    await step.getByRole('radio', { name: /Tukuna he kōrero matatapu ki te rangatira/ }).click();
    await step.getByRole('checkbox', { name: 'E whakaū ana ahau he pono tēnei, nō tōku ake wheako.' }).check();
    await fitsAndPasses(page, 'te-reo-approve-phone');

    await step.getByRole('button', { name: 'Tukuna te kōrero matatapu' }).click();
    const done = page.getByTestId('done-step');
    await done.getByText('Kua tukuna tō kōrero matatapu ki te rangatira o te pakihi.').waitFor();
    await fitsAndPasses(page, 'te-reo-done-phone');

    // The switch: English on the same page, kept in the address.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the box for the customer's own words in both languages", () => {
  it("shows Korero's prompt and placeholder in te reo then English at 390 and 1280 px, fitting, nothing serious for axe", async () => {
    const token = (
      await owner.post('/api/invites', { customerName: 'Mere Rewi', jobDescription: 'Heat pump', jobLocation: 'Ōtaki', language: 'both' })
    ).body.data.inviteToken;
    const prompt = 'Kōrerotia mai tō wheako ki ōu ake kupu (ki te hiahia koe) / Tell us about your experience in your own words (optional)';
    for (const [device, width] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const context = await browser.newContext(device);
      const { page, errors } = await newPage(context);
      await page.goto(`${app.url}/review/${token}`);
      const ownWords = page.getByRole('textbox', { name: prompt });
      await ownWords.waitFor();
      expect(await ownWords.getAttribute('placeholder')).toBe(
        'He aha te mahi i mahia e mātou mōu, ā, i pēhea? / What did we do for you, and how did it go?',
      );
      expect(await page.locator('label[for="own-words"] [lang="mi"]').textContent()).toBe(
        'Kōrerotia mai tō wheako ki ōu ake kupu (ki te hiahia koe)',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, `both-own-words-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
