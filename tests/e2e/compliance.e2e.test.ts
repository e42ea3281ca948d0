import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  downloadedText,
  launchBrowser,
  PHONE,
  screenshot,
  signedInContext,
  startApp,
  type RunningApp,
  seriousAxeFindings,
} from './support/app.ts';

const PASSWORD = 'kia kaha 2026';
let app: RunningApp;
let browser: Browser;

/** A New Zealand date `days` ago, as D/M/YYYY (how a job system's export writes it). */
function nzDaysAgo(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date()).split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! - days));
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

const CSV = [
  'Job No,Completed,Client,Mobile,Suburb,Technician,Work done',
  `J-101,${nzDaysAgo(3)},Hemi Walker,021 555 0101,Karori,Mere Parata,Heat pump service`,
  `J-102,${nzDaysAgo(3)},"Ngata, Aroha",021 555 0102,Petone,Mere Parata; Tama Hohaia,Switchboard upgrade`,
  `J-103,${nzDaysAgo(2)},Sione Fifita,,Lower Hutt,Tama Hohaia,Rewire`,
  `J-104,${nzDaysAgo(1)},Kiri Tane,021 555 0104,Miramar,Tama Hohaia,Smoke alarms`,
].join('\r\n');

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const owner = await app.t.signUp('mere', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Mere Electrical', email: 'office@mere.example' });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const signedIn = (device: typeof DESKTOP | typeof PHONE) => signedInContext(browser, app.url, 'mere', PASSWORD, device);

describe('compliance in the browser', () => {
  it('imports a CSV, invites one job, records why another is not asked, shows AT RISK and downloads the proof', async () => {
    const { page, errors, context } = await signedIn(DESKTOP);
    await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
    await page.waitForURL(`${app.url}/compliance`);
    await page.getByText('No completed jobs recorded yet').waitFor();

    // With no jobs, the analytics tab claims no status: it says how to add them, under the page's one range control.
    await page.goto(`${app.url}/analytics?tab=compliance-dashboard`);
    await page.getByText('No completed jobs recorded in this range').waitFor();
    expect(await page.getByText('COMPLIANT', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Time range' }).count()).toBe(1);
    expect(await page.locator('input[type=date]').count()).toBe(0);
    await screenshot(page, 'compliance-tab-no-jobs-desktop');
    // The new state at every width the every-page test uses: nothing off the side, no serious axe finding.
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await seriousAxeFindings(page)).map((v) => v.id)).toEqual([]);
    }
    await page.setViewportSize(DESKTOP.viewport);
    await page.getByRole('link', { name: 'Add a job' }).click();
    await page.waitForURL(`${app.url}/compliance`);

    // Import: the columns are guessed from the headers, the whole file checked before anything is stored.
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByLabel('CSV file').setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByText('4 rows after the header').waitFor();
    await page.getByRole('button', { name: 'Import 4 jobs' }).waitFor();
    await screenshot(page, 'compliance-import-desktop');
    await page.getByRole('button', { name: 'Import 4 jobs' }).click();
    await page.getByText('Imported 4 jobs').waitFor();

    // Invite Hemi: the invitation form opens filled in from the job.
    await page.getByRole('link', { name: 'See jobs not yet asked' }).click();
    const hemi = page.getByRole('listitem', { name: 'Hemi Walker, Heat pump service' });
    await hemi.getByRole('link', { name: 'Invite now' }).click();
    await page.waitForURL(/\/invites\?/);
    await page.getByText('Filled in from a completed job').waitFor();
    expect(await page.getByRole('textbox', { name: 'Customer name' }).inputValue()).toBe('Hemi Walker');
    await page.getByRole('button', { name: 'Create Review Invitation' }).click();
    await page.getByRole('textbox', { name: 'Review link' }).waitFor();

    // Sione is not asked: the reason is recorded.
    await page.goto(`${app.url}/compliance`);
    await hemi.getByText('Invited', { exact: true }).waitFor();
    const sione = page.getByRole('listitem', { name: 'Sione Fifita, Rewire' });
    await sione.getByRole('button', { name: 'Not asking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not asking this customer' });
    await dialog.getByRole('radio', { name: 'Customer declined' }).check();
    await dialog.getByRole('button', { name: 'Record reason' }).click();
    await sione.getByText('Reason: Customer declined').waitFor();
    await screenshot(page, 'compliance-jobs-desktop');

    // One of four customers asked: AT RISK on the dashboard card and in the analytics tab.
    await page.goto(`${app.url}/`);
    const status = page.getByTestId('compliance-status');
    await status.waitFor();
    expect(await status.textContent()).toBe('At risk');
    await page.getByText('25%', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'View compliance' }).click();
    await page.waitForURL(/tab=compliance-dashboard/);
    await page.getByText('AT RISK', { exact: true }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Overview',
      'Feedback Analysis',
      'Performance',
      'Follow-ups',
      'Compliance',
    ]);
    await page.getByText('25% of customers invited; the goal is 85% or more.').waitFor();
    expect(await page.getByRole('list', { name: 'Reasons not asked' }).textContent()).toContain('Customer declined');
    await page.getByRole('combobox', { name: 'Technician' }).selectOption('Mere Parata');
    await page.getByText('50% of customers invited; the goal is 85% or more.').waitFor();
    await screenshot(page, 'compliance-tab-desktop');

    // The proof: the CSV, and the printable page.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Jobs (CSV)' }).click();
    const lines = (await downloadedText(await download)).trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.includes('Hemi Walker'))).toContain(',Invited,');
    expect(lines.find((l) => l.includes('Sione Fifita'))).toContain('Not asked (reason recorded)');
    // Then where the customer's details came from (issue 47): this test's CSV file, as imported.
    expect(lines.find((l) => l.includes('Sione Fifita'))).toMatch(/Customer declined,,mere,[^,]*CSV|Customer declined,,mere,.+\.csv/i);
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Printable page' }).click();
    const proof = await popup;
    await proof.getByRole('heading', { name: 'Proof of asking: Mere Electrical' }).waitFor();
    expect(await proof.getByText(/customers invited/).textContent()).toContain('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the jobs, the skip dialog and the compliance tab', async () => {
    const { page, errors, context } = await signedIn(PHONE);
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(`${app.url}/compliance`);
    await page.getByText('Kiri Tane').waitFor();
    await screenshot(page, 'compliance-jobs-phone');
    expect(await wide()).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Not asking' }).first().click();
    await page.getByRole('dialog', { name: 'Not asking this customer' }).waitFor();
    await screenshot(page, 'compliance-skip-phone');
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/analytics?tab=compliance-dashboard`);
    await page.getByText('Each day, by technician').waitFor();
    await screenshot(page, 'compliance-tab-phone');
    expect(await wide()).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
