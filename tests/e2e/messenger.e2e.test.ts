import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { billingPort, messagingPort } from '@korero/core/sdk';
import { GraphStandIn } from '@korero/module-messenger/testing';
import { DESKTOP, launchBrowser, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

const PASSWORD = 'kia kaha 2026';
let app: RunningApp;
let browser: Browser;
let graph: GraphStandIn;

/** Facebook on 127.0.0.1: the login dialog, the owner's Page, and two people who messaged it. */
beforeAll(async () => {
  graph = await GraphStandIn.start();
  const ago = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  graph.conversations = [
    { psid: '9001', name: 'Aroha Ngata', lastMessageAt: ago(2) },
    { psid: '9002', name: 'Arohanui Smith', lastMessageAt: ago(30) },
  ];
  app = await startApp({
    env: {
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'app-secret-0123456789abcdef',
      FACEBOOK_VERIFY_TOKEN: 'verify-token-korero-0001',
      FACEBOOK_GRAPH_URL: graph.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  browser = await launchBrowser();
  const owner = await app.t.signUp('rangi', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Rangi Plumbing', email: 'office@rangi.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await graph?.close();
});

describe('Messenger in the browser', () => {
  it('connects a Page through the popup, invites a customer found by name, and disconnects', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'rangi', PASSWORD, DESKTOP);
    await page.goto(`${app.url}/settings/messenger`);
    const card = page.getByTestId('messenger-card');
    const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: 'Connect Facebook Page' }).click()]);
    // Facebook's dialog (the stand-in's), then back to Korero, which connects the Page.
    await popup.getByRole('link', { name: 'Continue' }).click();
    await card.getByText('Connected to').waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('Rangi Plumbing');
    // The card closes the popup once the Page is connected (often before this line runs).
    await expect.poll(() => popup.isClosed(), { timeout: 5000 }).toBe(true);
    await page.getByTestId('toast').getByText('Facebook Page connected').waitFor();
    await screenshot(page, 'messenger-settings-connected-desktop');

    await page.goto(`${app.url}/invites`);
    await page.getByRole('switch', { name: 'Facebook Messenger' }).click();
    await page.getByLabel('Messenger customer').fill('aroha');
    const found = page.getByRole('list', { name: 'People who messaged your Page' });
    await found.getByText('Arohanui Smith').waitFor();
    // Meta's 24-hour rule, before anything is sent.
    expect(await found.getByRole('button', { name: 'Choose Arohanui Smith' }).isDisabled()).toBe(true);
    await found.getByText(/over 24 hours ago/).waitFor();
    await screenshot(page, 'messenger-invite-search-desktop');
    await found.getByRole('button', { name: 'Choose Aroha Ngata' }).click();
    expect(await page.getByLabel('Customer name').inputValue()).toBe('Aroha Ngata');
    await page.getByLabel('Job description').fill('Hot water cylinder');
    await page.getByLabel('Job location').fill('Petone');
    await page.getByLabel('The customer agreed to be contacted about this job').check();
    await page.getByRole('button', { name: 'Create Review Invitation' }).click();
    await page.getByTestId('link-generated').getByText('Review Link Generated').waitFor();

    // The outbox delivers it in the background, as a button template from the Page.
    await expect.poll(() => graph.sent.length, { timeout: 15_000 }).toBe(1);
    expect(graph.sent[0]).toMatchObject({ pageId: '1010', psid: '9001' });
    // Marked sent once the Graph stand-in's answer is back (it counts the message when the request arrives).
    const messenger = async () =>
      (await app.t.kernel.db.withContext(() => app.t.kernel.get(messagingPort).recent(5))).find((m) => m.channel === 'messenger');
    await expect.poll(async () => (await messenger())?.status, { timeout: 15_000 }).toBe('sent');
    expect(await messenger()).toMatchObject({ status: 'sent', to: '9001' });

    await page.goto(`${app.url}/settings/messenger`);
    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await card.getByRole('button', { name: 'Connect Facebook Page' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'rangi', PASSWORD, PHONE);
    await page.goto(`${app.url}/settings/messenger`);
    await page.getByTestId('messenger-card').getByRole('button').first().waitFor();
    await page.getByTestId('messenger-card').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'messenger-settings-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
