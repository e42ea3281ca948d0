import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  SAMPLE_PNG,
  screenshot,
  signUpInBrowser,
  startApp,
  type RunningApp,
} from './support/app.ts';

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

/** From a new account's dashboard: search (nothing found), manual Place ID, details, services, logo, save. */
async function completeProfile(page: Page, name: string) {
  const card = page.getByTestId('profile-card');
  await card.getByLabel('Search Google for your business').fill(`${name} nowhere`);
  await card.getByRole('button', { name: 'Search' }).click();
  await card.getByText("Google couldn't find your business profile via name search").waitFor();
  await card.getByLabel('Google Place ID').fill('bad-id');
  await card.getByLabel('Business name').fill(name);
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await card.getByText(/starts with ChIJ and is longer than 20 characters/).waitFor();
  await card.getByLabel('Google Place ID').fill('ChIJmanualPlaceId12345678');
  await card.getByLabel('Phone').fill('021 555 0199');
  await card.getByLabel('Service types', { exact: true }).fill('End of tenancy');
  await card.getByLabel('Service types', { exact: true }).press('Enter');
  await card.getByLabel('Service types', { exact: true }).fill('Windows');
  await card.getByRole('button', { name: 'Add service type' }).click();
  await card.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await page.getByTestId('toast').getByText('Logo updated').waitFor();
  await card.getByRole('img', { name: 'Business logo' }).waitFor();
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByTestId('toast').getByText('Profile updated').waitFor();
  await card.getByText('Complete').waitFor();
  expect(await card.getByTestId('profile-name').textContent()).toBe(name);
}

/** The toast leaves the section's Save, Reset to Template and the header's navigation free to tap. */
async function expectToastCoversNothing(page: Page) {
  const toast = (await page.getByTestId('toast').boundingBox())!;
  for (const target of [
    page.getByRole('button', { name: 'Save review page' }),
    page.getByRole('button', { name: 'Reset to Template' }).last(),
    page.getByRole('banner'),
  ]) {
    const box = (await target.boundingBox())!;
    const overlaps =
      toast.x < box.x + box.width && box.x < toast.x + toast.width && toast.y < box.y + box.height && box.y < toast.y + toast.height;
    expect({ toast, box, overlaps }).toMatchObject({ overlaps: false });
  }
}

async function pickIndustryAndSave(page: Page) {
  // On Free the SMS text is fixed: its section has no Save.
  await page.goto(`${app.url}/settings/messages`);
  await page.getByRole('heading', { name: 'Business Settings' }).waitFor();
  expect(await page.getByLabel('SMS message').isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Save SMS text' }).count()).toBe(0);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Review page' }).click();
  await page.getByRole('combobox', { name: 'Business type' }).click();
  await page.getByRole('option', { name: 'Cleaning Services' }).click();
  await page.getByTestId('toast').getByText('Template applied').waitFor();
  // On a phone the phrase groups start closed: open the two this owner edits.
  for (const group of ['criteria-quality', 'criteria-service']) {
    const heading = page.getByTestId(group).getByRole('button');
    if ((await heading.getAttribute('aria-expanded')) === 'false') await heading.click();
  }
  const first = page.getByLabel('Quality 1', { exact: true });
  expect(await first.inputValue()).not.toBe('');
  await first.fill('Ovens that look brand new');
  await page.getByLabel('Service 2', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save review page' }).click();
  await page.getByText('Criteria cannot be empty').waitFor();
  await page.getByLabel('Service 2', { exact: true }).fill('Brought all their own gear');
  await page.getByRole('button', { name: 'Save review page' }).click();
  await page.getByTestId('toast').getByText('Review page saved').waitFor();
  await expectToastCoversNothing(page);
  await page.reload();
  const quality = page.getByTestId('criteria-quality').getByRole('button');
  await quality.waitFor();
  if ((await quality.getAttribute('aria-expanded')) === 'false') await quality.click();
  await page.getByLabel('Quality 1', { exact: true }).waitFor();
  expect(await page.getByLabel('Quality 1', { exact: true }).inputValue()).toBe('Ovens that look brand new');
  expect(await page.getByRole('combobox', { name: 'Business type' }).textContent()).toContain('Cleaning Services');
}

describe('a new owner sets up their business', () => {
  it('completes the profile, uploads a logo, picks an industry and saves settings (desktop)', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'kiri');
    // Sign-up leads to setting up the business: the dashboard with its profile, not the plans page.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('Invites Sent').waitFor();
    expect(await page.getByText('Response Rate').isVisible()).toBe(true);
    await completeProfile(page, 'Kiri Cleaning Co');
    await screenshot(page, 'business-dashboard-desktop');
    await pickIndustryAndSave(page);
    await screenshot(page, 'business-settings-desktop');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByTestId('profile-card').getByText('Complete').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works the same on a phone-sized screen', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'hemi');
    await page.goto(`${app.url}/`);
    await completeProfile(page, 'Hemi Builders');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'business-dashboard-phone');
    await pickIndustryAndSave(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'business-settings-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
