import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  signUpInBrowser,
  startApp,
  type RunningApp,
  seriousAxeFindings,
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

describe('inviting a customer', () => {
  it('creates an invitation with a team and a custom name, copies the link, opens the QR page; a phone opens the link', async () => {
    const context = await browser.newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'tane');

    // A team with two people, and the business name.
    await page.goto(`${app.url}/teams`);
    await page.getByRole('button', { name: 'Create Your First Team' }).click();
    await page.getByRole('dialog').getByLabel('Team name').fill('Gas crew');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Team' }).click();
    for (const name of ['Wiremu Tane', 'Sione Fifita']) {
      await page.getByTestId('team-card').getByRole('button', { name: 'Add Member' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Add Member' }).click();
      await page.getByTestId('team-card').getByText(name).waitFor();
    }
    await page.goto(`${app.url}/`);
    const card = page.getByTestId('profile-card');
    await card.getByLabel('Business name').fill('Tane Gasfitting');
    await card.getByRole('button', { name: 'Save Profile' }).click();
    // Saved without a Place ID: the card says so instead of calling the profile Complete.
    await card.getByText('Place ID Not Configured').waitFor();

    await page.getByRole('button', { name: 'New Invite' }).first().click();
    await page.getByRole('heading', { name: 'Create Review Invitation' }).waitFor();
    // Free plan: texts and emails are locked, and say so.
    expect(await page.getByRole('switch', { name: 'Text message (SMS)' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Create Review Invitation' }).click();
    await page.getByText('Customer name is required').waitFor();

    await page.getByLabel('Customer name').fill('Aroha Smith');
    await page.getByLabel('Job description').fill('Gas hob install');
    await page.getByLabel('Job location').fill('Petone');
    await page.getByTestId('team-picker').getByRole('button', { name: 'Add team Gas crew with all its members' }).click();
    await page.getByLabel('Add a name', { exact: true }).fill('Mere (apprentice)');
    await page.getByLabel('Add a name', { exact: true }).press('Enter');
    // The team is a team, apart from the people: never a person's name chip.
    const selected = page.getByRole('list', { name: 'Selected people' });
    for (const name of ['Wiremu Tane', 'Sione Fifita', 'Mere (apprentice)']) await selected.getByText(name).waitFor();
    expect(await selected.getByText('Gas crew').count()).toBe(0);
    const teams = page.getByRole('list', { name: 'Selected teams' });
    await teams.getByText('Gas crew').waitFor();
    await teams.getByRole('button', { name: 'Remove Gas crew' }).click();
    await page.getByRole('button', { name: 'Create Review Invitation' }).click();

    const generated = page.getByTestId('link-generated');
    await generated.getByText('Review Link Generated').waitFor();
    const reviewUrl = await generated.getByLabel('Review link').inputValue();
    expect(reviewUrl).toMatch(new RegExp(`^${app.url}/review/[A-Za-z0-9_-]{22}$`));
    expect(await page.getByLabel('Customer name').inputValue()).toBe('');
    await generated.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByTestId('toast').getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reviewUrl);
    await page.getByRole('list', { name: 'Recent invitations' }).getByText('Aroha Smith').waitFor();
    await screenshot(page, 'invites-desktop');

    const [qr] = await Promise.all([context.waitForEvent('page'), generated.getByRole('button', { name: 'Generate QR Code' }).click()]);
    await qr.getByRole('heading', { name: 'Tane Gasfitting' }).waitFor();
    await qr.getByRole('img', { name: 'QR code for your review link' }).waitFor();
    // The element is there before its picture has loaded: wait for the load to end, then require that it drew.
    await qr.waitForFunction(() => (document.querySelector('img[alt="QR code for your review link"]') as HTMLImageElement).complete);
    expect(
      await qr.evaluate(() => (document.querySelector('img[alt="QR code for your review link"]') as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    for (const text of [
      'Gas hob install',
      'Petone',
      // The poster is the customer's: people by first name only.
      'Wiremu',
      'Mere',
      'This should only take a few minutes • No account required',
    ]) {
      await qr.getByText(text).waitFor();
    }
    await screenshot(qr, 'invites-qr');
    expect(errors).toEqual([]);

    // The customer, on a phone, with no account.
    const phone = await browser.newContext(PHONE);
    const { page: customer, errors: customerErrors } = await newPage(phone);
    const token = reviewUrl.split('/').pop()!;
    const answer = await customer.request.get(`${app.url}/api/invites/token/${token}`);
    expect(answer.status()).toBe(200);
    expect((await answer.json()).data).toMatchObject({
      customerName: 'Aroha Smith',
      businessName: 'Tane Gasfitting',
      jobDescription: 'Gas hob install',
    });
    await customer.goto(`${app.url}/qr/${token}`);
    await customer.getByRole('link', { name: 'Start Review' }).waitFor();
    expect(await customer.getByRole('link', { name: 'Start Review' }).getAttribute('href')).toBe(`/review/${token}`);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(customer, 'invites-qr-phone');
    // The short link a text carries opens the same review page.
    const [row] = await app.t.kernel.db.direct<Array<{ short_code: string }>>('select short_code from invites_invitation where token = ?', [
      token,
    ]);
    await customer.goto(`${app.url}/r/${row!.short_code}`);
    await customer.getByRole('heading', { name: 'Share Your Experience' }).waitFor();
    expect(new URL(customer.url()).pathname).toBe(`/review/${token}`);
    await customer.goto(`${app.url}/qr/AAAAAAAAAAAAAAAAAAAAAA`);
    await customer.getByText('Review Link Not Found').waitFor();
    expect(customerErrors).toEqual([]);
    await page.goto(`${app.url}/invites`);
    await page.getByRole('list', { name: 'Recent invitations' }).getByText('Opened').waitFor();
    await context.close();
    await phone.close();
  });

  it('shows the free-tier card at 4 invitations and "Limit reached" at 5', async () => {
    const context = await browser.newContext(PHONE);
    const { page } = await newPage(context);
    await signUpInBrowser(page, app.url, 'limits');
    for (let i = 0; i < 4; i++) {
      const res = await page.request.post(`${app.url}/api/invites`, {
        data: { customerName: `C${i}`, jobDescription: 'Job', jobLocation: 'Town' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${app.url}/`);
    await page.getByTestId('free-tier-card').getByText('Almost at your free limit').waitFor();
    await page.request.post(`${app.url}/api/invites`, { data: { customerName: 'C5', jobDescription: 'Job', jobLocation: 'Town' } });
    await page.reload();
    await page.getByTestId('free-tier-card').getByText('Limit reached').waitFor();
    await screenshot(page, 'invites-limit-phone');
    await context.close();
  });

  it("counts the month's invitations on /invites, warns at the last one, and at the limit says so before the form (360, 390, 1280 px)", async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await signUpInBrowser(page, app.url, 'atlimit');
    const invite = async (customerName: string) =>
      (await page.request.post(`${app.url}/api/invites`, { data: { customerName, jobDescription: 'Job', jobLocation: 'Town' } })).status();
    for (let i = 0; i < 4; i++) expect(await invite(`C${i}`)).toBe(201);
    await page.goto(`${app.url}/invites`);
    const usage = page.getByTestId('invites-usage');
    await usage.getByText('1 invitation left this month', { exact: false }).waitFor();
    expect(await usage.getByText('4 of 5').isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'New invitation' }).isVisible()).toBe(true);

    expect(await invite('C5')).toBe(201);
    await page.reload();
    await usage.getByRole('alert').getByText("You've used all 5 invitations for").waitFor();
    expect(await page.getByRole('form', { name: 'New invitation' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Create Review Invitation' }).isVisible()).toBe(false);
    expect(await usage.getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href')).toBe('/subscription');
    // The server still refuses a sixth, whatever a page shows.
    expect(await invite('C6')).toBe(403);
    for (const width of [390, 360, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await usage.getByRole('alert').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await seriousAxeFindings(page)).map((v) => v.id)).toEqual([]);
      if (width === 390) await screenshot(page, 'invites-at-limit-phone');
    }
    await usage.getByRole('link', { name: 'See plans and upgrade' }).click();
    await page.waitForURL('**/subscription');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [size, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`says a text waits in the outbox when no SMS provider is set up, and explains a status on a tap (${size})`, async () => {
      const context = await browser.newContext(device);
      const { page, errors } = await newPage(context);
      await signUpInBrowser(page, app.url, `honest${size}`);
      const { data: me } = await (await page.request.get(`${app.url}/api/session`)).json();
      await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(me.id, { tier: 'professional', status: 'active' }));
      await page.request.patch(`${app.url}/api/profile`, { data: { businessName: 'Honest Plumbing', email: 'honest@biz.example' } });
      await page.goto(`${app.url}/invites`);
      await page.getByRole('switch', { name: 'Text message (SMS)' }).click();
      await page.getByLabel('Customer name').fill('Wiremu');
      await page.getByLabel('Mobile number').fill('021 555 0102');
      await page.getByLabel('Job description').fill('Leaking tap');
      await page.getByLabel('Job location').fill('Petone');
      await page.getByRole('checkbox', { name: 'The customer agreed to be contacted about this job' }).click();
      await page.getByRole('button', { name: 'Create Review Invitation' }).click();

      const generated = page.getByTestId('link-generated');
      await generated.getByText('The text message has not been sent: no SMS provider is set up on this Korero').waitFor();
      expect(await page.getByText(/Korero is sending Wiremu/).count()).toBe(0);
      await page
        .getByTestId('toast')
        .getByText(/waits in the outbox/)
        .waitFor();
      const recent = page.getByRole('list', { name: 'Recent invitations' });
      const badge = recent.getByRole('button', { name: /SMS: Waiting: no provider/ });
      await badge.click();
      await recent
        .getByTestId('delivery-why')
        .getByText(/has not been sent/)
        .waitFor();
      await badge.scrollIntoViewIfNeeded();
      await screenshot(page, `invites-delivery-waiting-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
