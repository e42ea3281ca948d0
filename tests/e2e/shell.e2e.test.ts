import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request as PlaywrightRequest } from 'playwright-core';
import {
  COUNT_REACT_RENDERERS,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  startApp,
  type RunningApp,
  submitSignIn,
} from './support/app.ts';

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

describe('the shell, sign-in and teams in Chromium', () => {
  it('a signed-out visit to / lands on /auth; an unknown route shows the 404 page', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    // Being signed out is not an error: no request fails and the console stays clean (the shell asks /api/session).
    const failures: string[] = [];
    page.on('response', (r) => (r.status() >= 400 ? failures.push(`${r.status()} ${r.url()}`) : undefined));
    page.on('console', (m) => (m.type() === 'error' ? failures.push(m.text()) : undefined));
    await page.goto(`${app.url}/`);
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    await page.goto(`${app.url}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor();
    // Plain words for a person, not the router's note for developers.
    expect(await page.getByText('There is no page at this address').isVisible()).toBe(true);
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens /auth as the lean sign-in page; every way out of it brings the shell', async () => {
    await app.t.signUp('tama', 'kia kaha 2026');
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    const scripts: string[] = [];
    page.on('request', (r) => (r.resourceType() === 'script' ? scripts.push(new URL(r.url()).pathname) : undefined));
    await page.goto(`${app.url}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    // One script of its own: no shell, no shared facade, no module's remote.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/sign-in\/assets\/index-[\w-]+\.js$/);
    // The modules' agreements are there from the module list, as in the shell.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('link', { name: 'Terms of Service' }).first().waitFor();
    await page.getByRole('tab', { name: 'Sign In' }).click();

    // "Forgot password?" is the shell's page, loaded in full.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: /forgot/i }).waitFor();
    expect(scripts.some((s) => s.startsWith('/assets/'))).toBe(true);
    await page.goBack();
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();

    // A wrong password keeps the page and says so (the toast's code arrives with the message).
    await submitSignIn(page, 'tama', 'not the password');
    await page.getByTestId('toast').getByText('Login failed').waitFor();
    await submitSignIn(page, 'tama', 'kia kaha 2026');
    await page.getByTestId('dashboard-hero').waitFor();
    await screenshot(page, 'lean-sign-in-then-dashboard-phone');

    // Signed in, /auth sends the owner on to the dashboard.
    await page.goto(`${app.url}/auth`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('dashboard-hero').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a signed-in owner the 404 page inside the app, with the app's navigation kept", async () => {
    await app.t.signUp('nohea', 'kia kaha 2026');
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/auth`);
    await submitSignIn(page, 'nohea', 'kia kaha 2026');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${app.url}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('heading', { name: 'Teams & Members' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the app frame before any script runs (a cold start shows no blank page)', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    const frame = page.getByRole('status', { name: 'Loading' });
    expect(await frame.isVisible()).toBe(true);
    expect(await frame.getByText('Korero', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await screenshot(page, 'shell-cold-start-frame');
    await context.close();
  });

  it('signs up (refusing mismatched passwords), manages a team, signs out and back in', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.addInitScript(COUNT_REACT_RENDERERS);
    await page.goto(`${app.url}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Username').fill('aroha');
    await signUp.getByLabel('Email').fill('aroha@plumbing.example');
    await signUp.getByLabel('Password', { exact: true }).fill('kia kaha 2026');
    await signUp.getByLabel('Confirm password').fill('kia kaha 2025');
    await signUp.getByText('Passwords do not match').waitFor();
    expect(await signUp.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
    await signUp.getByLabel('Confirm password').fill('kia kaha 2026');
    expect(await signUp.getByText('Passwords do not match').count()).toBe(0);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('welcome').textContent()).toContain('aroha');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('heading', { name: 'Teams & Members' }).waitFor();
    await page.getByRole('button', { name: 'Create Your First Team' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await dialog.getByText('Team name is required').waitFor();
    await dialog.getByLabel('Team name').fill('Plumbing crew');
    await dialog.getByLabel('Description').fill('Hutt Valley jobs');
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await page.getByTestId('team-card').getByText('Plumbing crew').waitFor();

    await page.getByTestId('team-card').getByRole('button', { name: 'Add Member' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Wiremu Tane');
    await page.getByRole('dialog').getByLabel('Role').fill('Lead plumber');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Member' }).click();
    await page.getByTestId('team-card').getByText('Wiremu Tane').waitFor();
    expect(await page.getByTestId('team-card').getByText('1 member').isVisible()).toBe(true);
    await screenshot(page, 'teams-desktop');

    // One React, shared by the shell and the remote that drew this page.
    expect(await page.evaluate(() => (window as unknown as { __reactRenderers: string[] }).__reactRenderers)).toHaveLength(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await page.goto(`${app.url}/teams`);
    await page.waitForURL('**/auth');

    await submitSignIn(page, 'aroha', 'wrong password');
    await page.getByTestId('toast').getByText('Login failed').waitFor();
    await submitSignIn(page, 'aroha', 'kia kaha 2026');
    await page.getByTestId('welcome').waitFor();
    await page.goto(`${app.url}/teams`);
    await page.getByText('Wiremu Tane').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone-sized screen, menu included', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${app.url}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Username').fill('mere');
    await signUp.getByLabel('Email').fill('mere@cleaning.example');
    await signUp.getByLabel('Password', { exact: true }).fill('kia kaha 2026');
    await signUp.getByLabel('Confirm password').fill('kia kaha 2026');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('heading', { name: 'Teams & Members' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'teams-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps working when a module front end fails to load', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page } = await newPage(context);
    // Invitations draws in the header and on the dashboard, so the dashboard asks for it.
    await page.route('**/modules/invites/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.goto(`${app.url}/auth`);
    await submitSignIn(page, 'aroha', 'kia kaha 2026');
    await page.getByTestId('welcome').waitFor();
    await page.getByText('Part of Korero could not be loaded').waitFor();
    expect(await page.getByText('Invitations is unavailable right now').isVisible()).toBe(true);
    // The rest of the app still works: another module's page opens.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('heading', { name: 'Teams & Members' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await context.close();
  });

  it('signs out from the dashboard to the sign-in page without asking for what it can no longer see', async () => {
    // An owner of its own, so the test runs alone too (-t).
    await app.t.signUp('rawiri', 'kia kaha 2026');
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    // What the page asks once it has asked to sign out. A card's request already on its way then may fairly
    // come back 401 (on a loaded machine it reaches the server after the session ended); a new one may not.
    const refused: string[] = [];
    const askedSignedOut = new Set<PlaywrightRequest>();
    let signedOut = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/logout')) signedOut = true;
      else if (signedOut) askedSignedOut.add(r);
    });
    page.on('response', (r) =>
      r.status() === 401 && askedSignedOut.has(r.request()) ? refused.push(new URL(r.url()).pathname) : undefined,
    );
    await page.goto(`${app.url}/auth`);
    await submitSignIn(page, 'rawiri', 'kia kaha 2026');
    await page.getByTestId('welcome').waitFor();
    // At once, as a person leaving does: the dashboard's cards are still loading.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Clearing the cache with the dashboard still drawn made its cards ask again, signed out.
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    expect((await context.cookies()).find((c) => c.name === 'korero_session')).toBeUndefined();
    await context.close();
  });

  it("sends the dashboard's frame as its welcome card, with the owner's name, where the app draws it", async () => {
    // The greeting's text, as the browser measures its largest paint.
    const textBox = (heading: Element) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    };
    for (const [name, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await browser.newContext(options);
      const { page, errors } = await newPage(context);
      await page.goto(`${app.url}/auth`);
      await submitSignIn(page, 'aroha', 'kia kaha 2026');
      await page.getByTestId('welcome').waitFor({ state: 'attached' });
      await page.goto(`${app.url}/dashboard`);
      const drawn = await page.getByTestId('dashboard-hero').getByRole('heading', { name: 'Kia ora, aroha' }).evaluate(textBox);
      // The app's code held back: what shows is the frame the server sent.
      await page.route(/\/assets\/bootstrap-/, () => undefined);
      await page.reload({ waitUntil: 'domcontentloaded' });
      const frame = page.getByRole('status', { name: 'Loading' });
      const greeting = frame.getByRole('heading', { name: 'Kia ora, aroha' });
      await greeting.waitFor();
      // The same size in the same place: the app's card, drawn over it, is never a larger paint.
      expect(await greeting.evaluate(textBox)).toEqual(drawn);
      await screenshot(page, `dashboard-frame-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("draws the sign-in screen without the modules' front ends, and holds a module's page until it arrives", async () => {
    const context = await browser.newContext(DESKTOP);
    const { page } = await newPage(context);
    // Every module's remote entry is held back until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route('**/modules/*/remoteEntry.js', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });

    // Signed out, the sign-in screen asks for no module at all.
    await page.goto(`${app.url}/auth`);
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Username').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await submitSignIn(page, 'aroha', 'kia kaha 2026');
    // Signed in with no module loaded: the dashboard's own card is there, its modules' cards are on their way.
    await page.getByTestId('dashboard-hero').waitFor();
    expect(await page.getByRole('status', { name: "Loading the dashboard's cards" }).isVisible()).toBe(true);
    // Only the modules the dashboard draws are asked for: Teams has nothing there.
    expect(asked).toContain('/modules/invites/remoteEntry.js');
    expect(asked).toContain('/modules/business/remoteEntry.js');
    expect(asked).not.toContain('/modules/teams/remoteEntry.js');

    // A module's page opened directly waits for its module instead of calling the address unknown.
    await page.goto(`${app.url}/teams`);
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'Teams & Members' }).waitFor();
    await context.close();
  });
});
