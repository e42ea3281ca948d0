import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { systemSettingsPort } from '@korero/core/ports';
import {
  enrolAuthenticatorApp,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  startApp,
  type RunningApp,
  submitSignIn,
} from './support/app.ts';

const CODE = 'SETUP-CODE-MAINTENANCE-E2E';
const PASSWORD = 'kia kaha 2026';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_SETUP_TOKEN: CODE } });
  browser = await launchBrowser();
  const admin = await app.t.signUp('whetu', PASSWORD);
  expect((await admin.post('/api/admin-setup', { code: CODE })).status).toBe(200);
  await enrolAuthenticatorApp(app, admin, 'whetu');
  await app.t.signUp('tama', PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signedIn(username: string, device: typeof DESKTOP | typeof PHONE = DESKTOP) {
  const context = await browser.newContext(device);
  const { page, errors } = await newPage(context);
  await page.goto(`${app.url}/auth`);
  await submitSignIn(page, username, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return { context, page, errors };
}

describe('system settings in the browser', () => {
  it("shows the site's name in the title and the footer", async () => {
    await app.t.kernel.get(systemSettingsPort).update({ siteName: 'Korero Aotearoa' }, null);
    try {
      const { context, page } = await signedIn('tama');
      await page
        .getByText(/© \d{4} Korero Aotearoa\./)
        .first()
        .waitFor();
      await expect.poll(() => page.title()).toBe('Korero Aotearoa');
      await context.close();
    } finally {
      await app.t.kernel.get(systemSettingsPort).update({ siteName: 'Korero' }, null);
    }
  });

  it('maintenance mode shows owners the message on every page while an administrator keeps working', async () => {
    const owner = await signedIn('tama', PHONE);
    const admin = await signedIn('whetu');
    const message = 'We are upgrading the database. Back by 9 pm.';
    await app.t.kernel.get(systemSettingsPort).update({ maintenanceMode: true, maintenanceMessage: message }, null);
    try {
      await owner.page.goto(`${app.url}/teams`);
      await owner.page.getByRole('heading', { name: 'Korero is down for maintenance' }).waitFor();
      expect(await owner.page.getByText(message).isVisible()).toBe(true);
      await screenshot(owner.page, 'maintenance-owner-phone');
      await admin.page.goto(`${app.url}/teams`);
      await admin.page.getByRole('heading', { name: 'Teams & Members' }).waitFor();
      // A visitor can still reach sign-in (an administrator may need it).
      const visitor = await browser.newContext(DESKTOP);
      const page = await visitor.newPage();
      await page.goto(`${app.url}/`);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      await visitor.close();
    } finally {
      await app.t.kernel.get(systemSettingsPort).update({ maintenanceMode: false }, null);
    }
    // Switched off, the owner's app is back.
    await owner.page.reload();
    await owner.page.getByRole('heading', { name: 'Teams & Members' }).waitFor();
    expect(owner.errors).toEqual([]);
    await owner.context.close();
    await admin.context.close();
  });
});
