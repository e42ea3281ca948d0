import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { businessReport, technicianReport } from '../../modules/weekly/server/email/weekly-email.ts';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, seriousAxeFindings } from './support/app.ts';

// The weekly report as composed for the email (every line present: Google, rejected replies and compliance running).
const PARTS = {
  publicUrl: 'https://reviews.nz.example',
  businessName: 'Tāmaki Makaurau Plumbing & Drainage Ltd',
  weekLabel: '23 November – 29 November 2026',
  now: new Date('2026-11-29T19:05:00Z'),
  unsubscribeUrl: `https://reviews.nz.example/weekly/unsubscribe/${'a'.repeat(43)}`,
};
const FIGURES = {
  invitationsSent: 42,
  answers: 17,
  googlePosted: 9,
  repliesRejected: 1,
  followUps: { unresolved: 3, oldestOpenedAt: new Date('2026-11-23T01:00:00Z') },
  coverage: { jobs: 50, invited: 42, percentage: 84 },
  technicians: [
    { name: 'Hemi Walker', asks: 25, answers: 11 },
    { name: 'Wiremu Tane-Kawhia Whakarongotai', asks: 17, answers: 6 },
  ],
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the weekly report email drawn in Chromium', () => {
  for (const [device, name, width] of [
    [PHONE, 'weekly-email-phone', 390],
    [DESKTOP, 'weekly-email-desktop', 1280],
  ] as const) {
    it(`shows every figure as a link to its screen, nothing off the side, no serious axe finding, at ${width} px`, async () => {
      const email = await businessReport(FIGURES, PARTS);
      const context = await browser.newContext(device);
      const { page, errors } = await newPage(context);
      await page.setContent(email.html, { waitUntil: 'load' });
      expect(await page.getByText(PARTS.businessName, { exact: true }).isVisible()).toBe(true);
      for (const [value, href] of [
        ['42', '/invites'],
        ['17', '/reviews'],
        ['9', '/reviews?source=google'],
        ['3', '/follow-ups'],
        ['84%', '/compliance'],
      ])
        expect(await page.getByRole('link', { name: value, exact: true }).getAttribute('href')).toBe(`${PARTS.publicUrl}${href}`);
      expect(await page.getByRole('row', { name: /Hemi Walker/ }).textContent()).toBe('Hemi Walker2511');
      expect(await page.getByRole('link', { name: 'Unsubscribe from the weekly report' }).getAttribute('href')).toBe(PARTS.unsubscribeUrl);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await page.getByRole('link', { name: 'Open your dashboard' }).boundingBox())!.height).toBeGreaterThanOrEqual(40);
      expect((await seriousAxeFindings(page)).map((v) => v.id)).toEqual([]);
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reads as plain text: each figure, its screen, the people, and how to stop it', async () => {
    const { text } = await businessReport(FIGURES, PARTS);
    expect(text).toBe(
      [
        'Tāmaki Makaurau Plumbing & Drainage Ltd: 23 November – 29 November 2026',
        '',
        'Here is how Tāmaki Makaurau Plumbing & Drainage Ltd did last week.',
        '',
        'Invitations sent: 42',
        '  https://reviews.nz.example/invites',
        'Answers from customers: 17',
        '  https://reviews.nz.example/reviews',
        'Google reviews posted by your customers: 9',
        '  https://reviews.nz.example/reviews?source=google',
        'Replies Google rejected: 1',
        '  https://reviews.nz.example/reviews?source=google',
        'Follow-ups still open: 3',
        '  The oldest has waited 6 days.',
        '  https://reviews.nz.example/follow-ups',
        'Compliance coverage: 84%',
        '  42 of 50 jobs asked for a review.',
        '  https://reviews.nz.example/compliance',
        '',
        'Asks and answers by person:',
        '- Hemi Walker: asked 25, answered 11',
        '- Wiremu Tane-Kawhia Whakarongotai: asked 17, answered 6',
        '  https://reviews.nz.example/invites',
        '',
        'Open your dashboard: https://reviews.nz.example/',
        '',
        '—',
        'You get this every Monday as a person in Tāmaki Makaurau Plumbing & Drainage Ltd on Korero.',
        `Unsubscribe from the weekly report: ${PARTS.unsubscribeUrl}`,
      ].join('\n'),
    );
  });

  it('gives a technician their own shorter one, drawn as cleanly on a phone', async () => {
    const email = await technicianReport({ asks: 4, answers: 1 }, PARTS);
    expect(email.text).toContain('Customers you asked for a review: 4\n  https://reviews.nz.example/ask\nOf them, answered: 1');
    expect(email.text).not.toContain('Compliance');
    const context = await browser.newContext(PHONE);
    const { page } = await newPage(context);
    await page.setContent(email.html, { waitUntil: 'load' });
    expect(await page.getByRole('link', { name: 'Ask for a review' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await seriousAxeFindings(page)).map((v) => v.id)).toEqual([]);
    await screenshot(page, 'weekly-email-technician-phone');
    await context.close();
  });
});
