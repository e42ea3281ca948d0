import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestAgent } from '@korero/core/testing';
import {
  enrolAuthenticatorApp,
  launchBrowser,
  quietNetwork,
  screenshotFailure,
  startApp,
  type RunningApp,
  submitSignIn,
  seriousAxeFindings,
} from './support/app.ts';

/**
 * The signed-in navigation holds every switched-on module's pages at every width from a small phone to a wide
 * desktop: each nav entry the server lists is a visible link, or one inside "More" (wide screens) or the menu
 * (narrower), nothing in the header overlaps, the page never scrolls sideways and axe finds nothing serious. Checked
 * with every module on, with half of them switched off by an administrator, and with many more entries than Korero
 * has today (added to the page's module list, as a deployment with more modules would send).
 */

const PASSWORD = 'kia kaha 2026';
const ADMIN_CODE = 'NAVIGATION-ADMIN-CODE';
const WIDTHS = [360, 390, 768, 1024, 1280, 1440] as const;
/** The shell puts every link in the menu below this width. */
const WIDE = 1024;
/**
 * Axe at one phone and one desktop width, for each state and with its menu or More list open: contrast and names are
 * the same at every width, and these two draw the two layouts (the menu below WIDE, More above it). Every width
 * checks reachability, overlaps and sideways scrolling. Screenshots only of what failed (decision 0039).
 */
const AXE_WIDTHS: readonly number[] = [390, 1280];
/** Switched off for the "half off" state, dependents first: six of the twelve installed modules. */
const HALF = ['integrations', 'competitors', 'jobsystems', 'compliance', 'analytics', 'messenger', 'teams'];

interface NavItem {
  to: string;
  label: string;
  access?: 'user' | 'admin';
  roles?: Array<'owner' | 'manager' | 'technician'>;
}

let app: RunningApp;
let browser: Browser;
let admin: TestAgent;

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_SETUP_TOKEN: ADMIN_CODE } });
  browser = await launchBrowser();
  // A long username: the header gives it room, so it is what pushes links into More.
  await app.t.signUp('rangimarie-te-whiu', PASSWORD);
  admin = await app.t.signUp('kaitiaki', PASSWORD);
  expect((await admin.post('/api/admin-setup', { code: ADMIN_CODE })).status).toBe(200);
  await enrolAuthenticatorApp(app, admin, 'kaitiaki');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * The nav entries the server lists now, as the shell shows them to this person (an owner of their business: the
 * entries for other roles, such as a technician's page, are not theirs; administrators' entries for administrators).
 */
async function listedNav(isAdmin: boolean): Promise<NavItem[]> {
  const body = (await app.t.anonymous().get('/api/modules')).body as { data: Array<{ nav: NavItem[] }> };
  return body.data
    .flatMap((m) => m.nav)
    .filter((item) => (item.access === 'admin' ? isAdmin : (item.roles ?? ['owner', 'manager']).includes('owner')));
}

/** Many more entries than today's modules bring, put into the page's own module list and GET /api/modules. */
const EXTRA: NavItem[] = Array.from({ length: 10 }, (_, i) => ({ to: `/extra-${i + 1}`, label: `Extra feature ${i + 1}` }));
async function addExtraEntries(context: BrowserContext): Promise<void> {
  const widen = (body: { data: Array<{ nav: NavItem[] }> }) => {
    body.data[0]!.nav.push(...EXTRA.map((item, i) => ({ ...item, order: 70 + i })));
    return body;
  };
  await context.route(
    (url) => url.origin === app.url && !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="korero-modules">)(.*?)(<\/script>)/s,
        (_all, open: string, json: string, close: string) => `${open}${JSON.stringify(widen(JSON.parse(json)))}${close}`,
      );
      await route.fulfill({ response, body: html });
    },
  );
  await context.route(`${app.url}/api/modules`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: widen(await response.json()) });
  });
}

/** Each person signs in once through the page (sign-in is rate limited); later contexts carry that session. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();
async function sessionOf(who: 'owner' | 'admin') {
  if (!sessions.has(who)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/auth`);
    await submitSignIn(page, who === 'owner' ? 'rangimarie-te-whiu' : 'kaitiaki', PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    sessions.set(who, await context.cookies());
    await context.close();
  }
  return sessions.get(who)!;
}

async function signedIn(
  width: number,
  who: 'owner' | 'admin',
  extra = false,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 800 : 860 },
    ...(phone ? { deviceScaleFactor: 1, isMobile: true, hasTouch: true } : {}),
  });
  if (extra) await addExtraEntries(context);
  await context.addCookies(await sessionOf(who));
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const settled = quietNetwork(page);
  await page.goto(`${app.url}/reviews`);
  await page.locator('#main h1').first().waitFor();
  await settled();
  return { context, page, errors };
}

/** Pairs of things in the header (links, buttons, the owner's name, open menus' links) whose boxes overlap. */
async function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const parts = Array.from(header.querySelectorAll('a, button, [data-testid="welcome"]')).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const [a, b] = [parts[i]!, parts[j]!];
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (x > 0.5 && y > 0.5) found.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    // Nothing of the header past the screen's edges.
    for (const el of parts) {
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        found.push(`${name(el)} reaches ${Math.round(box.left)}–${Math.round(box.right)}px`);
    }
    return found;
  });
}

async function axeSerious(page: Page, where: string): Promise<string[]> {
  return (await seriousAxeFindings(page)).map(
    (v) =>
      `${where}: axe ${v.impact} ${v.id} (${v.help}) at ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/**
 * Every entry reachable at this width: a visible link in the header, or one in the opened More list or phone menu.
 * Returns what is wrong; leaves any menu it opened closed again.
 */
async function checkNavigation(page: Page, width: number, expected: NavItem[], where: string): Promise<string[]> {
  const found: string[] = [];
  const axe = AXE_WIDTHS.includes(width);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scroll > width) found.push(`${where}: the page is ${scroll}px wide`);
  found.push(...(await overlaps(page)).map((p) => `${where}: ${p}`));
  if (axe) found.push(...(await axeSerious(page, where)));

  const header = page.locator('header');
  const reachable = new Set<string>();
  if (width >= WIDE) {
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const link of await main.getByRole('link').all()) if (await link.isVisible()) reachable.add((await link.getAttribute('href'))!);
    const more = main.getByRole('button', { name: /^More/ });
    if ((await more.count()) > 0) {
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      const list = page.locator(`#${CSS_ESCAPE(await more.getAttribute('aria-controls'))}`);
      for (const link of await list.getByRole('link').all()) if (await link.isVisible()) reachable.add((await link.getAttribute('href'))!);
      const before = found.length;
      found.push(...(await overlaps(page)).map((p) => `${where} (More open): ${p}`));
      if (axe) found.push(...(await axeSerious(page, `${where} (More open)`)));
      if (found.length > before) await screenshotFailure(page, `navigation-${where}-more`);
      await page.keyboard.press('Escape');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
    }
  } else {
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await header.getByRole('button', { name: 'Close menu' }).waitFor();
    for (const link of await header.locator('nav').getByRole('link').all()) {
      if (await link.isVisible()) reachable.add((await link.getAttribute('href'))!);
    }
    const before = found.length;
    const scrollOpen = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollOpen > width) found.push(`${where} (menu open): the page is ${scrollOpen}px wide`);
    found.push(...(await overlaps(page)).map((p) => `${where} (menu open): ${p}`));
    if (axe) found.push(...(await axeSerious(page, `${where} (menu open)`)));
    if (found.length > before) await screenshotFailure(page, `navigation-${where}-menu`);
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: 'Open menu' }).waitFor();
  }
  for (const item of expected) if (!reachable.has(item.to)) found.push(`${where}: "${item.label}" (${item.to}) cannot be reached`);
  return found;
}

/** CSS.escape for a useId() value (":r1:"), in Node. */
const CSS_ESCAPE = (id: string | null) => (id ?? '').replace(/[^\w-]/g, (c) => `\\${c}`);

async function atWidth(width: number, who: 'owner' | 'admin', state: string, extra = false): Promise<string[]> {
  const expected = [...(await listedNav(who === 'admin')), ...(extra ? EXTRA : [])];
  const { context, page, errors } = await signedIn(width, who, extra);
  const where = `${state}-${who}-${width}`;
  const found = await checkNavigation(page, width, expected, where);
  found.push(...errors.map((e) => `${where}: script error ${e}`));
  if (found.length > 0) await screenshotFailure(page, `navigation-${where}`);
  await context.close();
  return found;
}

describe('the navigation at every width', () => {
  it("lists Competitors, as the spec's navigation does", async () => {
    const nav = await listedNav(false);
    expect(nav.map((n) => n.to)).toEqual(expect.arrayContaining(['/reviews', '/analytics', '/competitors', '/subscription', '/settings']));
  });

  for (const width of WIDTHS) {
    it(`with every module on, holds every module's pages at ${width}px (an owner, and an administrator)`, async () => {
      expect([...(await atWidth(width, 'owner', 'all-on')), ...(await atWidth(width, 'admin', 'all-on'))]).toEqual([]);
    });
  }

  for (const width of WIDTHS) {
    it(`holds ten more entries than today's modules bring at ${width}px`, async () => {
      expect(await atWidth(width, 'owner', 'many', true)).toEqual([]);
    });
  }

  it('"More" works from the keyboard: opens with Enter, arrows move, Escape closes and returns to the button', async () => {
    const { context, page, errors } = await signedIn(1024, 'admin', true);
    const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^More/ });
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`#${CSS_ESCAPE(await more.getAttribute('aria-controls'))}`);
    const links = list.getByRole('link');
    await page.keyboard.press('ArrowDown');
    expect(await links.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await links.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    // Arrow down on the closed button opens it at the first link; following a link closes it and goes there.
    await page.keyboard.press('ArrowDown');
    await links.first().waitFor();
    // Focus moves to the first link once the list is drawn; Enter before that would press the button again.
    await expect.poll(() => links.first().evaluate((el) => el === document.activeElement)).toBe(true);
    const target = await links.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === target);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    // A click elsewhere closes it.
    await more.click();
    await page.locator('#main').click({ position: { x: 5, y: 5 } });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('with half the modules switched off by an administrator', () => {
    beforeAll(async () => {
      for (const id of HALF) expect((await admin.put(`/api/admin/modules/${id}`, { enabled: false })).status).toBe(200);
      expect((await listedNav(false)).map((n) => n.to)).not.toContain('/competitors');
    });
    afterAll(async () => {
      for (const id of [...HALF].reverse()) await admin.put(`/api/admin/modules/${id}`, { enabled: true });
    });

    for (const width of WIDTHS) {
      it(`holds the rest at ${width}px`, async () => {
        expect(await atWidth(width, 'owner', 'half-off')).toEqual([]);
      });
    }

    it("a switched-off module's page says the feature is not available; an unknown one is a plain not-found", async () => {
      const { context, page, errors } = await signedIn(390, 'owner');
      await page.goto(`${app.url}/competitors`);
      await page.getByRole('heading', { name: 'This feature is not available on this site' }).waitFor();
      expect(await page.getByText('Did you forget').count()).toBe(0);
      expect(await axeSerious(page, 'not-available')).toEqual([]);
      await page.goto(`${app.url}/no/such/page`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText('Did you forget').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
