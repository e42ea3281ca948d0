import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import { mailParts, SmtpSink } from '@korero/core/testing/smtp';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

// The public address in the emails; the phone reaches it as a mail client would, routed to the test server.
const PUBLIC_URL = 'https://follow.nz.example';
const BUSINESS = 'Mend It Plumbing';
const PASSWORD = 'owner password 1';
const FEEDBACK = 'The second visit was two hours late and nobody rang.';
let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };
const sink = new SmtpSink();

beforeAll(async () => {
  const smtpUrl = await sink.start();
  app = await startApp({ env: { PUBLIC_URL, SMTP_URL: smtpUrl, MAIL_FROM: 'Korero <no-reply@korero.example>' } });
  browser = await launchBrowser();
  owner = await app.t.signUp('mendit', PASSWORD);
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  await owner.patch('/api/profile', { businessName: BUSINESS, email: 'office@mendit.example' });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sink.stop();
});

async function until<T>(what: string, find: () => T | undefined | null | Promise<T | undefined | null>): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const found = await find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** No serious or critical axe finding on the page as it stands. */
async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual(
    [],
  );
}

const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('a follow-up, from a 1★ private answer to resolved', () => {
  it('the customer answers privately, the owner replies by email, the customer answers from the link on a phone, the owner resolves it', async () => {
    const invite = await owner.post('/api/invites', {
      customerName: 'Mere Parata',
      customerEmail: 'mere@customer.example',
      jobDescription: 'Blocked drain',
      jobLocation: 'Petone',
    });
    expect(invite.status).toBe(201);

    // 1. The customer, on a phone: one star, their own words, sent privately to the owner.
    const phone = await browser.newContext(PHONE);
    await phone.route(`${PUBLIC_URL}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(PUBLIC_URL, app.url) });
      await route.fulfill({ response });
    });
    const customer = await newPage(phone);
    await customer.page.goto(`${app.url}/review/${invite.body.data.inviteToken}`);
    await customer.page.getByRole('radio', { name: '1 star' }).click();
    await customer.page.getByRole('button', { name: 'Generate My Review' }).click();
    await customer.page.getByLabel('Review text').fill(FEEDBACK);
    await customer.page.getByRole('radio', { name: /Send private feedback to owner/ }).click();
    await customer.page.getByRole('checkbox', { name: /I confirm/ }).check();
    await customer.page.getByRole('button', { name: 'Send Private Feedback' }).click();
    await customer.page.getByText('Your private feedback has been sent to the business owner.').waitFor();

    // 2. The owner, on a desktop: the header's count, the list, the conversation.
    const desk = await signedInContext(browser, app.url, 'mendit', PASSWORD, DESKTOP);
    const { page } = desk;
    const count = page.getByRole('link', { name: 'Follow-ups: 1 needs an answer' });
    await until('the follow-up to open', async () => {
      const counts = (await owner.get('/api/follow-ups/counts')).body.data;
      return counts.open === 1;
    });
    await page.reload();
    await count.waitFor();
    await page.getByRole('link', { name: 'Follow-ups', exact: true }).first().waitFor();
    await count.click();
    await page.waitForURL(/\/follow-ups\?status=open/);
    const row = page.getByTestId('follow-up-row').filter({ hasText: 'Mere Parata' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/1 of 5 stars.*Waiting for you \d+ min.*Unassigned/);
    await page.getByRole('tab', { name: 'Open (1)' }).waitFor();
    await fits(page, 1280);
    await accessible(page);
    await screenshot(page, 'follow-ups-list-desktop');

    await row.click();
    await page.getByRole('heading', { level: 1, name: 'Mere Parata' }).waitFor();
    await page.getByText(FEEDBACK).waitFor();
    expect(await page.getByRole('radio', { name: /SMS/ }).isDisabled()).toBe(true);
    await page.getByText('Unavailable: Mere Parata did not give a mobile number.').waitFor();
    // The honesty rule, from the server, shown where the owner is writing.
    const box = page.getByLabel('Your message');
    await box.fill('Sorry Mere. Would you update your Google review if we fix it?');
    await page.getByRole('button', { name: 'Send email' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /review/i })
      .waitFor();
    await box.fill('Kia ora Mere, sorry we were late. Can we come back Thursday at 9, at no charge?');
    await page
      .getByTestId('reply-counter')
      .getByText(/of 5,000 characters/)
      .waitFor();
    await page.getByRole('button', { name: 'Send email' }).click();
    await page.getByText('Reply saved').waitFor();
    await page.getByText('Kia ora Mere, sorry we were late.', { exact: false }).waitFor();
    await page.getByText('Waiting for the customer').first().waitFor();
    await page.getByLabel('New note').fill('Ring her on Wednesday to confirm.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Ring her on Wednesday to confirm.').waitFor();
    await fits(page, 1280);
    await accessible(page);
    await screenshot(page, 'follow-up-replied-desktop');

    // 3. The email reaches Mere; she opens its link on her phone and answers.
    const mail = await until('the reply email', () => sink.received.find((m) => m.to.includes('mere@customer.example')));
    const text = mailParts(mail.raw).parts.find((p) => p.type.startsWith('text/plain'))?.body ?? mail.raw;
    const link = /https:\/\/follow\.nz\.example\/follow-up\/[A-Za-z0-9_-]{43}/.exec(text.replace(/=\r?\n/g, ''))?.[0];
    expect(link).toBeDefined();
    expect(text).not.toMatch(/review|rating|google/i);
    await customer.page.goto(link!);
    await customer.page.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();
    await customer.page.getByText('Kia ora Mere, sorry we were late.', { exact: false }).waitFor();
    await customer.page.getByText(FEEDBACK).waitFor();
    const body = (await customer.page.locator('main').textContent()) ?? '';
    expect(body).not.toMatch(/review|rating|star|google/i);
    expect(await customer.page.locator('a').count()).toBe(0);
    await fits(customer.page, 390);
    await accessible(customer.page);
    await screenshot(customer.page, 'follow-up-customer-phone');
    await customer.page.getByLabel(`Your answer to ${BUSINESS}`).fill('Thursday at 9 works, thank you.');
    await customer.page.getByRole('button', { name: 'Send', exact: true }).click();
    await customer.page.getByText(`Sent. ${BUSINESS} will see your message.`).waitFor();
    await customer.page.getByText('Thursday at 9 works, thank you.').waitFor();
    await fits(customer.page, 390);
    await screenshot(customer.page, 'follow-up-customer-answered-phone');

    // 4. The owner sees the answer (the follow-up is open again) and resolves it.
    await page.reload();
    await page.getByText('Thursday at 9 works, thank you.').waitFor();
    await page.getByText('Open: needs your answer').waitFor();
    await page.getByRole('radio', { name: 'Fixed' }).check();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('Follow-up resolved').waitFor();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    await page.getByText('Outcome: Fixed').waitFor();
    await screenshot(page, 'follow-up-resolved-desktop');
    await page.goto(`${app.url}/follow-ups?status=resolved`);
    await page.getByTestId('follow-up-row').filter({ hasText: 'Resolved: Fixed' }).waitFor();
    expect(await page.getByRole('link', { name: /Follow-ups: \d+ needs? an answer/ }).count()).toBe(0);

    // The customer's page now says it is sorted.
    await customer.page.reload();
    await customer.page.getByText(`${BUSINESS} has marked this as sorted`).waitFor();
    expect(customer.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
    await phone.close();
    await desk.context.close();
  });

  it('draws the list, a conversation and the customer page at 390 px without sideways scrolling', async () => {
    const list = (await owner.get('/api/follow-ups?status=resolved')).body.data as Array<{ id: string }>;
    const desk = await signedInContext(browser, app.url, 'mendit', PASSWORD, PHONE);
    for (const [path, name] of [
      ['/follow-ups?status=resolved', 'follow-ups-list-phone'],
      [`/follow-ups/${list[0]!.id}`, 'follow-up-phone'],
    ] as const) {
      await desk.page.goto(`${app.url}${path}`);
      await desk.page.locator('#main').getByRole('heading', { level: 1 }).waitFor();
      await desk.page.getByText('Mere Parata').first().waitFor();
      await fits(desk.page, 390);
      await screenshot(desk.page, name);
    }
    await desk.page.goto(`${app.url}/analytics`);
    await desk.page.getByRole('tab', { name: 'Follow-ups' }).click();
    await desk.page.getByText('Median time to first answer').waitFor();
    await fits(desk.page, 390);
    await screenshot(desk.page, 'follow-ups-analytics-phone');
    await desk.page.goto(`${app.url}/follow-up/${'x'.repeat(43)}`);
    await desk.page.getByRole('heading', { name: "This link doesn't open a conversation" }).waitFor();
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });
});
