import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../tests/e2e/support/chromium-flags.ts';

export interface Weight {
  path: string;
  scripts: number;
  /** JavaScript the first visit downloads, gzip-compressed (level 9), in KB. */
  jsGzipKb: number;
  jsRawKb: number;
  /** Stylesheets, gzip level 9, in KB. */
  cssGzipKb: number;
  /** Every request the page made until it was usable (its `ready`): document, scripts, styles, images, API calls. */
  requestsToReady: number;
}

export interface PageToWeigh {
  path: string;
  /** A session cookie for signed-in pages. */
  cookie?: { name: string; value: string };
  /** Resolves once the page shows what a person came for. */
  ready: (page: Page) => Promise<unknown>;
}

const kb = (bodies: Buffer[], pack: (b: Buffer) => number) => Math.round(bodies.reduce((n, b) => n + pack(b), 0) / 1024);
const gzip = (b: Buffer) => gzipSync(b, { level: 9 }).length;

async function weigh(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<Omit<Weight, 'path'>> {
  const scripts: Array<Promise<Buffer | null>> = [];
  const styles: Array<Promise<Buffer | null>> = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(response.body().catch(() => null));
    if (type === 'stylesheet') styles.push(response.body().catch(() => null));
  });
  await page.goto(url);
  await ready(page);
  const requestsToReady = requests;
  await page.waitForLoadState('networkidle');
  const settle = async (all: Array<Promise<Buffer | null>>) => (await Promise.all(all)).filter((b): b is Buffer => b !== null);
  const js = await settle(scripts);
  const css = await settle(styles);
  return { scripts: js.length, jsRawKb: kb(js, (b) => b.length), jsGzipKb: kb(js, gzip), cssGzipKb: kb(css, gzip), requestsToReady };
}

/** First-load JavaScript and CSS of each page, every one in a fresh browser context (an empty cache). */
export async function pageWeights(baseUrl: string, pages: PageToWeigh[]): Promise<Weight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const results: Weight[] = [];
    for (const { path, cookie, ready } of pages) {
      const context = await browser.newContext();
      if (cookie) await context.addCookies([{ ...cookie, url: baseUrl }]);
      results.push({ path, ...(await weigh(await context.newPage(), `${baseUrl}${path}`, ready)) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
