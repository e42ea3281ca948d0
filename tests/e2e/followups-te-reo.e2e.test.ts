import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort, messagingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, seriousAxeFindings, startApp, type RunningApp } from './support/app.ts';

/**
 * Issue 48: the customer's follow-up page in te reo Māori, as its invitation was: on a 390 px phone (and at 1280 px),
 * with its lang, fitting, nothing serious for axe, answering and the stop confirmation in te reo, and the switch to
 * English. The owner's words stay as they wrote them.
 */
const BUSINESS = 'Ngā Hau Plumbing';
const REPLY = 'Sorry Mere, we can come back on Thursday.';
let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };

beforeAll(async () => {
  app = await startApp({ modules: ['business', 'teams', 'help', 'invites', 'reviews', 'followups'] });
  browser = await launchBrowser();
  owner = await app.t.signUp('ngahaufollow', 'owner password 1');
  await owner.patch('/api/profile', { businessName: BUSINESS, email: 'office@ngahau.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A follow-up on an invitation in te reo that the owner has answered by email: its page's token. */
async function answeredInTeReo(): Promise<string> {
  const invite = await owner.post('/api/invites', {
    customerName: 'Mere Rewi',
    customerEmail: 'mere@customer.example',
    jobDescription: 'Heat pump',
    jobLocation: 'Ōtaki',
    language: 'mi',
  });
  expect(invite.status).toBe(201);
  const submitted = await app.t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: 2,
    generatedReview: 'The heat pump still rattles.',
    reviewDestination: 'private',
    consent: true,
  });
  expect(submitted.status).toBe(200);
  await app.t.drainJobs();
  const [followUp] = (await owner.get('/api/follow-ups')).body.data;
  expect((await owner.post(`/api/follow-ups/${followUp.id}/messages`, { channel: 'email', body: REPLY })).status).toBe(201);
  const recent = await app.t.kernel.db.withContext(() => app.t.kernel.get(messagingPort).recent(10));
  const mail = recent.find((m) => m.to === 'mere@customer.example')!;
  expect(mail.subject).toBe(`He karere nā ${BUSINESS}`);
  return /\/follow-up\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

async function fitsAndPasses(page: Page, width: number, lang: string) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousAxeFindings(page)).toEqual([]);
}

describe("the customer's follow-up page in te reo Māori", () => {
  it('shows the conversation, answers and offers to stop in te reo at 390 px, and switches to English', async () => {
    const token = await answeredInTeReo();
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/follow-up/${token}`);
    await page.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();
    await page.getByText(`Kia ora Mere, anei tō kōrero ki a ${BUSINESS}.`).waitFor();
    // The owner's words as written.
    await page.getByText(REPLY).waitFor();
    expect(await page.title()).toBe(`${BUSINESS} · Korero`);
    // No English month names: a time in te reo is all numbers.
    expect(await page.locator('time').first().textContent()).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}, \d{2}:\d{2}$/);
    await fitsAndPasses(page, 390, 'mi');
    await screenshot(page, 'follow-up-te-reo-phone');

    await page.getByLabel(`Tō whakautu ki a ${BUSINESS}`).fill('Ka pai, ā te Rāpare.');
    await page.getByRole('button', { name: 'Tukuna', exact: true }).click();
    await page.getByText(`Kua tukuna. Ka kite a ${BUSINESS} i tō karere.`).waitFor();
    await page.getByText('Ka pai, ā te Rāpare.').waitFor();

    await page.getByRole('button', { name: 'Whakamutua ēnei karere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Me whakamutu ēnei karere?' });
    await dialog.waitFor();
    await fitsAndPasses(page, 390, 'mi');
    await dialog.getByRole('button', { name: 'Waiho' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The switch: English on the same page, kept in the address.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByText(`Kia ora Mere, here is your conversation with ${BUSINESS}.`).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-NZ');
    expect(errors).toEqual([]);
    await context.close();

    // At 1280 px, opened with ?lang=both: te reo first, then English.
    const wide = await browser.newContext(DESKTOP);
    const desk = await newPage(wide);
    await desk.page.goto(`${app.url}/follow-up/${token}?lang=both`);
    await desk.page.getByRole('button', { name: 'Tukuna / Send' }).waitFor();
    await fitsAndPasses(desk.page, 1280, 'mi');
    await screenshot(desk.page, 'follow-up-both-desktop');
    expect(desk.errors).toEqual([]);
    await wide.close();
  });
});
