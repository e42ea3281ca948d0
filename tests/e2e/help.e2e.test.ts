import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, startApp, type RunningApp } from './support/app.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Waits for the page's one h1 and checks it is the only one. */
async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await page.locator('h1').count()).toBe(1);
}

const footerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name });

describe('help and legal pages in Chromium, signed out', () => {
  it('opens the legal pages without signing in, and the footer moves between them', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);

    await page.goto(`${app.url}/privacy-policy`);
    await heading(page, 'Privacy Policy');
    await page.getByText('Last updated 20 August 2025').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'The Privacy Act 2020' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${app.url}/privacy-policy`);
    await screenshot(page, 'help-privacy-desktop');

    await footerLink(page, 'Terms of Service').click();
    await page.waitForURL('**/terms-of-service');
    await heading(page, 'Terms of Service');
    await page.getByText('Last updated 20 August 2025').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Honest reviews' }).isVisible()).toBe(true);
    await screenshot(page, 'help-terms-desktop');

    await footerLink(page, 'Delete Your Data').click();
    await page.waitForURL('**/data-deletion');
    await heading(page, 'Data Deletion Request');
    const request = page.getByRole('link', { name: 'Email a deletion request' });
    expect(await request.getAttribute('href')).toMatch(/^mailto:support@korero\.co\.nz\?subject=Data%20deletion%20request&body=/);
    expect(await page.getByRole('main').getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    await screenshot(page, 'help-data-deletion-desktop');

    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await heading(page, 'Privacy Policy');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the demo videos and filters them by category', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/demo-videos`);
    await heading(page, 'Demo Videos');
    const cards = page.getByTestId('video-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(9);
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Contact Support' }).first().getAttribute('href')).toMatch(
      /^mailto:support@korero\.co\.nz/,
    );
    // No deployment links are set by default: every Watch Video button is disabled, and says why.
    expect(await page.getByRole('button', { name: 'Watch Video' }).count()).toBe(9);
    for (const button of await page.getByRole('button', { name: 'Watch Video' }).all()) expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText('This deployment hasn’t published the link yet.').count()).toBe(5);
    await screenshot(page, 'help-demo-videos-desktop');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = cards.filter({ hasText: 'Understanding your analytics' });
    await analytics.waitFor();
    expect(await analytics.getByText('Coming Soon').isVisible()).toBe(true);
    expect(await analytics.getByText('12:40').isVisible()).toBe(true);
    expect(await cards.count()).toBe(2);

    await page.getByRole('tab', { name: 'Integrations' }).click();
    await cards.filter({ hasText: 'Facebook Messenger integration' }).waitFor();
    expect(await cards.count()).toBe(1);

    await page.getByRole('tab', { name: 'Getting Started' }).click();
    await cards.filter({ hasText: 'Getting started with Korero' }).waitFor();
    expect(await cards.count()).toBe(3);

    await page.getByRole('tab', { name: 'Core Features' }).click();
    await cards.filter({ hasText: 'Sending review invitations' }).waitFor();
    expect(await cards.count()).toBe(3);

    await page.getByRole('tab', { name: 'All' }).click();
    await cards.nth(8).waitFor();
    expect(await cards.count()).toBe(9);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a published video in a new tab, and says so when the list cannot load', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const video = {
      id: 'intro',
      title: 'A published video',
      description: 'Set by the deployment.',
      duration: '2:05',
      difficulty: 'Beginner',
      category: 'setup',
      icon: 'rocket',
      url: 'https://videos.nz.example/intro',
    };
    await page.route('**/api/help/demo-videos', (route) =>
      route.fulfill({
        json: { data: [video, { ...video, id: 'soon', title: 'Not yet', url: 'https://videos.nz.example/soon', comingSoon: true }] },
      }),
    );
    await page.goto(`${app.url}/demo-videos`);
    const watch = page.getByRole('link', { name: /Watch Video/ });
    await watch.waitFor();
    expect(await watch.count()).toBe(1);
    expect(await watch.getAttribute('href')).toBe('https://videos.nz.example/intro');
    expect(await watch.getAttribute('target')).toBe('_blank');
    expect(await watch.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      await page.getByTestId('video-card').filter({ hasText: 'Not yet' }).getByRole('button', { name: 'Watch Video' }).isDisabled(),
    ).toBe(true);

    await page.unroute('**/api/help/demo-videos');
    await page.route('**/api/help/demo-videos', (route) => route.fulfill({ status: 503, json: { error: 'Korero is busy right now' } }));
    await page.reload();
    await page.getByText('The videos couldn’t be loaded').waitFor();
    expect(await page.getByText('Korero is busy right now').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone-sized screen without sideways scrolling', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    const pages = [
      ['/privacy-policy', 'Privacy Policy', 'help-privacy-phone'],
      ['/terms-of-service', 'Terms of Service', 'help-terms-phone'],
      ['/data-deletion', 'Data Deletion Request', 'help-data-deletion-phone'],
      ['/demo-videos', 'Demo Videos', 'help-demo-videos-phone'],
    ] as const;
    for (const [path, title, shot] of pages) {
      await page.goto(`${app.url}${path}`);
      await heading(page, title);
      if (path === '/demo-videos') await page.getByTestId('video-card').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await screenshot(page, shot);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
