import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, downloadedText, launchBrowser, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

const PASSWORD = 'kia kaha 2026';
let app: RunningApp;
let browser: Browser;

/** An owner with a season of work: invitations over five months, most answered, some by QR code. */
beforeAll(async () => {
  // Compliance (and competitors, not built yet) switched off: their tabs and cards must be absent and nothing break.
  app = await startApp({ modules: ['business', 'teams', 'help', 'invites', 'reviews', 'subscription', 'analytics'] });
  browser = await launchBrowser();
  const owner = await app.t.signUp('rangi', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Rangi Electrical', email: 'office@rangi.example' });
  const now = Date.now();
  const people = [['Wiremu Tane'], ['Sione Fifita'], ['Wiremu Tane', 'Sione Fifita'], []];
  for (let i = 0; i < 12; i++) {
    // Spread over the last five months (the free plan allows 5 invitations a month).
    app.t.clock.set(new Date(now - (i % 5) * 30 * 86_400_000 - i * 3_600_000));
    const res = await owner.post('/api/invites', {
      customerName: `Customer ${i + 1}`,
      jobDescription: i % 2 ? 'Heat pump service' : 'Switchboard upgrade',
      jobLocation: 'Karori',
      teamMembers: people[i % 4],
    });
    expect(res.status).toBe(201);
    if (i % 4 === 3) continue; // never answered
    const token = res.body.data.inviteToken;
    const customer = app.t.anonymous();
    await customer.get(`/api/invites/token/${token}`);
    const stars = [5, 4, 5, 2][i % 4]!;
    const choices = { starRating: stars, selectedFeedback: stars >= 4 ? ['quality-0', 'communication-1'] : ['timeliness-imp-0'] };
    await customer.post(`/api/reviews/generate/${token}`, choices);
    const sent = await customer.post(`/api/reviews/submit/${token}`, {
      ...choices,
      generatedReview: 'Tidy work on the switchboard, explained everything and cleaned up afterwards.',
      reviewDestination: stars >= 4 ? 'google' : 'private',
      consent: true,
      usedVoice: i % 3 === 0,
    });
    expect(sent.status).toBe(200);
  }
  app.t.clock.set(new Date(now));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signedIn(device: typeof DESKTOP | typeof PHONE) {
  const { page, errors, context } = await signedInContext(browser, app.url, 'rangi', PASSWORD, device);
  return { page, errors, close: () => context.close() };
}
const wide = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the analytics page in the browser', () => {
  it('opens from the dashboard card, switches range and tabs, and downloads the CSV (desktop)', async () => {
    const { page, errors, close } = await signedIn(DESKTOP);
    await page.goto(`${app.url}/`);
    await page.getByText('Reviews, 6 months').waitFor();
    await screenshot(page, 'analytics-dashboard-card-desktop');
    // With compliance off, no compliance card and no Jobs in the navigation.
    expect(await page.getByRole('link', { name: 'View compliance' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Jobs', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'See all analytics' }).click();
    await page.waitForURL(`${app.url}/analytics`);
    await page.getByRole('heading', { name: 'Business Analytics' }).waitFor();
    await page.getByTestId('monthly-chart').locator('canvas').waitFor();

    await page.getByRole('radio', { name: '6 months' }).click();
    await page.waitForURL(/range=6m/);
    await page.getByText('9', { exact: true }).first().waitFor();
    await screenshot(page, 'analytics-overview-desktop');

    await page.getByRole('tab', { name: 'Feedback Analysis' }).click();
    await page.getByText('By category').waitFor();
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByText('What became of your invitations').waitFor();
    await page
      .getByRole('region', { name: /^People/ })
      .getByText('Wiremu Tane')
      .waitFor();
    await screenshot(page, 'analytics-performance-desktop');
    // Only the analytics module's own tabs: compliance is off here (tests/e2e/compliance.e2e.test.ts has its tab).
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Overview', 'Feedback Analysis', 'Performance']);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Reviews CSV' }).click();
    const lines = (await downloadedText(await download)).trim().split('\r\n');
    expect(lines[0]).toBe('submitted_at,customer,job,stars,destination,team_members,ticked,words,photos,used_voice');
    expect(lines).toHaveLength(10);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone', async () => {
    const { page, errors, close } = await signedIn(PHONE);
    await page.goto(`${app.url}/analytics?range=6m&tab=performance`);
    await page.getByText('What became of your invitations').waitFor();
    await screenshot(page, 'analytics-performance-phone');
    expect(await wide(page)).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByTestId('monthly-chart').locator('canvas').waitFor();
    expect(await wide(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'analytics-overview-phone');
    expect(errors).toEqual([]);
    await close();
  });
});
