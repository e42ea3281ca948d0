import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import {
  DESKTOP,
  launchBrowser,
  downloadedText,
  newPage,
  PHONE,
  screenshotDir,
  signUpInBrowser,
  startApp,
  type RunningApp,
  submitSignIn,
} from './support/app.ts';

/** Just the part in question: the page around a card or a dialog says little. */
const shoot = (locator: Locator, name: string) => locator.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

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

describe('your data, in Settings', () => {
  it('downloads everything as JSON, then deletes the account after naming what goes', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'anahera', 'anahera password');

    // /data-deletion sends owners to Settings for their copy.
    await page.goto(`${app.url}/data-deletion`);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings/account');
    const card = page.getByTestId('your-data-card');
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download your data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^korero-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await downloadedText(download));
    expect(data.account).toMatchObject({ username: 'anahera', email: 'anahera@co-nz.example' });
    expect(data.modules.business.profile).toBeTruthy();
    expect(data.modules.teams).toEqual({ teams: [] });
    await page.getByTestId('toast').getByText('Your data is downloading').waitFor();
    await shoot(card, 'settings-your-data-desktop');

    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Delete your Korero account?' }).waitFor();
    for (const lost of [
      'business profile and settings',
      'logo',
      'teams',
      'invitation',
      'Reviews and private feedback',
      'Photos',
      'subscription',
    ]) {
      expect(await dialog.getByText(lost, { exact: false }).count()).toBeGreaterThan(0);
    }
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Your password').fill('not my password');
    await confirm.click();
    await dialog.getByText('That password is not right', { exact: false }).waitFor();
    await shoot(dialog, 'settings-delete-account-desktop');
    expect(page.url()).toMatch(/\/settings\/account$/);

    await dialog.getByLabel('Your password').fill('anahera password');
    await confirm.click();
    await page.waitForURL('**/auth');
    await page.getByTestId('toast').getByText('Account deleted').waitFor();
    await submitSignIn(page, 'anahera', 'anahera password');
    await page.getByTestId('toast').getByText('Login failed').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'rangi');
    await page.goto(`${app.url}/settings/account`);
    const card = page.getByTestId('your-data-card');
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(card, 'settings-your-data-phone');
    await card.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog').getByLabel('Type DELETE to confirm').waitFor();
    await shoot(page.getByRole('dialog'), 'settings-delete-account-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
