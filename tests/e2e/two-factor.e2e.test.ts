import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { totpCode } from '@korero/core/testing';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, seriousAxeFindings, startApp, type RunningApp } from './support/app.ts';

const PASSWORD = 'kia kaha 2026';
let app: RunningApp;
let browser: Browser;
// Set up by the first test.
let secret = '';

beforeAll(async () => {
  // At localhost: the passkey's site is PUBLIC_URL's host, and WebAuthn refuses an IP address.
  app = await startApp({ atLocalhost: true });
  browser = await launchBrowser();
  await app.t.signUp('aroha', PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A new 30-second step on the app's clock, so the next code is not the one used last. */
const freshCode = (key: string) => {
  app.t.clock.advance(30_000);
  return totpCode(key, app.t.clock.now());
};

async function passwordStep(page: Page): Promise<void> {
  await page.goto(`${app.url}/auth`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill('aroha');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('form', { name: 'Second step' }).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/auth');
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  expect((await seriousAxeFindings(page)).map((v) => `${name}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
}

describe('two-step sign-in in the browser', () => {
  it('enrols an authenticator app, then signs in with a code, then with a recovery code; and with a passkey', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/auth`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill('aroha');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    // Enrol: the QR code and the key to type, then the app's first code; the ten recovery codes are shown once.
    await page.goto(`${app.url}/account/security`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const setup = page.getByRole('form', { name: 'Set up the authenticator app' });
    await setup.getByLabel('Code from your app').fill(freshCode(secret));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const shown = page.getByTestId('recovery-codes');
    await shown.waitFor();
    const recoveryCodes = (await shown.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await screenshot(page, 'two-factor-recovery-codes-desktop');
    await expectAccessible(page, 'recovery codes');
    await shown.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Your authenticator app is on.').waitFor();

    // Sign out, and in with a code from the app.
    await signOut(page);
    await passwordStep(page);
    const second = page.getByRole('form', { name: 'Second step' });
    const codeField = second.getByLabel('Code from your authenticator app');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await expectAccessible(page, 'second step, desktop');
    await codeField.fill('000000');
    await second.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right').waitFor();
    await codeField.fill(freshCode(secret));
    await second.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.locator('#main').waitFor();

    // Sign out, and in with a recovery code (the phone is lost).
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await second.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await second.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    // A passkey, through Chromium's virtual authenticator (a platform one, with the person verified).
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${app.url}/account/security`);
    const adding = page.getByRole('form', { name: 'Add a passkey' });
    await adding.getByLabel('Name for this passkey').fill('Test laptop');
    await adding.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop').waitFor();
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.locator('#main').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the second step and the security page at 360 px, accessible', async () => {
    const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 780 } });
    const { page, errors } = await newPage(context);
    await passwordStep(page);
    await screenshot(page, 'two-factor-second-step-phone');
    await expectAccessible(page, 'second step');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const second = page.getByRole('form', { name: 'Second step' });
    expect(await second.getByLabel('Recovery code').getAttribute('inputmode')).toBe('text');
    // The first test spent one code; another of them finishes this sign-in.
    const left = await app.t.kernel.db.withContext(() =>
      app.t.kernel.db.em.execute<Array<{ n: string | number }>>(`select count(*) as n from core_recovery_code where used_at is null`),
    );
    expect(Number(left[0]?.n)).toBe(9);
    await page.getByRole('button', { name: 'Use the code from my app' }).click();
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await passwordStep(page);
    await second.getByLabel('Code from your authenticator app').fill(freshCode(secret));
    await second.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${app.url}/account/security`);
    await page.getByRole('heading', { name: 'Account security' }).waitFor();
    await page.getByRole('list', { name: 'Your passkeys' }).waitFor();
    await screenshot(page, 'two-factor-security-phone');
    await expectAccessible(page, 'security page');
    expect(errors).toEqual([]);
    await context.close();
  });
});
