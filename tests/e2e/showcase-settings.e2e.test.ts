import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

// Issue 37 in the browser: a customer agrees their review may appear on the business's website; the owner finds it in
// Settings → Website widget, switches the widget on, sees it in the live preview (the real widget), hides the review,
// and copies the snippet. On a phone and on a desktop.

const MODULES = ['business', 'teams', 'help', 'invites', 'reviews', 'showcase'];
const PASSWORD = 'kia kaha 2026';
const PLACE_ID = 'ChIJshowcaseRangi0000001';

let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };

beforeAll(async () => {
  app = await startApp({ modules: MODULES });
  browser = await launchBrowser();
  owner = await app.t.signUp('rangiwidget', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Rangi Plumbing', email: 'office@rangi.example', googlePlaceId: PLACE_ID });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function invite(customerName: string): Promise<string> {
  const res = await owner.post('/api/invites', { customerName, jobDescription: 'Hot water cylinder', jobLocation: 'Petone' });
  expect(res.status).toBe(201);
  return res.body.data.inviteToken;
}

/** The customer, on a phone: stars, a draft, the website box ticked, and the review sent to Google. */
async function customerAgrees(token: string, text: string): Promise<void> {
  const context = await browser.newContext({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  // This machine has no internet: Google's page answers locally.
  await context.route(/^https:\/\/(search\.google\.com|www\.google\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google</title>Google' }),
  );
  const { page, errors } = await newPage(context);
  await page.goto(`${app.url}/review/${token}`);
  await page.getByRole('radio', { name: '5 stars' }).click();
  await page.getByRole('button', { name: 'Generate My Review' }).click();
  const draft = page.getByLabel('Review text');
  await draft.waitFor();
  await draft.fill(text);
  // The website box is offered only for a review for Google, once Google is chosen.
  await page.getByRole('radio', { name: /Post a public Google review/ }).click();
  const website = page.getByRole('checkbox', { name: /The business may show my review and first name on its website/ });
  expect(await website.isChecked()).toBe(false);
  await website.check();
  await page.getByRole('checkbox', { name: /I confirm this review reflects my own honest experience/ }).check();
  await screenshot(page, 'showcase-customer-approve-phone');
  const [google] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Submit & Go to Google' }).click()]);
  await google.waitForURL(/search\.google\.com/);
  await page.getByTestId('done-step').getByText('Thank you!').waitFor();
  // The thank-you page says how to take it down, and offers it.
  await page.getByText(/Rangi Plumbing may show your review and first name on its website/).waitFor();
  await page.getByRole('button', { name: "Take my review off Rangi Plumbing's website" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'showcase-customer-done-phone');
  expect(errors).toEqual([]);
  await context.close();
}

/** The text the real widget drew in the preview (it draws in an open shadow root). */
const previewText = (page: Page) =>
  page.evaluate(() => {
    const spot = document.querySelector('[data-testid="showcase-preview"] [data-korero-widget]');
    return spot?.shadowRoot?.textContent ?? '';
  });

async function openPanel(page: Page): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto(`${app.url}/settings/website-widget`);
  const panel = page.getByTestId('showcase-panel');
  await panel.getByRole('switch', { name: 'Show the widget' }).waitFor({ timeout: 20_000 });
  return panel;
}

describe('Settings → Website widget in the browser', () => {
  it('shows the review a customer agreed to, in the live preview, hides it, and copies the snippet (desktop)', async () => {
    await customerAgrees(await invite('Aroha Ngata'), 'Aroha fixed our hot water cylinder the same day. Quick and tidy.');
    const { page, errors, context } = await signedInContext(browser, app.url, 'rangiwidget', PASSWORD, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const panel = await openPanel(page);

    // Only the reviews whose customer ticked the box: Aroha's, by first name and initial.
    const review = panel.getByTestId('showcase-review').filter({ hasText: 'Aroha N.' });
    await review.waitFor();
    await review.getByText('Collected by Korero').waitFor();
    expect(await panel.getByTestId('showcase-review').count()).toBe(1);

    // Off until switched on; on, the preview is the real widget, drawing Aroha's review.
    const toggle = panel.getByRole('switch', { name: 'Show the widget' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByTestId('toast').getByText('Widget on').waitFor();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('Aroha fixed our hot water cylinder');
    await panel.getByRole('radio', { name: 'List' }).check();
    await page.getByTestId('toast').getByText('Widget saved').first().waitFor();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('1 review');
    await screenshot(page, 'showcase-settings-desktop');

    // Hidden, for a reason from the list: the owner's list says so and why, and the widget no longer shows it.
    await review.getByRole('button', { name: 'Hide the review by Aroha N.' }).click();
    const why = review.getByRole('form', { name: 'Why hide the review by Aroha N.?' });
    await why.getByRole('radio', { name: 'It is not about this business' }).check();
    await why.getByRole('button', { name: 'Hide review' }).click();
    await review.getByText('Hidden', { exact: true }).waitFor();
    await review.getByText('It is not about this business').waitFor();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).not.toContain('Aroha fixed our hot water cylinder');
    const hidden = await app.t.anonymous().get(`/api/showcase/${(await owner.get('/api/showcase')).body.data.key}/reviews`);
    expect(hidden.body.data.reviews).toEqual([]);

    // The snippet, copied as shown.
    await panel.getByRole('button', { name: 'Copy snippet' }).click();
    await page.getByTestId('toast').getByText('Snippet copied').waitFor();
    const snippet = await panel.getByTestId('showcase-snippet').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    expect(snippet).toMatch(/<script async src="[^"]+\/w\/[\w-]{22}\.js"><\/script>/);
    await screenshot(page, 'showcase-settings-hidden-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the panel, its preview and the review list at 390 px, and Show puts the review back', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'rangiwidget', PASSWORD, PHONE);
    const panel = await openPanel(page);
    const review = panel.getByTestId('showcase-review').filter({ hasText: 'Aroha N.' });
    await review.getByRole('button', { name: 'Show the review by Aroha N.' }).click();
    await review.getByRole('button', { name: 'Hide the review by Aroha N.' }).waitFor();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('Aroha fixed our hot water cylinder');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'showcase-settings-phone');

    // Rotating asks first and says what stops working.
    await panel.getByRole('button', { name: 'Rotate key' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Make a new widget key?' });
    await dialog.getByText(/snippet already on your website stops working/).waitFor();
    await screenshot(page, 'showcase-rotate-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
