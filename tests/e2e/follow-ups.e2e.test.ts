import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import { mailParts, SmtpSink } from '@korero/core/testing/smtp';
import {
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  startApp,
  submitSignIn,
  type RunningApp,
  seriousAxeFindings,
} from './support/app.ts';

// Korero's public address (in the emailed link, and the only origin it takes a form from): the browsers reach it as
// a phone or desktop would, each request routed to the test server.
const PUBLIC_URL = 'https://follow.nz.example';
const BUSINESS = 'Mend It Plumbing';
const PASSWORD = 'owner password 1';
const HOUR = 3_600_000;
const MINUTE = 60_000;
const FEEDBACK = 'The second visit was two hours late and nobody rang.';
let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };
const sink = new SmtpSink();

beforeAll(async () => {
  const smtpUrl = await sink.start();
  // The server's clock starts 26 hours ago and moves on only when told (a few minutes at a time: the owner's session
  // ends after a while idle): each step of the conversation has its own time, which orders the messages, and the
  // owner's page, on the browser's clock, sees how long the follow-up has waited.
  app = await startApp({
    now: new Date(Date.now() - 26 * HOUR - 5 * MINUTE),
    env: { PUBLIC_URL, SMTP_URL: smtpUrl, MAIL_FROM: 'Korero <no-reply@korero.example>' },
  });
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

/** A browser (phone or desktop) whose requests to PUBLIC_URL reach the test server. */
async function device(kind: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext(kind);
  await context.route(`${PUBLIC_URL}/**`, async (route) => {
    // A request still in flight when its page or context closes has nowhere to go: let it drop.
    try {
      const response = await route.fetch({ url: route.request().url().replace(PUBLIC_URL, app.url) });
      await route.fulfill({ response });
    } catch (error) {
      if (!/disposed|closed/i.test((error as Error).message)) throw error;
    }
  });
  return { context, ...(await newPage(context)) };
}

/** The owner, signed in on a device. */
async function ownerOn(kind: typeof PHONE | typeof DESKTOP) {
  const signedIn = await device(kind);
  await signedIn.page.goto(`${PUBLIC_URL}/auth`);
  await submitSignIn(signedIn.page, 'mendit', PASSWORD);
  await signedIn.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return signedIn;
}

/** No serious or critical axe finding on the page as it stands. */
async function accessible(page: Page) {
  expect((await seriousAxeFindings(page)).map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
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
    const customer = await device(PHONE);
    await customer.page.goto(`${PUBLIC_URL}/review/${invite.body.data.inviteToken}`);
    await customer.page.getByRole('radio', { name: '1 star' }).click();
    await customer.page.getByRole('button', { name: 'Generate My Review' }).click();
    await customer.page.getByLabel('Review text').fill(FEEDBACK);
    await customer.page.getByRole('radio', { name: /Send private feedback to owner/ }).click();
    await customer.page.getByRole('checkbox', { name: /I confirm/ }).check();
    await customer.page.getByRole('button', { name: 'Send Private Feedback' }).click();
    await customer.page.getByText('Your private feedback has been sent to the business owner.').waitFor();

    app.t.clock.advance(10 * MINUTE);

    // 2. The owner, on a desktop: the header's count, the list, the conversation.
    const desk = await ownerOn(DESKTOP);
    const { page } = desk;
    const count = page.getByRole('link', { name: 'Follow-ups 1 needs an answer' });
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
    expect(await row.textContent()).toMatch(/1 of 5 stars.*Waiting for you 26 h.*Unassigned/);
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
    app.t.clock.advance(10 * MINUTE);
    await page.getByRole('button', { name: 'Send email' }).click();
    await page.getByTestId('toast').getByText('Reply saved').waitFor();
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
    const link = new RegExp(`${PUBLIC_URL}/follow-up/[A-Za-z0-9_-]{43}`).exec(text.replace(/=\r?\n/g, ''))?.[0];
    expect(link).toBeDefined();
    expect(text).not.toMatch(/review|rating|google/i);
    // The lean page (docs/decisions/0035): its own small entry with the conversation inlined, no shell, no API call.
    const loaded: string[] = [];
    customer.page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await customer.page.goto(link!);
    await customer.page.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();
    expect(loaded.filter((p) => p.startsWith('/api/'))).toEqual([]);
    expect(loaded.some((p) => p.startsWith('/modules/followups/customer/'))).toBe(true);
    expect(loaded.some((p) => /remoteEntry|^\/assets\//.test(p))).toBe(false);
    // One script, the lean entry's (about 85 KB gzipped, React included), where the shell loads its runtime and remotes.
    expect(loaded.filter((p) => p.endsWith('.js'))).toEqual([
      expect.stringMatching(/^\/modules\/followups\/customer\/assets\/[\w-]+\.js$/),
    ]);
    await customer.page.getByText('Kia ora Mere, sorry we were late.', { exact: false }).waitFor();
    await customer.page.getByText(FEEDBACK).waitFor();
    const body = (await customer.page.locator('main').textContent()) ?? '';
    expect(body).not.toMatch(/review|rating|star|google/i);
    expect(await customer.page.locator('a').count()).toBe(0);
    await fits(customer.page, 390);
    await accessible(customer.page);
    await screenshot(customer.page, 'follow-up-customer-phone');
    app.t.clock.advance(10 * MINUTE);
    await customer.page.getByLabel(`Your answer to ${BUSINESS}`).fill('Thursday at 9 works, thank you.');
    await customer.page.getByRole('button', { name: 'Send', exact: true }).click();
    await customer.page.getByText(`Sent. ${BUSINESS} will see your message.`).waitFor();
    // Answering asks the API once, and still loads no shell.
    expect(loaded.filter((p) => p.startsWith('/api/'))).toEqual([expect.stringMatching(/^\/api\/follow-up\/[A-Za-z0-9_-]{43}\/messages$/)]);
    await customer.page.getByText('Thursday at 9 works, thank you.').waitFor();
    // Oldest first: what she sent privately, the owner's reply, her answer.
    const order = await customer.page.locator('main ol > li').allTextContents();
    expect(
      order.map((text) =>
        text.includes(FEEDBACK) ? 1 : text.includes('sorry we were late') ? 2 : text.includes('Thursday at 9 works') ? 3 : 0,
      ),
    ).toEqual([1, 2, 3]);
    await fits(customer.page, 390);
    await screenshot(customer.page, 'follow-up-customer-answered-phone');

    // 4. The owner sees the answer (the follow-up is open again) and resolves it.
    app.t.clock.advance(10 * MINUTE);
    await page.reload();
    await page.getByText('Thursday at 9 works, thank you.').waitFor();
    await page.getByText('Open: needs your answer').waitFor();
    await page.getByRole('radio', { name: 'Fixed' }).check();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await page.getByTestId('toast').getByText('Follow-up resolved').waitFor();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    await page.getByText('Outcome: Fixed').waitFor();
    await screenshot(page, 'follow-up-resolved-desktop');
    await page.goto(`${PUBLIC_URL}/follow-ups?status=resolved`);
    await page.getByTestId('follow-up-row').filter({ hasText: 'Resolved: Fixed' }).waitFor();
    expect(await page.getByRole('link', { name: /Follow-ups \d+ needs? an answer/ }).count()).toBe(0);

    // The customer's page now says it is sorted.
    await customer.page.reload();
    await customer.page.getByText(`${BUSINESS} has marked this as sorted`).waitFor();
    expect(customer.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
    await customer.context.close();
    await desk.context.close();
  });

  it('draws the list, a conversation and the customer page at 390 px without sideways scrolling', async () => {
    const list = (await owner.get('/api/follow-ups?status=resolved')).body.data as Array<{ id: string }>;
    const desk = await ownerOn(PHONE);
    for (const [path, name] of [
      ['/follow-ups?status=resolved', 'follow-ups-list-phone'],
      [`/follow-ups/${list[0]!.id}`, 'follow-up-phone'],
    ] as const) {
      await desk.page.goto(`${PUBLIC_URL}${path}`);
      await desk.page.locator('#main').getByRole('heading', { level: 1 }).waitFor();
      await desk.page.getByText('Mere Parata').first().waitFor();
      await fits(desk.page, 390);
      // The status tabs wrap rather than scroll sideways.
      if (name === 'follow-ups-list-phone')
        expect(await desk.page.getByRole('tablist').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
      await screenshot(desk.page, name);
    }
    await desk.page.goto(`${PUBLIC_URL}/analytics`);
    await desk.page.getByRole('tab', { name: 'Follow-ups' }).click();
    await desk.page.getByText('Median time to first answer').waitFor();
    await fits(desk.page, 390);
    await screenshot(desk.page, 'follow-ups-analytics-phone');
    await desk.page.goto(`${PUBLIC_URL}/follow-up/${'x'.repeat(43)}`);
    await desk.page.getByRole('heading', { name: "This link doesn't open a conversation" }).waitFor();
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });
  it('a technician finds the follow-up assigned to them from their phone page, and only that one', async () => {
    // The owner invites Hemi as a technician and assigns them the follow-up (docs/decisions/0035).
    const invited = await owner.post('/api/staff/invitations', { email: 'hemi@mendit.example', role: 'technician' });
    expect(invited.status).toBe(201);
    const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
    expect((await app.t.anonymous().post('/api/staff/accept', { token, username: 'hemi', password: PASSWORD })).status).toBe(201);
    const [theirs] = (await owner.get('/api/follow-ups?status=resolved')).body.data as Array<{ id: string }>;
    const people = (await owner.get('/api/follow-ups/assignees')).body.data as Array<{ id: string; name: string }>;
    const hemi = people.find((p) => p.name === 'hemi')!;
    expect((await owner.patch(`/api/follow-ups/${theirs!.id}`, { assigneeId: hemi.id })).status).toBe(200);

    const phone = await device(PHONE);
    await phone.page.goto(`${PUBLIC_URL}/auth`);
    await submitSignIn(phone.page, 'hemi', PASSWORD);
    await phone.page.waitForURL((url) => url.pathname === '/ask');
    await phone.page.getByRole('navigation', { name: 'Your pages' }).getByRole('link', { name: 'Follow-ups' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/follow-ups');
    await phone.page.getByText('The follow-ups assigned to you', { exact: false }).waitFor();
    await phone.page.getByRole('tab', { name: 'Resolved (1)' }).click();
    const row = phone.page.getByTestId('follow-up-row').filter({ hasText: 'Mere Parata' });
    await row.getByText('Assigned to you').waitFor();
    await fits(phone.page, 390);
    await screenshot(phone.page, 'follow-ups-technician-phone');
    await row.click();
    await phone.page.getByRole('heading', { level: 1, name: 'Mere Parata' }).waitFor();
    await phone.page.getByText('Assigned to you').first().waitFor();
    expect(await phone.page.getByLabel('Assigned to').count()).toBe(0);
    await fits(phone.page, 390);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
