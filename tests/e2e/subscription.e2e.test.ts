import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { subscriptionAdmin, type DiscountCodeInput } from '../../modules/subscription/contract/index.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signUpInBrowser, startApp, type RunningApp } from './support/app.ts';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const codes = app.t.kernel.get(subscriptionAdmin);
  const code = (input: Partial<DiscountCodeInput>) =>
    app.t.kernel.db.withContext(() =>
      codes.createCode({
        discountType: 'percentage',
        discountValue: 25,
        freeTrialDays: 0,
        maxUses: 10,
        isActive: true,
        ...input,
      } as DiscountCodeInput),
    );
  await code({ code: 'KIAORA25', description: 'Launch offer for Wellington tradies' });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
const checkSubscription = (page: Page) =>
  page.evaluate(() => fetch('/api/check-subscription', { credentials: 'include' }).then((r) => r.json()));

async function applyCode(page: Page, typed: string) {
  const input = page.getByLabel('Discount code');
  const apply = page.getByRole('button', { name: 'Apply' });
  expect(await apply.isDisabled()).toBe(true);
  await input.fill(typed);
  expect(await input.inputValue()).toBe(typed.toUpperCase());
  await apply.click();
}

/** Upgrade opens the checkout in a new tab: the test follows it there. */
async function openCheckout(page: Page, errors: string[]): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByTestId('plan-professional').getByRole('button', { name: 'Upgrade to Professional' }).click();
  const checkout = await popup;
  checkout.on('pageerror', (error) => errors.push(error.message));
  await checkout.waitForURL(/\/billing\/test-checkout\?session=cs_local_/);
  await checkout.getByTestId('test-checkout').waitFor();
  expect(await checkout.getByText('TEST CHECKOUT · No card is taken and nothing is charged').isVisible()).toBe(true);
  return checkout;
}

describe('upgrading to Professional through the local test checkout', () => {
  it('applies a discount, pays in the test checkout, and Professional unlocks custom SMS at once (desktop)', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'manaaki');
    // Sign-up leads to setting up the business (the dashboard); the plans are a tap away.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${app.url}/subscription`);
    await page.getByRole('heading', { name: 'Subscription', exact: true }).waitFor();
    await page.getByText('No payment provider is connected').waitFor();
    expect(await page.getByTestId('current-plan').textContent()).toContain('Free');
    expect(await page.getByTestId('plan-business').getByText('Coming Soon', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('plan-business').getByRole('button', { name: 'Coming soon' }).isDisabled()).toBe(true);

    await applyCode(page, 'kiaora25');
    const applied = page.getByTestId('applied-discount');
    await applied.getByText('KIAORA25').waitFor();
    expect(await applied.textContent()).toContain('25% off your first payment');
    expect(await applied.textContent()).toContain('Launch offer for Wellington tradies');
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await page.getByTestId('plan-professional').getByText('$217.50').waitFor();
    await screenshot(page, 'subscription-desktop');

    const checkout = await openCheckout(page, errors);
    expect(await checkout.getByText('Korero Professional').isVisible()).toBe(true);
    expect(await checkout.getByTestId('amount-due').textContent()).toBe('$217.50');
    expect(await checkout.getByText('−$72.50').isVisible()).toBe(true);
    await screenshot(checkout, 'subscription-test-checkout-desktop');
    await checkout.getByRole('button', { name: 'Complete test checkout' }).click();

    await checkout.getByText('Welcome to Professional! Your plan is active now. Discount KIAORA25 applied.').first().waitFor();
    await checkout.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    await checkout.getByTestId('current-plan').getByText('Professional').waitFor();
    expect(await checkout.getByTestId('current-plan').textContent()).toMatch(/Renews on .*billed yearly/);
    expect(await checkout.getByTestId('plan-professional').getByText('Current plan', { exact: true }).isVisible()).toBe(true);
    await screenshot(checkout, 'subscription-activated-desktop');
    expect(await checkSubscription(checkout)).toMatchObject({ tier: 'professional', hasSubscription: true, status: 'active' });

    // The first tab catches up when the owner returns to it.
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.getByTestId('current-plan').getByText('Professional').waitFor();

    // What Professional unlocks, straight away: the SMS text on the settings page.
    await checkout.goto(`${app.url}/settings/messages`);
    await checkout.getByRole('heading', { name: 'Business Settings' }).waitFor();
    await checkout.getByLabel('SMS message').waitFor();
    expect(await checkout.getByLabel('SMS message').isDisabled()).toBe(false);
    expect(await checkout.getByText('Custom SMS text is part of Professional').count()).toBe(0);

    // ...and invitations by text message, which end in the outbox here (no SMS provider is configured), with the
    // short review link (docs/decisions/0017).
    await checkout.goto(`${app.url}/invites`);
    await checkout.getByRole('heading', { name: 'Create Review Invitation' }).waitFor();
    await checkout.getByRole('switch', { name: 'Text message (SMS)' }).click();
    await checkout.getByLabel('Customer name').fill('Aroha Smith');
    await checkout.getByLabel('Mobile number').fill('021 555 0142');
    await checkout.getByLabel('Job description').fill('Heat pump service');
    await checkout.getByLabel('Job location').fill('Porirua');
    await checkout.getByLabel('The customer agreed to be contacted about this job').click();
    await checkout.getByRole('button', { name: 'Create Review Invitation' }).click();
    await checkout.getByTestId('link-generated').getByText('Review Link Generated').waitFor();
    const texts = await app.t.kernel.db.direct<Array<{ recipient: string; body_text: string }>>(
      "select m.recipient, m.body_text from core_outbox_message m join core_user u on u.id = m.business_id where u.username = ? and m.channel = 'sms'",
      ['manaaki'],
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]!.recipient).toBe('+64215550142');
    expect(texts[0]!.body_text).toMatch(
      /^Hi from Korero! How was [\s\S]* \(Heat pump service\)\? Review: [\s\S]*\/r\/[A-Za-z0-9_-]{16} Reply STOP to opt out\.$/,
    );

    // Cancelling keeps the plan to the end of the paid year.
    await checkout.goto(`${app.url}/subscription`);
    await checkout.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = checkout.getByRole('alertdialog');
    await dialog.getByText('Cancel your Professional plan?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await checkout.getByTestId('toast').getByText('Subscription cancelled').waitFor();
    await checkout.getByTestId('current-plan').getByText('Cancels at period end').waitFor();
    expect(await checkout.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(await checkSubscription(checkout)).toMatchObject({ tier: 'professional', cancelAtPeriodEnd: true });

    // The dashboard's plan card says the same.
    await checkout.goto(`${app.url}/`);
    const card = checkout.getByTestId('plan-widget');
    await card.getByText('Professional', { exact: true }).waitFor();
    expect(await card.textContent()).toMatch(/Ends on .*, then moves to Free\./);
    expect(await card.getByRole('link', { name: 'Manage plan' }).getAttribute('href')).toBe('/subscription');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('on a phone', () => {
  it('refuses a bad code, then a cancelled checkout leaves the plan on Free', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'hinewai');

    // The dashboard, where sign-up leads, offers the upgrade, under a hero whose buttons can be read.
    expect(new URL(page.url()).pathname).toBe('/');
    const card = page.getByTestId('plan-widget');
    await card.getByText('Free', { exact: true }).waitFor();
    expect(await card.textContent()).toContain('5 invitations a month by link and QR code.');
    const newInvite = page.getByTestId('dashboard-hero').getByRole('button', { name: 'New Invite' });
    const colours = await newInvite.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(colours[0]).not.toBe(colours[1]);
    await card.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL('**/subscription');
    await page.getByTestId('plan-professional').waitFor();
    await noSideScroll(page);
    await screenshot(page, 'subscription-phone');

    await applyCode(page, 'nope99');
    const toast = page.getByTestId('toast');
    await toast.getByText('Invalid Discount Code', { exact: true }).waitFor();
    expect(await toast.textContent()).toContain('Invalid discount code. Check the spelling and try again.');

    const checkout = await openCheckout(page, errors);
    await noSideScroll(checkout);
    await screenshot(checkout, 'subscription-test-checkout-phone');
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.getByText('Your subscription was not activated.').first().waitFor();
    await checkout.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    expect(await checkout.getByTestId('current-plan').textContent()).toContain('Free');
    expect(await checkSubscription(checkout)).toMatchObject({ tier: 'free', hasSubscription: false });
    await noSideScroll(checkout);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('upgrades monthly and shows the active plan without sideways scrolling', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'rawiri');
    await page.goto(`${app.url}/subscription`);
    const checkout = await openCheckout(page, errors);
    expect(await checkout.getByTestId('amount-due').textContent()).toBe('$29.00');
    await checkout.getByRole('button', { name: 'Complete test checkout' }).click();
    await checkout.getByTestId('current-plan').getByText('Professional').waitFor();
    expect(await checkout.getByTestId('current-plan').textContent()).toMatch(/billed monthly/);
    await noSideScroll(checkout);
    await screenshot(checkout, 'subscription-activated-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('dates in a browser set to UTC', () => {
  // Issue 32 item 10: the page wrote the browser's day, the server's messages New Zealand's ("26 Nov" beside "27 November").
  it("names the same day as the server's message: New Zealand's, whatever the browser's zone", async () => {
    const context = await browser.newContext({ ...PHONE, timezoneId: 'UTC' });
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'utcowner');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
    // A paid year that ends at 12:30 UTC on 26 November: 1:30 am on 27 November in New Zealand.
    await app.t.kernel.db.direct(
      `insert into core_billing_account (business_id, tier, status, current_period_end, cancel_at_period_end, subscription_id, updated_at)
       select id, 'professional', 'active', '2027-11-26T12:30:00Z', false, 'local_sub_utcowner', now() from core_user where username = ?
       on conflict (business_id) do update set tier = excluded.tier, status = excluded.status,
         current_period_end = excluded.current_period_end, subscription_id = excluded.subscription_id`,
      ['utcowner'],
    );
    await page.goto(`${app.url}/subscription`);
    const plan = page.getByTestId('current-plan');
    await plan.getByText('Professional').waitFor();
    const shown = (await plan.textContent())?.match(/Renews on (\d{1,2} \w+ \d{4})/)?.[1];

    // The server's own words about the same date, as the owner is told when cancelling.
    const cancelled = await page.evaluate(() =>
      fetch('/api/subscription/cancel', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }).then((r) => r.json() as Promise<{ message: string }>),
    );
    const told = cancelled.message.match(/until (\d{1,2} \w+ \d{4})/)?.[1];
    expect(told).toBe('27 November 2027');
    expect(shown).toBe(told);
    await page.reload();
    await plan.getByText('Ends on 27 November 2027, then moves to Free').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
