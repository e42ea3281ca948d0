import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import type { TestAgent } from '@korero/core/testing';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, startApp, submitSignIn, type RunningApp } from './support/app.ts';

const MODULES = ['business', 'teams', 'invites', 'reviews'];
const DAY = 24 * 3600_000;
const TEAM = ['Wiremu Tane', 'Sione Fifita', 'Mere Parata'];

let app: RunningApp;
let browser: Browser;
let owner: TestAgent & { userId: string };
/** The New Zealand date ten days ago (YYYY-MM-DD): submissions 0–9 fall on or after it. */
let tenDaysAgo = '';

/**
 * 45 answered invitations over 45 days, newest first: customer i answered i days ago, gave (i % 5) + 1 stars,
 * credited TEAM[i % 3], and sent it to Google when they gave 4 or 5 stars, privately otherwise.
 */
async function seed() {
  const submit: Array<() => Promise<void>> = [];
  for (let i = 0; i < 45; i++) {
    const made = await owner.post('/api/invites', {
      customerName: `Customer ${String(i).padStart(2, '0')}`,
      jobDescription: i === 7 ? 'Replace leaking tap' : 'Hot water cylinder',
      jobLocation: 'Lower Hutt',
      teamMembers: [TEAM[i % 3]],
    });
    const token = made.body.data.inviteToken as string;
    const stars = (i % 5) + 1;
    submit.push(async () => {
      const res = await app.t.anonymous().post(`/api/reviews/submit/${token}`, {
        starRating: stars,
        selectedFeedback: [],
        ratingScores: {},
        reviewerText: '',
        generatedReview: `Review number ${i}.`,
        photoUrls: [],
        reviewDestination: stars >= 4 ? 'google' : 'private',
        consent: true,
      });
      expect(res.status).toBe(200);
    });
  }
  const now = app.t.clock.now();
  for (const [i, answer] of submit.entries()) {
    app.t.clock.set(new Date(now.getTime() - i * DAY - 60_000));
    await answer();
  }
  tenDaysAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(now.getTime() - 9 * DAY - 60_000));
  // Back to now, so the owner's session is fresh.
  app.t.clock.set(now);
}

beforeAll(async () => {
  app = await startApp({ modules: MODULES });
  browser = await launchBrowser();
  owner = await app.t.signUp('huttplumbing', 'owner password 1');
  await owner.patch('/api/profile', { businessName: 'Hutt Plumbing', email: 'office@huttplumbing.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  await seed();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signedIn(options: typeof PHONE | typeof DESKTOP): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext(options);
  const { page, errors } = await newPage(context);
  await page.goto(`${app.url}/auth`);
  await submitSignIn(page, 'huttplumbing', 'owner password 1');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return { page, errors, close: () => context.close() };
}

const names = (page: Page) => page.getByTestId('submission').locator('h3').allTextContents();
const wide = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe("the owner's Reviews screen with 45 reviews", () => {
  it('on a phone: pages of 20, filters folded under one button, and every filter narrows the list on the server', async () => {
    const { page, errors, close } = await signedIn(PHONE);
    await page.goto(`${app.url}/reviews`);
    await page.getByText('Showing 1–20 of 45 reviews').waitFor();
    expect((await names(page)).slice(0, 2)).toEqual(['Customer 00', 'Customer 01']);
    // Folded: the rating filter is not on screen until the owner asks for the filters.
    expect(await page.getByRole('combobox', { name: 'Rating' }).isVisible()).toBe(false);
    await screenshot(page, 'reviews-screen-phone');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21–40 of 45 reviews').waitFor();
    expect((await names(page))[0]).toBe('Customer 20');
    expect(new URL(page.url()).search).toBe('?page=2');

    await page.getByRole('button', { name: 'Filters' }).click();
    await choose(page, 'Rating', '1–2 stars (needs follow-up)');
    // A new filter starts at page 1: i % 5 is 0 or 1 for 18 of the 45.
    await page.getByText('Showing 1–18 of 18 reviews').waitFor();
    expect(new URL(page.url()).searchParams.get('rating')).toBe('1,2');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await page.getByTestId('submission').getByText('Needs Follow-up').count()).toBe(18);

    await choose(page, 'Team member', 'Sione Fifita');
    // i % 3 == 1 and i % 5 in {0, 1}: 1, 10, 16, 25, 31 and 40.
    await page.getByText('Showing 1–6 of 6 reviews').waitFor();
    expect(await names(page)).toEqual(['01', '10', '16', '25', '31', '40'].map((n) => `Customer ${n}`));
    await page.getByRole('button', { name: /^Filters\s*, 2 on$/ }).waitFor();
    expect(await wide(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'reviews-screen-phone-filtered');

    // The address holds the filters: a reload shows the same list.
    await page.reload();
    await page.getByText('Showing 1–6 of 6 reviews').waitFor();

    await page.getByRole('searchbox', { name: 'Search reviews' }).fill('no such words');
    await page.getByText('No reviews match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByText('Showing 1–20 of 45 reviews').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a desk: filters in one row, search over the job, and a date range in New Zealand days', async () => {
    const { page, errors, close } = await signedIn(DESKTOP);
    await page.goto(`${app.url}/reviews`);
    await page.getByText('Showing 1–20 of 45 reviews').waitFor();
    expect(await page.getByRole('combobox', { name: 'Rating' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Filters' }).isVisible()).toBe(false);

    await page.getByRole('searchbox', { name: 'Search reviews' }).fill('leaking tap');
    await page.getByText('Showing 1–1 of 1 review').waitFor();
    expect(await names(page)).toEqual(['Customer 07']);
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill('');
    await page.getByText('Showing 1–20 of 45 reviews').waitFor();

    await choose(page, 'Sent to', 'For Google');
    await page.getByText('Showing 1–18 of 18 reviews').waitFor();
    await page.getByLabel('From').fill(tenDaysAgo);
    // Submissions 0–9 are within the last ten days; of those, 3, 4, 8 and 9 gave 4 or 5 stars.
    await page.getByText('Showing 1–4 of 4 reviews').waitFor();
    expect(await names(page)).toEqual(['Customer 03', 'Customer 04', 'Customer 08', 'Customer 09']);
    await screenshot(page, 'reviews-screen-desktop-filtered');
    expect(errors).toEqual([]);
    await close();
  });
});
