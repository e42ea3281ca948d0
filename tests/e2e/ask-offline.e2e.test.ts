import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  seriousAxeFindings,
  signedInContext,
  startApp,
  submitSignIn,
  type RunningApp,
} from './support/app.ts';

/**
 * Issue 48, part 3: /ask with no signal. Opened once, the page opens again offline (its service worker), keeps asks
 * made with no signal on the phone and sends them once each when the signal is back (their Idempotency-Keys), and
 * keeps them through a sign-out until the person signs in again.
 */
const PASSWORD = 'correct horse battery';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const owner = await app.t.signUp('kauri', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Kauri Plumbing', email: 'office@kauri.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const invitationsNamed = async (name: string) =>
  Number(
    (await app.t.kernel.db.direct<Array<{ n: string }>>(`select count(*) as n from invites_invitation where customer_name = ?`, [name]))[0]!
      .n,
  );

async function ask(page: Page, name: string, email: string) {
  await page.getByLabel("Customer's name").fill(name);
  await page.getByRole('radio', { name: 'Email' }).check({ force: true });
  await page.getByLabel("Customer's email").fill(email);
  await page.getByLabel('Job', { exact: true }).fill('Leaking tap');
  await page.getByLabel('Where').fill('Ōtaki');
  await page.getByRole('checkbox', { name: /agreed to be contacted/ }).check();
  await page.getByRole('button', { name: 'Send' }).click();
}

/** The page has its service worker in charge, so it opens with no signal. */
async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

describe('/ask with no signal', { timeout: 180_000 }, () => {
  let phone: { page: Page; errors: string[]; context: BrowserContext };

  it('opens again offline, keeps two asks, and sends each once when the signal is back (390 px)', async () => {
    phone = await signedInContext(browser, app.url, 'kauri', PASSWORD, PHONE);
    const { page } = phone;
    await page.goto(`${app.url}/ask`);
    await page.getByRole('heading', { name: 'Ask for a review' }).waitFor();
    // The worker takes charge on the first load (clients.claim), in time for the next one.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await workerReady(page);

    await phone.context.setOffline(true);
    await ask(page, 'Aroha Offline', 'aroha.offline@customer.example');
    await page.getByTestId('ask-sent').filter({ hasText: "Aroha Offline: Kept on this phone: it goes when you're back online." }).waitFor();
    await ask(page, 'Hemi Offline', 'hemi.offline@customer.example');
    await page.getByTestId('waiting-count').filter({ hasText: "2 to send when you're back online" }).waitFor();

    // Reloaded with no signal: the page is still there, and so are the two asks.
    await page.reload();
    await page.getByRole('heading', { name: 'Ask for a review' }).waitFor();
    await page.getByText('No signal. Asks you make now are kept on this phone').waitFor();
    await page.getByTestId('waiting-count').filter({ hasText: "2 to send when you're back online" }).waitFor();
    expect(await page.getByTestId('waiting-asks').textContent()).toContain('Aroha Offline · Leaking tap');
    await screenshot(page, 'ask-offline-390');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await invitationsNamed('Aroha Offline')).toBe(0);

    await phone.context.setOffline(false);
    await page
      .getByTestId('ask-sent-later')
      .filter({ hasText: /^Aroha Offline: / })
      .waitFor();
    await page
      .getByTestId('ask-sent-later')
      .filter({ hasText: /^Hemi Offline: / })
      .waitFor();
    await page.getByTestId('waiting-count').waitFor({ state: 'detached' });
    expect(await invitationsNamed('Aroha Offline')).toBe(1);
    expect(await invitationsNamed('Hemi Offline')).toBe(1);

    // Opened again: nothing is sent a second time.
    await page.reload();
    await page.getByTestId('recent-ask').filter({ hasText: 'Hemi Offline' }).waitFor();
    expect(await invitationsNamed('Aroha Offline')).toBe(1);
    expect(await invitationsNamed('Hemi Offline')).toBe(1);
    expect(phone.errors).toEqual([]);
  });

  it('keeps an ask through a sign-out, says so, and sends it once the person signs in again', async () => {
    const { page, context } = phone;
    await context.setOffline(true);
    await ask(page, 'Mere Signedout', 'mere@customer.example');
    await page.getByTestId('waiting-count').filter({ hasText: "1 to send when you're back online" }).waitFor();
    // The session ends while the phone has no signal (a sign-out elsewhere, or its time ran out).
    await context.clearCookies();
    await context.setOffline(false);
    await page.getByTestId('waiting-count').filter({ hasText: '1 waiting to send: it goes when you sign in again' }).waitFor();
    expect(await invitationsNamed('Mere Signedout')).toBe(0);

    await page.goto(`${app.url}/auth`);
    await submitSignIn(page, 'kauri', PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${app.url}/ask`);
    await page
      .getByTestId('ask-sent-later')
      .filter({ hasText: /^Mere Signedout: / })
      .waitFor();
    expect(await invitationsNamed('Mere Signedout')).toBe(1);
    await context.close();
  });

  it('works the same at 1280 px, with its app manifest for installing', async () => {
    const desk = await signedInContext(browser, app.url, 'kauri', PASSWORD, DESKTOP);
    await desk.page.goto(`${app.url}/ask`);
    await desk.page.getByRole('heading', { name: 'Ask for a review' }).waitFor();
    const manifestUrl = await desk.page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await desk.page.request.get(`${app.url}${manifestUrl}`)).json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ start_url: '/ask', scope: '/ask', display: 'standalone' });
    for (const icon of manifest.icons) expect((await desk.page.request.get(`${app.url}${icon.src}`)).status()).toBe(200);
    await desk.page.evaluate(() => navigator.serviceWorker.ready);
    await desk.page.reload();
    await workerReady(desk.page);
    await desk.context.setOffline(true);
    await ask(desk.page, 'Tui Desktop', 'tui@customer.example');
    await desk.page.getByTestId('waiting-count').filter({ hasText: "1 to send when you're back online" }).waitFor();
    await screenshot(desk.page, 'ask-offline-1280');
    expect(await seriousAxeFindings(desk.page)).toEqual([]);
    await desk.context.setOffline(false);
    await desk.page
      .getByTestId('ask-sent-later')
      .filter({ hasText: /^Tui Desktop: / })
      .waitFor();
    expect(await invitationsNamed('Tui Desktop')).toBe(1);
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });
});
