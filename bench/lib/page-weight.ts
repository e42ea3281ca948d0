import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface Weight {
  path: string;
  scripts: number;
  /** JavaScript the first visit downloads, gzip-compressed (level 9), in KB. */
  jsGzipKb: number;
  jsRawKb: number;
}

async function weigh(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<Omit<Weight, 'path'>> {
  const bodies: Array<Promise<Buffer | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const all = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  return {
    scripts: all.length,
    jsRawKb: Math.round(all.reduce((n, b) => n + b.length, 0) / 1024),
    jsGzipKb: Math.round(all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1024),
  };
}

/** First-load JavaScript of /auth (signed out) and /teams (signed in, fresh cache). */
export async function pageWeights(baseUrl: string, cookie: { name: string; value: string }): Promise<Weight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    const results: Weight[] = [];
    const anon = await browser.newContext();
    results.push({ path: '/auth', ...(await weigh(await anon.newPage(), `${baseUrl}/auth`, (p) => p.getByRole('tab', { name: 'Sign In' }).waitFor())) });
    await anon.close();
    const signedIn = await browser.newContext();
    await signedIn.addCookies([{ ...cookie, url: baseUrl }]);
    results.push({ path: '/teams', ...(await weigh(await signedIn.newPage(), `${baseUrl}/teams`, (p) => p.getByRole('heading', { name: 'Teams & Members' }).waitFor())) });
    await signedIn.close();
    return results;
  } finally {
    await browser.close();
  }
}
