import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, startApp, type RunningApp } from './support/app.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  // A support address of this deployment's own: every page shows the configured one.
  app = await startApp({ env: { SUPPORT_EMAIL: 'help@korero-nz.example' } });
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
    expect(await request.getAttribute('href')).toMatch(/^mailto:help@korero-nz\.example\?subject=Data%20deletion%20request&body=/);
    expect(await page.getByRole('main').getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/account');
    expect(await footerLink(page, 'Contact Support').getAttribute('href')).toBe('mailto:help@korero-nz.example');
    await screenshot(page, 'help-data-deletion-desktop');

    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy');
    await heading(page, 'Privacy Policy');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers written step-by-step guides, and no dead Watch buttons, when no video is published', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/demo-videos`);
    await heading(page, 'How-to Guides');
    const guides = page.getByTestId('guide');
    await guides.first().waitFor();
    expect(await guides.count()).toBeGreaterThanOrEqual(9);
    expect(await page.getByTestId('video-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Watch|Play/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Contact Support' }).first().getAttribute('href')).toMatch(
      /^mailto:help@korero-nz\.example/,
    );
    // A guide opens at its steps, which start from the page it describes.
    const sending = page.getByRole('article', { name: 'Send a review invitation' });
    expect(await sending.getByRole('listitem').first().isVisible()).toBe(false);
    await sending.getByText('Send a review invitation').click();
    await sending.getByRole('listitem').first().waitFor();
    expect(await sending.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    expect(await sending.getByRole('link', { name: 'Open New Invite' }).getAttribute('href')).toBe('/invites');
    await screenshot(page, 'help-guides-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a published video on the page; a failed video list still leaves the guides', async () => {
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
      url: 'https://videos.nz.example/intro.mp4',
    };
    await page.route('**/api/help/demo-videos', (route) => route.fulfill({ json: { data: [video] } }));
    await page.goto(`${app.url}/demo-videos`);
    await heading(page, 'How-to Videos and Guides');
    const player = page.getByTestId('video-card').locator('video');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe('https://videos.nz.example/intro.mp4');
    expect(await player.getAttribute('controls')).not.toBeNull();
    const open = page.getByRole('link', { name: /Open in a new tab/ });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toBe('noopener noreferrer');
    await screenshot(page, 'help-videos-and-guides-desktop');

    await page.unroute('**/api/help/demo-videos');
    await page.route('**/api/help/demo-videos', (route) => route.fulfill({ status: 503, json: { error: 'Korero is busy right now' } }));
    await page.reload();
    await heading(page, 'How-to Guides');
    await page.getByTestId('guide').first().waitFor();
    expect(await page.getByTestId('video-card').count()).toBe(0);
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
      ['/demo-videos', 'How-to Guides', 'help-guides-phone'],
    ] as const;
    for (const [path, title, shot] of pages) {
      await page.goto(`${app.url}${path}`);
      await heading(page, title);
      if (path === '/demo-videos') await page.getByTestId('guide').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await screenshot(page, shot);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
