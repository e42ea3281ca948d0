import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import { PlacesStandIn, SAMPLE_PLUMBERS } from '@korero/core/testing';
import { DESKTOP, launchBrowser, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

const PASSWORD = 'kia kaha 2026';
const OWN = 'ChIJrangiPlumbing00000001';
let app: RunningApp;
let browser: Browser;
let places: PlacesStandIn;

/** Google Places on 127.0.0.1: the owner's plumbing business and three nearby. */
beforeAll(async () => {
  places = await PlacesStandIn.start({ [OWN]: { name: 'Rangi Plumbing', rating: 4.8, total: 41, reviews: [] }, ...SAMPLE_PLUMBERS });
  app = await startApp({ env: { GOOGLE_PLACES_API_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: places.url } });
  browser = await launchBrowser();
  const owner = await app.t.signUp('rangi', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Rangi Plumbing', email: 'office@rangi.example', googlePlaceId: OWN });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  await app.t.signUp('freya', PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await places?.close();
});

const wide = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('competitor analysis in the browser', () => {
  it('a paid owner with a Place ID runs the analysis, sees the cards, removes one and adds one by search (desktop)', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'rangi', PASSWORD, DESKTOP);
    // From the dashboard's card (the header has no room for another entry).
    await page.getByRole('link', { name: 'Open competitor analysis' }).click();
    await page.getByRole('heading', { name: 'Competitor Analysis' }).waitFor();
    await page.getByText('No analysis yet').waitFor();
    await page.getByRole('button', { name: 'Start Analysis' }).click();
    // The job runs in the background; the page polls until it is done.
    const cards = page.getByTestId('competitor-card');
    await cards.first().waitFor({ timeout: 15_000 });
    expect(await cards.locator('h3').allTextContents()).toEqual(['Hutt Valley Plumbers', 'Cuba Street Plumbing', 'Karori Drains']);
    await page.getByTestId('last-updated').waitFor();
    expect(await page.getByTestId('own-card').textContent()).toContain('Rangi Plumbing');
    // Like with like: its own Google rating beside theirs; Korero's collected figures apart and labelled.
    expect(await page.getByTestId('own-google').textContent()).toContain('4.8 ★');
    expect(await page.getByTestId('own-korero').textContent()).toContain('Collected by Korero');
    const hutt = cards.filter({ hasText: 'Hutt Valley Plumbers' });
    expect(await hutt.getByText('Quality of the work').first().locator('xpath=..').textContent()).toContain('2 of 3 reviews');
    expect(await hutt.getByText('4.2 ★').getAttribute('class')).toContain('text-lime-700');
    expect(await page.getByTestId('market-insights').textContent()).toContain('From 6 public reviews of your competitors.');
    expect(await page.getByRole('button', { name: 'Refresh Analysis' }).isDisabled()).toBe(true);
    await page.getByText(/Next refresh from/).waitFor();
    await screenshot(page, 'competitors-desktop');

    await cards.filter({ hasText: 'Cuba Street Plumbing' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await cards.filter({ hasText: 'Cuba Street Plumbing' }).waitFor({ state: 'detached' });

    const search = page.getByRole('search', { name: 'Find a competitor' });
    await search.getByLabel('Business name').fill('Cuba Street');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Add Cuba Street Plumbing' }).click();
    await page.getByTestId('toast').getByText('Cuba Street Plumbing is read in your next analysis.').waitFor();
    await page.getByText('Added, read in your next analysis').waitFor();

    // The analytics page: the competitor summary on the Overview, and the Competitor Analysis tab.
    await page.goto(`${app.url}/`);
    // Hutt Valley (4.2) and Karori (4.6): Cuba Street was removed, and is read again only in the next analysis.
    const card = page.locator('[data-widget="competitors:summary"]');
    await card.getByText('Their average').waitFor();
    expect(await card.locator('dd').allTextContents()).toEqual(['4.8 ★', '4.4 ★', '2']);
    await page.goto(`${app.url}/analytics`);
    const summary = page.getByTestId('competitor-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('1st of 3 by rating');
    await page.getByRole('tab', { name: 'Competitor Analysis' }).click();
    await page.getByTestId('competitor-analysis').getByTestId('competitor-card').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'rangi', PASSWORD, PHONE);
    await page.goto(`${app.url}/competitors`);
    await page.getByTestId('competitor-card').first().waitFor();
    expect(await wide(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'competitors-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a free owner sees the upgrade message, and no Competitor Analysis tab in analytics', async () => {
    const { page, errors, context } = await signedInContext(browser, app.url, 'freya', PASSWORD, PHONE);
    await page.goto(`${app.url}/competitors`);
    await page.getByText('Competitor analysis is a paid feature').waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe('/subscription');
    await screenshot(page, 'competitors-free-phone');
    await page.goto(`${app.url}/`);
    await page.locator('[data-widget="competitors:summary"]').getByRole('link', { name: 'See plans' }).waitFor();
    await page.goto(`${app.url}/analytics?tab=competitors-analysis`);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Competitor Analysis' }).count()).toBe(0);
    expect(await page.getByTestId('competitor-summary').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
