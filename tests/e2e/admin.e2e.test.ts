import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import {
  enrolAuthenticatorApp,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  startApp,
  submitSignIn,
  type RunningApp,
} from './support/app.ts';

const CODE = 'ADMIN-E2E-SETUP-CODE';
const PASSWORD = 'kia kaha 2026';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_SETUP_TOKEN: CODE } });
  browser = await launchBrowser();
  const admin = await app.t.signUp('whetu', PASSWORD);
  expect((await admin.post('/api/admin-setup', { code: CODE })).status).toBe(200);
  await enrolAuthenticatorApp(app, admin, 'whetu');
  const owner = await app.t.signUp('tama', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Tama Electrical', email: 'tama@sparky.example' });
  for (let i = 0; i < 3; i++) await app.t.signUp(`owner${i}`, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signedIn(
  username: string,
  device: typeof DESKTOP | typeof PHONE = DESKTOP,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext(device);
  const { page, errors } = await newPage(context);
  await page.goto(`${app.url}/auth`);
  await submitSignIn(page, username, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return { page, errors, close: () => context.close() };
}

const wide = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the admin area in the browser', () => {
  it('keeps owners out: a signed-in owner is sent to /admin-setup, a visitor to /auth', async () => {
    const owner = await signedIn('tama');
    await owner.page.goto(`${app.url}/admin/subscribers`);
    await owner.page.waitForURL(`${app.url}/admin-setup`);
    await owner.close();
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/auth`);
    await context.close();
  });

  it('walks the dashboard, changes a subscriber tier, creates a discount code, and switches Teams off and on', async () => {
    const { page, errors, close } = await signedIn('whetu');
    await page.goto(`${app.url}/admin`);
    await page.getByText('System Administrator').waitFor();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Total Users').waitFor();
    await expect.poll(() => page.getByText('5', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByText('whetu became the first administrator with the setup code.').waitFor();
    await screenshot(page, 'admin-dashboard-desktop');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' }).click();
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('tama electrical');
    const row = page.getByTestId('subscriber').filter({ hasText: 'tama' });
    await expect.poll(() => page.getByTestId('subscriber').count()).toBe(1);
    await row.getByRole('button', { name: 'Change tier' }).click();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Professional' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').getByText('Subscription tier updated successfully').waitFor();
    await row.getByText('Professional').waitFor();
    const account = await app.t.kernel.db.withContext(async () => {
      const users = await app.t.kernel.db.em.execute<Array<{ id: string }>>(`select id from core_user where username = 'tama'`);
      return app.t.kernel.get(billingPort).account(users[0]!.id);
    });
    expect(account.tier).toBe('professional');
    // An administrator's own row has no actions.
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('whetu');
    await page.getByTestId('subscriber').filter({ hasText: 'Admin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Change tier' }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Discount Codes' }).click();
    await page.getByRole('button', { name: 'New code' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Code' }).fill('kia-ora-20');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('discount-code').getByText('KIA-ORA-20').waitFor();

    // An owner redeems it on the subscription page, through the local test checkout.
    const buyer = await signedIn('owner1');
    await buyer.page.goto(`${app.url}/subscription`);
    await buyer.page.getByLabel('Discount code').fill('kia-ora-20');
    await buyer.page.getByRole('button', { name: 'Apply' }).click();
    await buyer.page.getByTestId('applied-discount').getByText('KIA-ORA-20').waitFor();
    const popup = buyer.page.waitForEvent('popup');
    await buyer.page.getByTestId('plan-professional').getByRole('button', { name: 'Upgrade to Professional' }).click();
    const checkout = await popup;
    await checkout.getByRole('button', { name: 'Complete test checkout' }).click();
    await checkout
      .getByText(/Discount KIA-ORA-20 applied\./)
      .first()
      .waitFor();
    await checkout.getByTestId('current-plan').getByText('Professional').waitFor();
    await buyer.close();
    await page.reload();
    await page
      .getByTestId('discount-code')
      .filter({ hasText: 'KIA-ORA-20' })
      .getByText(/Used 1/)
      .waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Modules' }).click();
    const teams = page.getByTestId('module-teams');
    await teams.getByRole('switch', { name: 'Teams on' }).click();
    await page.getByTestId('toast').getByText('Teams switched off').waitFor();
    const owner = await signedIn('owner0');
    await owner.page.goto(`${app.url}/`);
    await owner.page.getByTestId('welcome').waitFor();
    expect(await owner.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).count()).toBe(0);
    await teams.getByRole('switch', { name: 'Teams on' }).click();
    await page.getByTestId('toast').getByText('Teams switched on').waitFor();
    await owner.page.reload();
    await owner.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).waitFor();
    await owner.close();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
    await page.getByTestId('audit-entry').getByText('Teams switched on').waitFor();
    await page.getByTestId('audit-entry').getByText('tama: tier free → professional').waitFor();
    await screenshot(page, 'admin-audit-desktop');
    // Alerts: demo alerts appear, one is resolved, and the dashboard shows what is still open.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Alerts' }).click();
    await page.getByRole('heading', { name: 'System Alerts' }).waitFor();
    await page.getByRole('button', { name: 'Generate Demo Alerts' }).click();
    await page.getByTestId('toast').getByText('Demo alerts generated').waitFor();
    await page.getByText('Demo: low uptime').waitFor();
    await screenshot(page, 'admin-alerts-desktop');
    await page.getByRole('listitem').filter({ hasText: 'Demo: low uptime' }).getByRole('button', { name: 'Resolve' }).click();
    await page.getByTestId('toast').getByText('Alert resolved').waitFor();
    await expect.poll(() => page.getByText('Demo: low uptime').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('Demo: raised error rate').waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Alerts' }).click();
    await page.getByRole('button', { name: 'Clear Demo Alerts' }).click();
    await page.getByTestId('toast').getByText('Demo alerts cleared').waitFor();
    await expect.poll(() => page.getByText('Demo: raised error rate').count()).toBe(0);

    // Settings: where backups go, and one taken now.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByText(/Backups go to/).waitFor();
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByTestId('toast').getByText('Backup complete').waitFor();
    await page.getByText(/Latest: korero-/).waitFor();
    await screenshot(page, 'admin-settings-desktop');

    for (const section of ['Users', 'Subscription Analytics', 'System Metrics', 'Settings']) {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: section }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone: every admin page at 390 px, with the sections in a menu', async () => {
    const { page, errors, close } = await signedIn('whetu', PHONE);
    for (const path of [
      '',
      '/subscribers',
      '/users',
      '/discount-codes',
      '/subscription-analytics',
      '/metrics',
      '/audit',
      '/modules',
      '/settings',
      '/alerts',
      '/alerts/guide',
    ]) {
      await page.goto(`${app.url}/admin${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await wide(page), path).toBeLessThanOrEqual(390);
    }
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Back to App' }).waitFor();
    await screenshot(page, 'admin-menu-phone');
    await page.goto(`${app.url}/admin/subscribers`);
    await page.getByTestId('subscriber').first().waitFor();
    await screenshot(page, 'admin-subscribers-phone');
    expect(errors).toEqual([]);
    await close();
  });
});
