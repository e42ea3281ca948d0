import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

/** Lighthouse's mobile audit (its default: simulated slow 4G and a 4× slower CPU), `runs` times; the median of each figure. */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  port = 9333,
  /** Sent with every request, e.g. a session cookie for a signed-in page. */
  extraHeaders?: Record<string, string>,
): Promise<LighthouseRun & { runs: LighthouseRun[] }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'korero-lh-'));
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForPort(port);
    const results: LighthouseRun[] = [];
    let failures = 0;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      if (result?.lhr.runtimeError) {
        // A trace that failed to record (NO_NAVSTART on a busy machine) says nothing about the page: run it again.
        if (++failures <= 2) {
          i--;
          continue;
        }
        throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      }
      // LH_REPORT_DIR keeps each run's full report, to see which tasks block (not part of the recorded figures).
      if (process.env.LH_REPORT_DIR)
        writeFileSync(
          path.join(process.env.LH_REPORT_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${i}.json`),
          JSON.stringify(result!.lhr),
        );
      const audits = result!.lhr.audits;
      results.push({
        performance: Math.round((result!.lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
    const median = (pick: (r: LighthouseRun) => number) => [...results.map(pick)].sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
    return {
      performance: median((r) => r.performance),
      lcpMs: median((r) => r.lcpMs),
      cls: median((r) => r.cls),
      fcpMs: median((r) => r.fcpMs),
      tbtMs: median((r) => r.tbtMs),
      runs: results,
    };
  } finally {
    // Chromium keeps writing to its profile until it has gone, so remove the folder only after it exits.
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGKILL');
    await exited;
    // Its helper processes can outlive it by a moment: retry, and a temporary folder left behind ends no run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch {
      /* left in the temporary folder */
    }
  }
}
