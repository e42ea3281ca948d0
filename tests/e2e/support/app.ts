import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium-flags.ts';
import {
  enrolTotp,
  startTestKernel,
  totpCode,
  type ManualClock,
  type TestAgent,
  type TestKernel,
  type TestKernelOptions,
} from '@korero/core/testing';
import { assertBuiltFromSources, targets } from '../../../scripts/build-inputs.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const screenshotDir = path.join(repoRoot, 'tests/e2e/screenshots');

export interface RunningApp {
  t: TestKernel;
  url: string;
  close(): Promise<void>;
}

/** A port nobody listens on now (so Korero knows its own address, for the links it puts in messages). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Korero with its built front ends, listening on a free port, on a fresh database. */
export async function startApp(options: TestKernelOptions & { atLocalhost?: boolean } = {}): Promise<RunningApp> {
  const { atLocalhost, ...kernelOptions } = options;
  options = kernelOptions;
  const port = await freePort();
  // Passkeys need a site name: WebAuthn refuses an IP address, so such a test browses http://localhost:<port>.
  const site = atLocalhost ? `http://localhost:${port}` : null;
  if (!existsSync(path.join(repoRoot, 'web-shell/dist/index.html'))) {
    throw new Error('The front ends are not built: run `npm test` (it builds first) or `npm run build`.');
  }
  assertBuiltFromSources(targets.filter((t) => t.name !== 'server').map((t) => t.name));
  const t = await startTestKernel({
    startJobs: true,
    ...options,
    env: { PORT: String(port), HOST: '127.0.0.1', ...(site ? { PUBLIC_URL: site } : {}), ...options.env },
    webAssets: {
      shellDir: path.join(repoRoot, 'web-shell/dist'),
      moduleDir: (id) => path.join(repoRoot, 'modules', id, 'web/dist'),
      isEnabled: () => true,
    },
  });
  const address = await t.kernel.app.listen({ port, host: '127.0.0.1' });
  return { t, url: site ?? address, close: () => t.close() };
}

/**
 * The run's one Chromium (support/chromium-server.ts), connected to: `close()` then closes this file's contexts and
 * the connection, not the browser. Run outside the e2e project (no shared one), a Chromium of the file's own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  // Every context as a person who asked for reduced motion, which the app honours (web-kit's theme.css): no test waits
  // out a dialog's or a toast's animation before acting, and no spinner keeps the browser drawing. A test that needs
  // motion asks for it (`reducedMotion: 'no-preference'`).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

/** This file's browser connections, so a failed test can leave a picture of every page it had open. */
const browsers = new Set<Browser>();

/**
 * A picture of each page this file's browsers have open, named for the failed test (support/failure-pictures.ts calls
 * it): what the page showed when the test failed, for the person reading the failure.
 */
export async function screenshotOpenPages(name: string): Promise<void> {
  const pages = [...browsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
  await Promise.all(
    pages.map((page, i) =>
      page
        .screenshot({
          path: path.join(screenshotDir, `failed-${name}${pages.length > 1 ? `-${i + 1}` : ''}.png`),
          fullPage: true,
          timeout: 5000,
        })
        .catch(() => undefined),
    ),
  );
}

/**
 * A 390 px phone: its layout (isMobile widens the layout viewport to fit what is too wide) and touch, drawn at one
 * device pixel per CSS pixel. What fits, what is tapped and what axe finds are in CSS pixels; a quarter of the pixels
 * draws faster, and the walk-through pictures are as wide as the screen (decision 0039).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;

/**
 * Waits until the page has had no request in flight for a moment: its queries have answered and what they draw is
 * drawn. Playwright's 'networkidle' waits 500 ms after the last one on every page; this waits 150 ms.
 */
export function quietNetwork(page: Page, quietMs = 150, timeoutMs = 8000): () => Promise<void> {
  const inFlight = new Set<unknown>();
  let last = Date.now();
  page.on('request', (r) => {
    inFlight.add(r);
    last = Date.now();
  });
  const done = (r: unknown) => {
    inFlight.delete(r);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A navigation drops the requests of the page before it.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) inFlight.clear();
  });
  return async () => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (inFlight.size === 0 && Date.now() - last >= quietMs) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`requests still in flight after ${timeoutMs} ms`);
  };
}

/** A page that fails the test on any uncaught error in the browser. */
export async function newPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * The walk-through pictures a test takes at its steps, for a person checking how screens look: written when
 * KORERO_SCREENSHOTS=1 (`KORERO_SCREENSHOTS=1 npm test`), skipped otherwise, since a full-page picture costs the
 * browser a PNG encode each (decision 0039). A failed test always leaves pictures of its open pages.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!WALKTHROUGH) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
const WALKTHROUGH = ['1', 'true'].includes(process.env.KORERO_SCREENSHOTS ?? '');

/** A picture of a page that failed a check, whatever KORERO_SCREENSHOTS says. */
export async function screenshotFailure(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Counts React DOM renderers as they register with the devtools hook: more than one means two copies of React. */
export const COUNT_REACT_RENDERERS = `
  window.__reactRenderers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { window.__reactRenderers.push(renderer.version); this.renderers.set(this.renderers.size + 1, renderer); return this.renderers.size; },
    onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
`;

/** Signs up through the /auth page and waits for the signed-in shell. */
export async function signUpInBrowser(page: Page, baseUrl: string, username: string, password = 'kia kaha 2026'): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@co-nz.example`);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.locator('#main').waitFor();
}

/** Authenticator-app secrets of the accounts tests enrolled (enrolAuthenticatorApp), so signing in can type their codes. */
const appSecrets = new Map<string, { secret: string; clock: ManualClock }>();

/**
 * Sets up an authenticator app for a signed-in client (an administrator must have one before the admin area opens),
 * and remembers its secret: submitSignIn then answers the second step for that account.
 */
export async function enrolAuthenticatorApp(
  app: RunningApp,
  agent: TestAgent,
  username: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const enrolled = await enrolTotp(agent, app.t.clock.now());
  appSecrets.set(username.toLowerCase(), { secret: enrolled.secret, clock: app.t.clock });
  return enrolled;
}

/**
 * Fills the sign-in form on the page that shows it (/auth) and presses Sign In; for an account with an authenticator
 * app (enrolAuthenticatorApp), types its code at the second step. What follows is the caller's to check.
 */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const known = appSecrets.get(username.toLowerCase());
  if (!known) return;
  const second = page.getByRole('form', { name: 'Second step' });
  await second.waitFor();
  // The app's clock moves to a new 30-second step: a code is never accepted twice, and tests sign in often.
  known.clock.advance(30_000);
  await second.getByLabel('Code from your authenticator app').fill(totpCode(known.secret, known.clock.now()));
  await second.getByRole('button', { name: 'Verify' }).click();
}

/** A new browser context (downloads allowed) signed in as an existing owner, on the page sign-in leads to. */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
  device: typeof PHONE | typeof DESKTOP,
): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const context = await browser.newContext({ ...device, acceptDownloads: true });
  const { page, errors } = await newPage(context);
  await page.goto(`${baseUrl}/auth`);
  await submitSignIn(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return { page, errors, context };
}

/** A small real PNG (16×16, two colours) for upload tests. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJklEQVR42mNkYPjPQApgYiARjGoY1TCqYVTDqIZRDaMaRjWMaiAVAAB9CwEBvLV9ZgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What a download holds, as text. Saved through the browser's connection (`saveAs`): the run's one Chromium is
 * connected to, not launched, and such a browser keeps no local `path()` for a download.
 */
export async function downloadedText(download: Download): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'korero-download-'));
  try {
    const file = path.join(dir, download.suggestedFilename() || 'download');
    await download.saveAs(file);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Axe's serious and critical findings on the page as it stands. Only the violations are collected: the details of
 * every rule that passed cost most of a run and are never read. A page without frames is checked by axe in the page
 * itself (legacy mode): the builder's default opens a new blank page for each analysis to gather frames' results,
 * which took 0.6–2 s a page where the run itself took 0.1–0.4 s. A page with a frame keeps the default, which also
 * checks what the frame holds (legacy mode skipped a srcdoc frame's image without alt text).
 */
export async function seriousAxeFindings(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>['violations']> {
  const framed = (await page.locator('iframe').count()) > 0;
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(!framed)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
