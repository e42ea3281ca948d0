import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import { GoogleStandIn } from '@korero/module-google/testing';
import { DESKTOP, launchBrowser, PHONE, screenshot, signedInContext, startApp, type RunningApp } from './support/app.ts';

// Issue 34 in the browser: connect Google, see the location's reviews, answer one with a suggested reply edited, and
// see which customer who chose Google posted (the submission's line and the posted rate).

const PASSWORD = 'kia kaha 2026';
const APPROVED = 'Aroha fixed our leaking hot water cylinder the same day. Quick, tidy and explained everything. Highly recommend.';
let app: RunningApp;
let browser: Browser;
let google: GoogleStandIn;
let owner: Awaited<ReturnType<RunningApp['t']['signUp']>>;

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

beforeAll(async () => {
  google = await GoogleStandIn.start();
  // What the location already has on Google: an answered 5★ and an unanswered 2★.
  google.reviews.set('locations/2001', [
    {
      reviewId: 'r-tom',
      reviewer: { displayName: 'Tom Walker' },
      starRating: 'TWO',
      comment: 'Turned up two hours late and did not call ahead.',
      createTime: hoursFromNow(-72),
      updateTime: hoursFromNow(-72),
    },
    {
      reviewId: 'r-mere',
      reviewer: { displayName: 'Mere Kingi' },
      starRating: 'FIVE',
      comment: 'Great job on the gas fitting.',
      createTime: hoursFromNow(-240),
      updateTime: hoursFromNow(-240),
      reviewReply: { comment: 'Thanks Mere!', updateTime: hoursFromNow(-230) },
    },
  ]);
  app = await startApp({
    env: {
      GOOGLE_OAUTH_CLIENT_ID: 'korero-e2e-client.apps.example',
      GOOGLE_OAUTH_CLIENT_SECRET: 'client-secret-e2e-0123',
      GOOGLE_API_BASE_URL: google.url,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
  });
  browser = await launchBrowser();
  owner = await app.t.signUp('rangi', PASSWORD);
  await owner.patch('/api/profile', { businessName: 'Rangi Plumbing', email: 'office@rangi.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));

  // A customer answers an invitation and chooses Google, then posts the text they approved there (a little trimmed).
  const invite = await owner.post('/api/invites', {
    customerName: 'Aroha Ngata',
    jobDescription: 'Hot water cylinder',
    jobLocation: 'Petone',
  });
  const token = invite.body.data.inviteToken;
  const customer = app.t.anonymous();
  await customer.get(`/api/invites/token/${token}`);
  const sent = await customer.post(`/api/reviews/submit/${token}`, {
    starRating: 5,
    selectedFeedback: [],
    ratingScores: {},
    reviewerText: '',
    generatedReview: APPROVED,
    photoUrls: [],
    reviewDestination: 'google',
    consent: true,
  });
  expect(sent.status).toBe(200);
  google.reviews.get('locations/2001')!.unshift({
    reviewId: 'r-aroha',
    reviewer: { displayName: 'Aroha N.' },
    starRating: 'FIVE',
    comment: 'Aroha fixed our leaking hot water cylinder the same day. Quick, tidy and explained everything.',
    createTime: hoursFromNow(1),
    updateTime: hoursFromNow(1),
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await google?.close();
});

describe('Google reviews in the browser', () => {
  it('connects through the popup, answers a review with a suggested reply edited, and shows who posted', async () => {
    const { page, errors } = await signedInContext(browser, app.url, 'rangi', PASSWORD, DESKTOP);
    await page.goto(`${app.url}/settings/google`);
    const card = page.getByTestId('google-card');
    const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: 'Connect Google' }).click()]);
    // Google's consent screen (the stand-in's), then back to Korero, which connects the one location.
    await popup.getByRole('link', { name: 'Allow' }).click();
    await card.getByText('Connected to').waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('Rangi Plumbing');
    await expect.poll(() => popup.isClosed(), { timeout: 5000 }).toBe(true);
    // The first sync runs in the background once connected.
    await expect.poll(async () => (await owner.get('/api/google/reviews')).body.total, { timeout: 20_000 }).toBe(3);
    await page.reload();
    await card.getByText(/Synced/).waitFor();
    await screenshot(page, 'google-settings-connected-desktop');

    // The reviews not answered yet, from the Reviews screen's filters.
    await page.goto(`${app.url}/reviews?source=google&unanswered=true`);
    const reviews = page.getByTestId('google-review');
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(2);
    const tom = reviews.filter({ hasText: 'Tom Walker' });
    const matched = reviews.filter({ hasText: 'Aroha N.' });
    await matched.getByText('From Aroha Ngata via Korero').waitFor();
    await tom.getByRole('button', { name: 'Answer' }).click();
    await tom.getByRole('button', { name: 'Suggest a reply' }).click();
    const box = tom.getByRole('textbox');
    await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toMatch(/Tom/);
    const suggested = await box.inputValue();
    // Korero's suggestion keeps to the review's own words: no offers, no names it did not give.
    expect(suggested).not.toMatch(/discount|refund|voucher|free|update your review/i);
    const edited = `${suggested} Call Rangi on the office line any time.`;
    await box.fill(edited);
    await screenshot(page, 'google-reviews-answer-desktop');
    await tom.getByRole('button', { name: 'Post reply' }).click();
    await page.getByTestId('toast').getByText('Reply posted on Google').waitFor();
    expect(google.reviewsOf().find((r) => r.reviewId === 'r-tom')?.reviewReply?.comment).toBe(edited);
    // Answered now, so it leaves "not answered yet" once the list refreshes.
    await expect.poll(() => reviews.filter({ hasText: 'Tom Walker' }).count(), { timeout: 10_000 }).toBe(0);

    // The customer who chose Google posted: their submission says so, and the posted rate counts them.
    await page.goto(`${app.url}/reviews?source=korero`);
    await page.getByText(/Posted on Google ✓/).waitFor();
    await screenshot(page, 'google-posted-submission-desktop');
    await page.goto(`${app.url}/analytics?tab=google-posted`);
    await expect
      // The tab's module loads when the tab is drawn: slow on a loaded machine.
      .poll(async () => (await page.getByTestId('posted-sentence').textContent({ timeout: 10_000 })) ?? '', { timeout: 30_000 })
      .toContain('Of the 1 customer who chose Google, 1 posted: 100%');
    await screenshot(page, 'google-posted-rate-desktop');
    expect(errors).toEqual([]);
  });

  it('reads and answers on a phone, and shows the rating on the dashboard', async () => {
    const { page, errors } = await signedInContext(browser, app.url, 'rangi', PASSWORD, PHONE);
    await page.goto(`${app.url}/dashboard`);
    const dash = page.getByTestId('google-dashboard-card');
    await dash.waitFor({ timeout: 15_000 });
    // The card draws its frame at once and its summary when that answers: wait for the figures.
    await expect.poll(async () => (await dash.textContent()) ?? '', { timeout: 15_000 }).toMatch(/3 reviews|3 Google reviews/);
    await screenshot(page, 'google-dashboard-phone');

    await page.goto(`${app.url}/reviews?source=google`);
    const mere = page.getByTestId('google-review').filter({ hasText: 'Mere Kingi' });
    await mere.waitFor();
    await mere.getByText('Thanks Mere!').waitFor();
    await mere.getByRole('button', { name: 'Edit reply' }).click();
    await mere.getByRole('textbox').fill('Thanks Mere, a pleasure to work on your gas fitting.');
    await mere.getByRole('button', { name: 'Save reply' }).click();
    await page.getByTestId('toast').getByText('Reply updated on Google').waitFor();
    expect(google.reviewsOf().find((r) => r.reviewId === 'r-mere')?.reviewReply?.comment).toBe(
      'Thanks Mere, a pleasure to work on your gas fitting.',
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'google-reviews-phone');
    expect(errors).toEqual([]);
  });
});
