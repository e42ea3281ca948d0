import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { billingPort } from '@korero/core/sdk';
import { DESKTOP, freePort, launchBrowser, PHONE, screenshot, startApp, type RunningApp } from './support/app.ts';

// Issue 37 in the browser: a business's own website, on another site with a strict CSP, pastes the snippet. The
// widget draws the reviews in its shadow root, nothing on the page moves, and the console stays clean.

const MARKUP = '<img src=x onerror="window.__pwned=1"> Fixed the cylinder the same day.';
/** An image the host's CSP refuses, loaded by the test itself: its report says earlier ones are in. */
const SENTINEL = 'https://sentinel.invalid';
let app: RunningApp;
let browser: Browser;
let host: Server;
let hostUrl = '';
let owner: Awaited<ReturnType<RunningApp['t']['signUp']>>;
let snippet = '';

/** The host's CSP: Korero's origin for the script and its one request, nothing else from anywhere. */
const hostCsp = (korero: string) =>
  `default-src 'none'; script-src ${korero}; connect-src ${korero}; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'`;

// Styles a host might have that would wreck an embedded widget without a shadow root.
const HOST_CSS =
  'body{font:18px/1.6 Georgia,serif;margin:0 auto;max-width:60rem;padding:16px} p,span,article{color:#b91c1c !important;font-family:monospace !important} button{display:none}';

const hostPage =
  () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rangi Plumbing</title><link rel="stylesheet" href="/host.css"></head><body>
<h1>Rangi Plumbing, Petone</h1><p>Hot water, gas fitting and drains since 1998.</p>
${snippet}
<p id="after">Call us on 04 000 0000.</p></body></html>`;

const sql = (query: string, params: unknown[]) => app.t.kernel.db.withContext(() => app.t.kernel.db.em.execute(query, params));

async function shownSubmission(customerName: string, text: string, stars: number) {
  const invite = await owner.post('/api/invites', { customerName, jobDescription: 'Hot water', jobLocation: 'Petone' });
  const res = await app.t.anonymous().post(`/api/reviews/submit/${invite.body.data.inviteToken}`, {
    starRating: stars,
    generatedReview: text,
    reviewDestination: 'google',
    consent: true,
    showOnWebsite: true,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  owner = await app.t.signUp('rangi');
  await owner.patch('/api/profile', { businessName: 'Rangi Plumbing', email: 'office@rangi.example' });
  await app.t.kernel.db.withContext(() => app.t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
  await shownSubmission('Mere Kahukura', MARKUP, 5);
  await shownSubmission(
    'Hemi Parata',
    'Friendly, tidy and explained everything. The new cylinder has been perfect through a cold week.',
    4,
  );
  await sql(
    `insert into google_connection (business_id, connected_by, refresh_token_sealed, location_name, place_id, average_rating, total_reviews, connected_at, last_sync_at)
     values (?, ?, 'sealed', 'locations/1', 'ChIJ-e2e-example', 4.7, 23, now(), now())`,
    [owner.userId, owner.userId],
  );
  const id = randomUUID();
  await sql(
    `insert into google_review (id, business_id, google_name, reviewer, star_rating, comment, created_at, updated_at, first_seen_at, last_seen_at)
     values (?, ?, ?, 'Tom Walker', 5, 'Great gas fitting, fair price.', now() - interval '3 days', now(), now(), now())`,
    [id, owner.userId, `accounts/1/locations/1/reviews/${id}`],
  );
  const korero = new URL(app.url).origin;
  // Another site: "localhost" is not 127.0.0.1's site, so the browser treats every Korero request as cross-site.
  const port = await freePort();
  host = createServer((req, res) => {
    if (req.url === '/host.css') return res.writeHead(200, { 'content-type': 'text/css' }).end(HOST_CSS);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': hostCsp(korero) }).end(hostPage());
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await app?.close();
});

/** Opens the host page; collects console errors, CSP violations and layout shifts from its first moment. */
async function openHost(device: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext({ ...device });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __violations: string[]; __shifts: PerformanceObserver };
    w.__shift = 0;
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    w.__shifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) w.__shift += entry.value;
    });
    w.__shifts.observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(hostUrl);
  return { context, page, problems };
}

const useLayout = async (layout: 'badge' | 'carousel' | 'list', enabled = true) => {
  const res = await owner.put('/api/showcase', { enabled, layout });
  expect(res.status).toBe(200);
  snippet = res.body.data.snippet;
};

describe('the widget on another site with a strict CSP', () => {
  for (const [label, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const layout of ['carousel', 'list', 'badge'] as const) {
      it(`draws the ${layout} at ${device.viewport.width} px without moving the page or a console error`, async () => {
        await useLayout(layout);
        const { context, page, problems } = await openHost(device);
        try {
          const widget = page.locator('[data-korero-widget]');
          const reserved = await widget.boundingBox();
          if (layout === 'badge') await widget.getByText('23 reviews').waitFor();
          else await widget.getByText('Mere K. ·', { exact: false }).first().waitFor();
          // The box it reserved is the box it draws in; the height may round to the device pixel (248.8 px → 249).
          const drawn = (await widget.boundingBox())!;
          expect({ x: drawn.x, y: drawn.y, width: drawn.width }).toEqual({ x: reserved!.x, y: reserved!.y, width: reserved!.width });
          expect(Math.abs(drawn.height - reserved!.height)).toBeLessThan(0.5);
          const after = await page.locator('#after').boundingBox();
          expect(after!.y).toBeGreaterThanOrEqual(reserved!.y + reserved!.height);
          // Drawn in a shadow root with the host's styles kept out: the host's red monospace never reaches it.
          const inside = await widget.evaluate((el) => {
            const root = el.shadowRoot!;
            const p = root.querySelector('.m, .r');
            return {
              sheets: root.adoptedStyleSheets.length,
              font: p ? getComputedStyle(p).fontFamily : '',
              images: root.querySelectorAll('img').length,
            };
          });
          expect(inside.sheets).toBe(1);
          expect(inside.font).not.toContain('monospace');
          expect(inside.images).toBe(0);
          if (layout !== 'badge') {
            // The review's markup shows as text and never runs.
            await expect(
              widget.getByText('<img src=x onerror="window.__pwned=1"> Fixed the cylinder', { exact: false }).count(),
            ).resolves.toBe(1);
            await expect(widget.getByText('Tom Walker ·', { exact: false }).count()).resolves.toBe(1);
            expect(await widget.getByText('on Google', { exact: false }).count()).toBeGreaterThan(0);
            expect(await widget.getByText('Collected by Korero', { exact: false }).count()).toBeGreaterThan(0);
            expect(await widget.getByText('Kahukura').count()).toBe(0);
          }
          expect(await widget.getByRole('link', { name: /on Google/ }).getAttribute('href')).toBe(
            'https://search.google.com/local/reviews?placeid=ChIJ-e2e-example',
          );
          // What could still be on its way once the widget is drawn has its turn before the page is read, each after a
          // signal rather than a fixed wait (the widget sets no timers).
          const state = await page.evaluate(async (sentinel) => {
            const w = window as unknown as { __shift: number; __violations: string[]; __pwned?: number; __shifts: PerformanceObserver };
            // A layout shift is measured when a frame is drawn: two frames on, take what the observer holds undelivered.
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            for (const entry of w.__shifts.takeRecords() as Array<PerformanceEntry & { value: number }>) w.__shift += entry.value;
            // The markup's image address, loaded now, fails as an injected <img src=x> would have: once this one has
            // failed, an injected one's onerror has had its turn (to run, or to be refused by the CSP).
            await new Promise((resolve) => {
              const img = new Image();
              img.addEventListener('error', resolve);
              img.addEventListener('load', resolve);
              img.src = 'x';
            });
            // A violation of our own (an image from elsewhere, refused by img-src): once it is reported, any earlier one is.
            await new Promise((resolve) => {
              document.addEventListener('securitypolicyviolation', (e) => e.blockedURI.startsWith(sentinel) && resolve(null));
              new Image().src = `${sentinel}/after.png`;
            });
            return { shift: w.__shift, violations: w.__violations.filter((v) => !v.includes(sentinel)), pwned: w.__pwned ?? 0 };
          }, SENTINEL);
          expect(state).toEqual({ shift: 0, violations: [], pwned: 0 });
          expect(problems.filter((p) => !p.includes(SENTINEL))).toEqual([]);
          expect(await context.cookies()).toEqual([]);
          await screenshot(page, `showcase-widget-${layout}-${label}`);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('renders nothing, and leaves the host page as it was, when switched off', async () => {
    await useLayout('carousel', false);
    const { context, page, problems } = await openHost(PHONE);
    try {
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-korero-widget]').evaluate((el) => el.shadowRoot === null)).toBe(true);
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the public page on a phone, and 404 when switched off', async () => {
    await useLayout('carousel', true);
    const slug = (await owner.get('/api/showcase')).body.data.slug;
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    try {
      const res = await page.goto(`${app.url}/b/${slug}`);
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Rangi Plumbing' }).waitFor();
      await page.getByRole('link', { name: 'Write a review on Google' }).waitFor();
      expect(await page.getByText('<img src=x', { exact: false }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
      await screenshot(page, 'showcase-page-phone');
      await useLayout('carousel', false);
      // This browser keeps the page five minutes (Cache-Control); a visitor who never saw it gets the 404.
      expect((await app.t.anonymous().get(`/b/${slug}`)).status).toBe(404);
    } finally {
      await context.close();
    }
  });
});
