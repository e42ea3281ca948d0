import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Closed-loop load (10 connections): a 2 s warm-up (the JIT), then three runs; the median of each figure. Two cores
 * are shared by the server, the database and the load generator, so single runs vary by ±20%.
 */
export async function measure(url: string, headers: Record<string, string> = {}, seconds = 4): Promise<LoadResult> {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await autocannon({ url, headers, connections: 10, duration: seconds }));
  return summarise(runs);
}

/** The median of each figure over several runs; errors added up. */
function summarise(runs: autocannon.Result[]): LoadResult {
  return {
    rps: Math.round(median(runs.map((r) => r.requests.average))),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

export interface Paired {
  subject: LoadResult;
  baseline: LoadResult;
  /** The median of the per-round ratios subject ÷ baseline. */
  ratio: number;
}

/**
 * A route against its baseline, in alternating rounds (baseline, subject, baseline, subject, …) with both servers
 * up, so a slow spell on this shared machine lands on both sides of a ratio instead of on one of them. Each round's
 * ratio is taken, and the median of those is reported: of five rounds, since on these VMs the same server's throughput
 * swung by a third between runs minutes apart (2026-11-30), and a median of three still moved with one bad spell.
 */
export async function measurePaired(subject: Target, baseline: Target, seconds = 4, rounds = 5): Promise<Paired> {
  const run = (t: Target, duration: number) => autocannon({ url: t.url, headers: t.headers ?? {}, connections: 10, duration });
  await run(baseline, 2);
  await run(subject, 2);
  const s: autocannon.Result[] = [];
  const b: autocannon.Result[] = [];
  for (let i = 0; i < rounds; i++) {
    b.push(await run(baseline, seconds));
    s.push(await run(subject, seconds));
  }
  return { subject: summarise(s), baseline: summarise(b), ratio: median(s.map((r, i) => r.requests.average / b[i]!.requests.average)) };
}
