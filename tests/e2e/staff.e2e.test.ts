import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

/**
 * Issue 36 in a browser: the owner invites a technician from Settings → Staff (desktop), the technician accepts on a
 * phone and lands on "Ask for a review" (the lean page); a person with two businesses switches between them and sees
 * each one's data.
 */
const PASSWORD = 'correct horse battery';
let app: RunningApp;
let browser: Browser;
let acceptPath = '';

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const owner = await app.t.signUp('aroha', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Aroha Plumbing', email: 'office@aroha.example' });
  // Professional: invitations by SMS.
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  const team = (await owner.post('/api/teams', { name: 'Wellington crew' })).body.data as { id: string };
  expect((await owner.post('/api/team-members', { teamId: team.id, name: 'Hemi Walker' })).status).toBe(201);
  // The first business's data: an invitation the second business must not show.
  const invite = await owner.post('/api/invites', { customerName: 'Mere Smith', jobDescription: 'Blocked drain', jobLocation: 'Petone' });
  expect(invite.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('staff accounts in the browser', { timeout: 120_000 }, () => {
  it('the owner invites a technician from Settings → Staff and gets the link to send by hand (1280 px)', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'aroha', PASSWORD, DESKTOP);
    await page.goto(`${app.url}/settings/staff`);
    const invite = page.getByTestId('staff-invite');
    await invite.getByLabel('Email').fill('hemi@aroha.example');
    await invite.getByRole('combobox', { name: /Team member they are/ }).click();
    await page.getByRole('option', { name: 'Hemi Walker' }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const link = page.getByTestId('accept-url');
    await link.waitFor();
    const url = new URL((await link.textContent())!.trim());
    expect(url.pathname).toBe('/staff/accept');
    expect(url.searchParams.get('token')).toBeTruthy();
    acceptPath = `${url.pathname}${url.search}`;
    await expect.poll(() => page.getByTestId('staff-row').count(), { timeout: 10_000 }).toBe(1);
    await noSideScroll(page, 1280);
    await screenshot(page, 'staff-settings-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  let technician: BrowserContext;
  let phone: Page;
  it('the technician accepts on a 390 px phone and lands on "Ask for a review", the lean page', async () => {
    expect(acceptPath).not.toBe('');
    technician = await browser.newContext(PHONE);
    const opened = await newPage(technician);
    phone = opened.page;
    const scripts: string[] = [];
    phone.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await phone.goto(`${app.url}${acceptPath}`);
    // The page names the business, the role and who invited before anything is accepted.
    await phone.getByRole('heading', { name: 'Join Aroha Plumbing on Korero' }).waitFor();
    expect(await phone.getByTestId('invitation-summary').textContent()).toContain(
      'aroha invited you to join Aroha Plumbing as a technician.',
    );
    await noSideScroll(phone, 390);
    await screenshot(phone, 'staff-accept-phone');
    await phone.getByLabel('Username').fill('hemi');
    await phone.getByLabel('Password').fill(PASSWORD);
    scripts.length = 0;
    await phone.getByRole('button', { name: 'Create my account and join' }).click();
    await phone.waitForURL((url) => url.pathname === '/ask');
    await phone.getByRole('heading', { name: 'Ask for a review' }).waitFor();
    // The lean page: its own script, none of the shell's or another module's.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => s.startsWith('/modules/invites/technician/'))).toBe(true);
    await phone.getByText('Aroha Plumbing').waitFor();
    await noSideScroll(phone, 390);
    await screenshot(phone, 'staff-ask-phone');
    expect(opened.errors).toEqual([]);
  });

  it("a technician's direct load of the dashboard goes to their page, with no dashboard drawn on the way", async () => {
    const drawn: string[] = [];
    const seen = (response: Response) => {
      if (response.request().isNavigationRequest()) drawn.push(`${response.status()} ${new URL(response.url()).pathname}`);
    };
    phone.on('response', seen);
    await phone.goto(`${app.url}/dashboard`);
    await phone.waitForURL((url) => url.pathname === '/ask');
    await phone.getByRole('heading', { name: 'Ask for a review' }).waitFor();
    phone.off('response', seen);
    // The server answers the dashboard with the way to /ask: no page of the dashboard's reaches the phone.
    expect(drawn).toEqual(['302 /dashboard', '200 /ask']);
  });

  it('the owner sees the technician in the staff list with their team member', async () => {
    const { page, context } = await signedInContext(browser, app.url, 'aroha', PASSWORD, DESKTOP);
    await page.goto(`${app.url}/settings/staff`);
    // Hemi's row first (the list arrives after the page's remote, over a second on a busy machine), then the count.
    const row = page.getByTestId('staff-row').filter({ hasText: 'hemi@aroha.example' });
    await row.getByText('Team member: Hemi Walker').waitFor();
    expect(await page.getByTestId('staff-row').count()).toBe(2);
    expect(await row.getByRole('combobox', { name: 'Role of hemi' }).textContent()).toContain('Technician');
    await context.close();
  });

  it('the technician sends an invitation from the phone, credited to their team member', async () => {
    await phone.getByLabel("Customer's name").fill('Tama Ngata');
    await phone.getByLabel("Customer's mobile").fill('021 123 4567');
    await phone.getByLabel('Job', { exact: true }).fill('Hot water cylinder');
    await phone.getByLabel('Where').fill('Lower Hutt');
    await phone.getByRole('checkbox', { name: /agreed to be contacted/ }).check();
    await phone.getByRole('button', { name: 'Send' }).click();
    // As the owner's screen would say it: on its way, or sent once the provider has taken it.
    await phone
      .getByTestId('ask-sent')
      .filter({ hasText: /^Tama Ngata: (Korero is sending|The text message was sent|The text message has not been sent)/ })
      .waitFor();
    await phone.getByTestId('recent-ask').filter({ hasText: 'Tama Ngata' }).waitFor();
    const owner = await signedInContext(browser, app.url, 'aroha', PASSWORD, DESKTOP);
    await owner.page.goto(`${app.url}/invites`);
    // The owner's list names whom each invitation credits after its place ("Lower Hutt · Hemi Walker"). Read in Tama's
    // row itself: "Hemi Walker" anywhere on the page (another invitation, the form's team picker when opened) would not
    // say whom this invitation credits.
    const recent = owner.page.getByRole('list', { name: 'Recent invitations' });
    const tama = recent.getByRole('listitem').filter({ hasText: 'Tama Ngata' });
    await tama.waitFor();
    expect(await tama.textContent()).toContain('Lower Hutt · Hemi Walker');
    // The owner's own invitation credits no one: the name is in Tama's row only.
    expect(await recent.getByRole('listitem').filter({ hasText: 'Mere Smith' }).textContent()).not.toContain('Hemi Walker');
    await owner.context.close();
  });

  it('the owner removes the technician, and their open session on the phone is signed out at once', async () => {
    const owner = await signedInContext(browser, app.url, 'aroha', PASSWORD, DESKTOP);
    await owner.page.goto(`${app.url}/settings/staff`);
    const row = owner.page.getByTestId('staff-row').filter({ hasText: 'hemi@aroha.example' });
    await row.getByRole('button', { name: /^Remove/ }).click();
    await owner.page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => owner.page.getByTestId('staff-row').count(), { timeout: 10_000 }).toBe(1);
    await owner.context.close();
    // Hemi's phone still shows the page; the next thing it asks is refused, and a fresh load is the sign-in page.
    const asked = await phone.evaluate(async () => (await fetch('/api/invites')).status);
    expect(asked).toBe(401);
    await phone.goto(`${app.url}/ask`);
    await phone.waitForURL((url) => url.pathname !== '/ask');
    expect(new URL(phone.url()).pathname).toMatch(/^\/(auth|login)/);
  });

  it('the owner reads who did what in Settings → Activity on a 390 px phone', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'aroha', PASSWORD, PHONE);
    await page.goto(`${app.url}/settings/activity`);
    const list = page.getByRole('list', { name: 'Activity' });
    await list.waitFor();
    const lines = await list.getByRole('listitem').allTextContents();
    // The test's clock stands still, so the lines share their time: which comes first is not the point here.
    for (const line of [
      'aroha removed hemi from the business',
      'hemi sent a review invitation to Tama Ngata (sms)',
      'aroha invited hemi@aroha.example to join as a technician',
    ]) {
      expect(
        lines.some((l) => l.startsWith(line)),
        `${line} in ${JSON.stringify(lines)}`,
      ).toBe(true);
    }
    await noSideScroll(page, 390);
    await screenshot(page, 'staff-activity-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a person with two businesses switches between them and sees each one’s data', async () => {
    await technician?.close();
    const { page, errors, context } = await signedInContext(browser, app.url, 'aroha', PASSWORD, DESKTOP);
    await page.goto(`${app.url}/invites`);
    await page.getByText('Mere Smith').first().waitFor();
    // One business: no switcher. Start a second one from Settings → Your account? No: from the API, as the owner would
    // from the switcher once they have two; then the header offers the switch.
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/businesses', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ businessName: 'Aroha Gasfitting' }),
      });
      return response.status;
    });
    expect(created).toBe(201);
    await page.reload();
    const switcher = page.getByTestId('business-switcher').first();
    await switcher.waitFor();
    expect(await switcher.textContent()).toContain('Aroha Plumbing');
    await switcher.click();
    const list = page.getByRole('list', { name: 'Your businesses' });
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['Aroha PlumbingOwner Current', 'Aroha GasfittingOwner']);
    await screenshot(page, 'staff-switcher-desktop');
    await list.getByRole('button', { name: /Aroha Gasfitting/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => switcher.textContent(), { timeout: 10_000 }).toContain('Aroha Gasfitting');
    // The second business has no invitations of the first.
    await page.goto(`${app.url}/invites`);
    await page.getByRole('heading', { name: /Invit/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Mere Smith').count()).toBe(0);
    // And back: the first business's data again.
    await switcher.click();
    await page
      .getByRole('list', { name: 'Your businesses' })
      .getByRole('button', { name: /Aroha Plumbing/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(`${app.url}/invites`);
    await page.getByText('Mere Smith').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the switcher is in the menu (390 px)', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'aroha', PASSWORD, PHONE);
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('button', { name: /menu/i }).first().click();
    const switcher = page.getByTestId('business-switcher').last();
    await switcher.waitFor({ state: 'visible' });
    await noSideScroll(page, 390);
    await screenshot(page, 'staff-switcher-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
