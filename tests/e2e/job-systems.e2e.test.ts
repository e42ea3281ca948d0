import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import { deliverXeroEvents, XeroStandIn } from '@korero/module-jobsystems/testing';
import { DESKTOP, launchBrowser, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

// Issue 45 in the browser: an owner connects Xero at Xero's sign-in (the stand-in's), sets the asking rules, sees the
// dry run, and then the feed once Xero tells of a paid invoice; at 1280 px and at 390 px.

const PASSWORD = 'kia kaha 2026';
const CLIENT = { id: 'E2EXEROCLIENT', secret: 'e2e-xero-client-secret' };
const WEBHOOK_KEY = 'e2e-xero-webhook-key-0123456789abcdef';
const TENANTS = {
  desk: { tenantId: 'e2e00000-0000-4000-8000-00000000000d', tenantName: 'Rangi Plumbing Limited', tenantType: 'ORGANISATION' },
  phone: { tenantId: 'e2e00000-0000-4000-8000-00000000000f', tenantName: 'Tama Electrical', tenantType: 'ORGANISATION' },
};
let app: RunningApp;
let browser: Browser;
let xero: XeroStandIn;

function paid(tenant: string, n: number, name: string, mobile: string) {
  const contactId = `${tenant.slice(0, 8)}-c${n}`;
  xero.contacts.set(tenant, [
    ...(xero.contacts.get(tenant) ?? []),
    {
      ContactID: contactId,
      Name: name,
      FirstName: name.split(' ')[0],
      LastName: name.split(' ')[1],
      EmailAddress: `${name.split(' ')[0]!.toLowerCase()}@customer.example`,
      Phones: [{ PhoneType: 'MOBILE', PhoneNumber: mobile, PhoneAreaCode: '21', PhoneCountryCode: '64' }],
    },
  ]);
  const invoice = {
    InvoiceID: `${tenant.slice(0, 8)}-1111-4000-8000-${String(n).padStart(12, '0')}`,
    InvoiceNumber: `INV-${1040 + n}`,
    Type: 'ACCREC',
    Status: 'PAID',
    Total: 380 + n,
    Contact: { ContactID: contactId },
    LineItems: [
      { Description: 'Fixed the leaking tap', Tracking: [{ Name: 'Technician', Option: 'Hemi Walker', TrackingOptionID: 'opt-hemi' }] },
    ],
    FullyPaidOnDate: `/Date(${Date.now() - n * 86_400_000}+0000)/`,
  };
  xero.invoices.set(tenant, [...(xero.invoices.get(tenant) ?? []), invoice]);
  return invoice;
}

beforeAll(async () => {
  xero = new XeroStandIn(CLIENT);
  const base = await xero.start();
  app = await startApp({
    // 1:00 pm in Auckland, within the asking hours, whenever the suite runs.
    now: '2026-12-01T00:00:00Z',
    env: {
      XERO_CLIENT_ID: CLIENT.id,
      XERO_CLIENT_SECRET: CLIENT.secret,
      XERO_WEBHOOK_KEY: WEBHOOK_KEY,
      XERO_LOGIN_URL: base,
      XERO_IDENTITY_URL: base,
      XERO_API_BASE_URL: base,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  browser = await launchBrowser();
  for (const [who, business] of [
    ['rangi', 'Rangi Plumbing'],
    ['tama', 'Tama Electrical'],
  ] as const) {
    const owner = await app.t.signUp(who, PASSWORD);
    await owner.patch('/api/profile', { businessName: business, email: `office@${who}.example` });
    await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  }
  for (const [tenant, names] of [
    [TENANTS.desk.tenantId, ['Aroha Ngata', 'Mere Tane']],
    [TENANTS.phone.tenantId, ['Wiremu Kingi', 'Ani Parata']],
  ] as const) {
    names.forEach((name, i) => paid(tenant, i + 1, name, `55501${i}${i}`));
  }
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await xero?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function walk(page: Page, width: number, tenant: (typeof TENANTS)[keyof typeof TENANTS], shot: string) {
  xero.tenants = [tenant];
  await page.goto(`${app.url}/settings/job-systems`);
  const card = page.getByTestId('job-systems-card');
  await card.getByText('Asks each customer when their invoice is paid in Xero.').waitFor();
  await card.getByRole('button', { name: 'Connect Xero' }).click();
  // Xero's sign-in (the stand-in's) sends the browser straight back to Korero's page for it.
  await page.getByRole('heading', { name: 'Xero connected' }).waitFor();
  expect(await page.textContent('body')).toContain(tenant.tenantName);
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await card.getByText(`${tenant.tenantName} · No job received yet`).waitFor();
  expect(await fitsWidth(page)).toBeLessThanOrEqual(width);
  await screenshot(page, `job-systems-connected-${shot}`);

  await page.goto(`${app.url}/settings/job-rules`);
  const rules = page.getByTestId('job-rules-card');
  await rules.getByRole('radio', { name: /When its invoice is paid/ }).check();
  await rules.getByLabel('How soon').click();
  await page.getByRole('option', { name: 'At once' }).click();
  await rules.getByRole('checkbox', { name: /My customers agreed/ }).click();
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await page.getByTestId('toast').getByText('Rules saved').waitFor();
  await rules.getByText(/Confirmed by (rangi|tama) on/).waitFor();
  expect(await fitsWidth(page)).toBeLessThanOrEqual(width);
  await screenshot(page, `job-systems-rules-${shot}`);

  await page.goto(`${app.url}/settings/job-activity`);
  const activity = page.getByTestId('job-activity-card');
  await activity.getByText('No jobs yet.', { exact: false }).waitFor();
  await activity.getByRole('tab', { name: 'Dry run' }).click();
  await activity.getByRole('button', { name: 'Try a dry run' }).click();
  const would = activity.getByRole('list', { name: 'What your rules would have done' });
  await would.getByText('Would ask by text', { exact: false }).first().waitFor();
  expect(await would.getByRole('listitem').count()).toBe(2);
  expect(await would.textContent()).toMatch(/021 ••• ••\d\d/);
  expect(await fitsWidth(page)).toBeLessThanOrEqual(width);
  await screenshot(page, `job-systems-dry-run-${shot}`);

  // Xero tells Korero of a third invoice, paid just now: the feed shows the customer asked.
  const third = paid(tenant.tenantId, 3, 'Hone Heke', '5550199');
  const status = await deliverXeroEvents(
    (body, signature) =>
      fetch(`${app.url}/api/webhooks/xero`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-xero-signature': signature },
      }),
    WEBHOOK_KEY,
    [{ tenantId: tenant.tenantId, resourceId: third.InvoiceID }],
  );
  expect(status).toBe(200);
  await expect
    .poll(
      async () => {
        await page.reload();
        await activity.getByRole('tab', { name: 'What happened' }).waitFor();
        return (await activity.textContent()) ?? '';
      },
      { timeout: 20_000, interval: 500 },
    )
    .toMatch(/Hone Heke\s*Asked\s*Asked by text/);
  expect(await fitsWidth(page)).toBeLessThanOrEqual(width);
  await screenshot(page, `job-systems-feed-${shot}`);
}

describe('job systems in the browser', () => {
  it('connects Xero, sets the rules, sees the dry run, then the feed after a paid invoice (desktop)', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'rangi', PASSWORD, DESKTOP);
    await walk(page, 1280, TENANTS.desk, 'desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does the same on a phone', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'tama', PASSWORD, PHONE);
    await walk(page, 390, TENANTS.phone, 'phone');
    // The compliance records show the job asked, from Xero.
    await page.goto(`${app.url}/compliance`);
    await page.getByText('Hone Heke').first().waitFor();
    expect(await page.getByText('Xero', { exact: true }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
