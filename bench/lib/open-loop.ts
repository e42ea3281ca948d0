import http from 'node:http';
import type { LoadResult } from './load.ts';

export interface OpenLoopInit {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Headers for each request, e.g. a different client address every time. */
  perRequest?: () => Record<string, string>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Open-loop load: requests start on a fixed schedule (every 1000/rate ms) whether or not earlier ones have answered,
 * as customers' phones do. Latency runs from each request's scheduled start, so a server that falls behind is charged
 * for the wait (no coordinated omission). autocannon's `overallRate` instead fires each second's quota back to back
 * at the start of the second, which measures a burst, not a rate.
 */
export async function openLoop(url: string | (() => string), rate: number, seconds: number, init: OpenLoopInit = {}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const next = typeof url === 'string' ? () => url : url;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const send = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        new URL(next()),
        {
          agent,
          method: init.method ?? 'GET',
          headers: { ...init.headers, ...init.perRequest?.(), ...(init.body ? { 'content-length': Buffer.byteLength(init.body) } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - scheduled);
            if ((res.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(init.body);
    });
  const pending: Array<Promise<void>> = [];
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const scheduled = t0 + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(scheduled));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { rps: Math.round(total / elapsed), p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), errors, non2xx };
}
